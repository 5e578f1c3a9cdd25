import { Button, Group, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOYALTY_NAME_MAX, LOYALTY_REWARD_MAX, LOYALTY_STAMPS_MAX, LOYALTY_STAMPS_MIN, type TLoyaltyCampaign } from '@menudelite/shared/growth/loyalty';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useSaveCampaign } from '../api/loyalty-admin';

type TProps = { restaurantId: string; currency: TCurrency; campaign: TLoyaltyCampaign | null; opened: boolean; onClose: () => void };

/** Create or edit a stamp campaign: name, stamps for a reward (minSpendQuantity), qualifying order amount, reward, active. */
export function CampaignFormModal({ restaurantId, currency, campaign, opened, onClose }: TProps) {
  const { t } = useTranslation('loyalty-admin');
  const save = useSaveCampaign(restaurantId);
  const [name, setName] = useState(campaign?.name ?? '');
  const [reward, setReward] = useState(campaign?.rewardDescription ?? '');
  const [stamps, setStamps] = useState<number | string>(campaign?.minSpendQuantity ?? 10);
  const [minOrder, setMinOrder] = useState(campaign ? formatMoney(campaign.minOrderAmount, currency, { symbol: false, grouping: false }) : '0');
  const [isActive, setIsActive] = useState(campaign?.isActive ?? true);
  const [touched, setTouched] = useState(false);

  const minOrderAmount = parseMajor(minOrder, currency);
  const stampsValue = typeof stamps === 'number' ? stamps : Number.NaN;
  const errors = {
    name: name.trim() ? null : t('form.required'),
    reward: reward.trim() ? null : t('form.required'),
    stamps:
      Number.isInteger(stampsValue) && stampsValue >= LOYALTY_STAMPS_MIN && stampsValue <= LOYALTY_STAMPS_MAX
        ? null
        : t('form.stampsRange', { min: LOYALTY_STAMPS_MIN, max: LOYALTY_STAMPS_MAX }),
    minOrder: minOrderAmount !== null && minOrderAmount >= 0 ? null : t('form.amountInvalid'),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(errors).some(Boolean) || minOrderAmount === null) return;
    const body = { name: name.trim(), rewardDescription: reward.trim(), minSpendQuantity: stampsValue, minOrderAmount, isActive };
    save.mutate({ id: campaign?.id ?? null, body }, { onSuccess: onClose });
  };
  const shown = (error: string | null) => (touched ? (error ?? undefined) : undefined);

  return (
    <Modal opened={opened} onClose={onClose} title={campaign ? t('form.editTitle') : t('form.newTitle')} size="lg">
      <form onSubmit={submit} noValidate data-testid="campaign-form">
        <Stack gap="sm">
          <ApiErrorAlert error={save.error} />
          <TextInput
            label={t('form.name')}
            placeholder={t('form.namePlaceholder')}
            value={name}
            maxLength={LOYALTY_NAME_MAX}
            required
            onChange={(e) => setName(e.currentTarget.value)}
            error={shown(errors.name)}
            data-testid="campaign-name"
          />
          <Textarea
            label={t('form.reward')}
            placeholder={t('form.rewardPlaceholder')}
            value={reward}
            maxLength={LOYALTY_REWARD_MAX}
            required
            autosize
            minRows={2}
            onChange={(e) => setReward(e.currentTarget.value)}
            error={shown(errors.reward)}
            data-testid="campaign-reward"
          />
          <NumberInput
            label={t('form.stamps')}
            description={t('form.stampsHelp')}
            value={stamps}
            min={LOYALTY_STAMPS_MIN}
            max={LOYALTY_STAMPS_MAX}
            allowDecimal={false}
            onChange={setStamps}
            error={shown(errors.stamps)}
            data-testid="campaign-stamps"
          />
          <TextInput
            label={t('form.minOrder')}
            description={t('form.minOrderHelp')}
            value={minOrder}
            inputMode="decimal"
            onChange={(e) => setMinOrder(e.currentTarget.value)}
            error={shown(errors.minOrder)}
            data-testid="campaign-min-order"
          />
          <Switch label={t('form.active')} description={t('form.activeHelp')} checked={isActive} onChange={(e) => setIsActive(e.currentTarget.checked)} />
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
