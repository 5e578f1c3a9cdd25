import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOYALTY_NAME_MAX, LOYALTY_REWARD_MAX, LOYALTY_STAMPS_MAX, LOYALTY_STAMPS_MIN, type TLoyaltyCampaign } from '@menudelite/shared/growth/loyalty';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveCampaign } from '../api/loyalty-admin';
import { campaignErrors, campaignRequest, campaignValues, type TCampaignValues } from '../lib/campaign-form';

type TProps = { restaurantId: string; currency: TCurrency; campaign: TLoyaltyCampaign | null; opened: boolean; onClose: () => void };

/** Create or edit a stamp campaign: name, stamps for a reward (minSpendQuantity), qualifying order amount, reward, active. */
export function CampaignFormModal({ restaurantId, currency, campaign, opened, onClose }: TProps) {
  const { t } = useTranslation('loyalty-admin');
  const save = useSaveCampaign(restaurantId);
  const [values, setValues] = useState<TCampaignValues>(() => campaignValues(campaign, currency));
  const [touched, setTouched] = useState(false);
  const set = (patch: Partial<TCampaignValues>) => setValues((current) => ({ ...current, ...patch }));
  const errors = campaignErrors(values, currency);
  const shown = (field: keyof typeof errors) => {
    const key = touched ? errors[field] : null;
    return key ? t(`form.${key}`, { min: LOYALTY_STAMPS_MIN, max: LOYALTY_STAMPS_MAX }) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const body = campaignRequest(values, currency);
    if (body) save.mutate({ id: campaign?.id ?? null, body }, { onSuccess: onClose });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={campaign ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate data-testid="campaign-form">
        <Stack gap="sm">
          <ApiErrorAlert error={save.error} />
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            value={values.name}
            maxLength={LOYALTY_NAME_MAX}
            required
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={shown('name')}
            data-testid="campaign-name"
          />
          <Textarea
            label={t('form.reward')}
            placeholder={t('form.rewardPlaceholder')}
            value={values.reward}
            maxLength={LOYALTY_REWARD_MAX}
            required
            autosize
            minRows={2}
            onChange={(e) => set({ reward: e.currentTarget.value })}
            error={shown('reward')}
            data-testid="campaign-reward"
          />
          <NumberInput
            label={t('form.stamps')}
            description={t('form.stampsHelp')}
            value={values.stamps}
            min={LOYALTY_STAMPS_MIN}
            max={LOYALTY_STAMPS_MAX}
            allowDecimal={false}
            onChange={(stamps) => set({ stamps })}
            error={shown('stamps')}
            data-testid="campaign-stamps"
          />
          <TextInput
            label={t('form.minOrder')}
            description={t('form.minOrderHelp')}
            value={values.minOrder}
            inputMode="decimal"
            onChange={(e) => set({ minOrder: e.currentTarget.value })}
            error={shown('minOrder')}
            data-testid="campaign-min-order"
          />
          <Switch
            label={t('form.active')}
            description={t('form.activeHelp')}
            checked={values.isActive}
            onChange={(e) => set({ isActive: e.currentTarget.checked })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="campaign-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
