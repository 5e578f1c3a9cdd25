import { Button, Group, Modal, MultiSelect, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TClubPlan } from '@menudelite/shared/growth/club';
import { CLUB_FREE_PER_DAY_MAX } from '@menudelite/shared/growth/club';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCreatePlan, useMenuItems, useUpdatePlan } from '../api/club-admin';
import { checkPlanForm, EMPTY_PLAN, planFormOf, type TPlanFormErrors, type TPlanFormValues } from '../lib/plan-form';

type TProps = { restaurantId: string; currency: TCurrency; plan: TClubPlan | null; opened: boolean; onClose: () => void };

/** Create or edit a plan: name, description, monthly price, percent off, the items free with the club and how many a day. */
export function PlanForm({ restaurantId, currency, plan, opened, onClose }: TProps) {
  const { t } = useTranslation('club-admin');
  const [values, setValues] = useState<TPlanFormValues>(plan ? planFormOf(plan, currency) : EMPTY_PLAN);
  const [errors, setErrors] = useState<TPlanFormErrors>({});
  const items = useMenuItems(restaurantId);
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const saving = create.isPending || update.isPending;
  const set = (patch: Partial<TPlanFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const checked = checkPlanForm(values, currency);
    setErrors(checked.errors);
    if (!checked.body) return;
    if (plan) await update.mutateAsync({ id: plan.id, body: checked.body });
    else await create.mutateAsync(checked.body);
    onClose();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={plan ? t('form.editTitle') : t('form.createTitle')} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit().catch(() => undefined);
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('form.name')}
            value={values.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={errors.name && t(errors.name)}
            required
            data-testid="plan-name"
          />
          <Textarea
            label={t('form.description')}
            value={values.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={errors.description && t(errors.description)}
            autosize
            minRows={2}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('form.price', { currency: currency.toUpperCase() })}
              inputMode="decimal"
              value={values.price}
              onChange={(e) => set({ price: e.currentTarget.value })}
              error={errors.price && t(errors.price)}
              required
              data-testid="plan-price"
            />
            <NumberInput
              label={t('form.percentOff')}
              min={0}
              max={100}
              value={values.percentOff}
              onChange={(v) => set({ percentOff: Number(v) || 0 })}
              suffix="%"
              data-testid="plan-percent"
            />
          </Group>
          <MultiSelect
            label={t('form.freeItems')}
            description={t('form.freeItemsHint')}
            data={items.data ?? []}
            value={values.freeItemIds}
            onChange={(ids) => set({ freeItemIds: ids })}
            searchable
            data-testid="plan-items"
          />
          <NumberInput
            label={t('form.perDay')}
            min={0}
            max={CLUB_FREE_PER_DAY_MAX}
            value={values.freeItemsPerDay}
            onChange={(v) => set({ freeItemsPerDay: Number(v) || 0 })}
            error={errors.freeItemsPerDay && t(errors.freeItemsPerDay)}
            data-testid="plan-per-day"
          />
          <Switch label={t('form.active')} checked={values.isActive} onChange={(e) => set({ isActive: e.currentTarget.checked })} />
          <ApiErrorAlert error={create.error ?? update.error ?? items.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving} data-testid="plan-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
