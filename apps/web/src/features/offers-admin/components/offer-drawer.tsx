import { Button, Drawer, Group, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useCreateOffer, useMenuChoices, useUpdateOffer } from '../api/offers-admin';
import { checkOfferForm, EMPTY_OFFER, offerFormOf, type TOfferFormErrors, type TOfferFormValues } from '../lib/offer-form';
import { OfferRuleFields } from './offer-rule-fields';
import { OfferScheduleFields } from './offer-schedule-fields';

type TProps = { restaurantId: string; currency: TCurrency; timeZone: string; offer: TOffer | null; onClose: () => void };
export type TFieldProps = {
  values: TOfferFormValues;
  errors: TOfferFormErrors;
  set: (patch: Partial<TOfferFormValues>) => void;
  /** An error key of this namespace, translated (undefined when the field is fine). */
  errorOf: (field: keyof TOfferFormValues) => string | undefined;
};

/** Create or edit an offer in a side drawer (full screen on a phone). */
export function OfferDrawer({ restaurantId, currency, timeZone, offer, onClose }: TProps) {
  const { t } = useTranslation('offers-admin');
  const [values, setValues] = useState<TOfferFormValues>(offer ? offerFormOf(offer, currency) : EMPTY_OFFER);
  const [errors, setErrors] = useState<TOfferFormErrors>({});
  const menu = useMenuChoices(restaurantId);
  const create = useCreateOffer(restaurantId);
  const update = useUpdateOffer(restaurantId);
  const set = (patch: Partial<TOfferFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    // A field the user changed no longer shows the last check's complaint (the next save checks again).
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => !(field in patch))));
  };
  const errorOf = (field: keyof TOfferFormValues) => (errors[field] ? t(errors[field]!) : undefined);
  const fields: TFieldProps = { values, errors, set, errorOf };

  const submit = async () => {
    const checked = checkOfferForm(values, currency);
    setErrors(checked.errors);
    if (!checked.body) return;
    if (offer) await update.mutateAsync({ id: offer.id, body: checked.body });
    else await create.mutateAsync(checked.body);
    onClose();
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} fz="h4">
          {offer ? t('form.editTitle') : t('form.createTitle')}
        </Title>
      }
      data-testid="offer-drawer"
    >
      <form
        noValidate
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
            error={errorOf('name')}
            required
            data-testid="offer-name"
          />
          <Textarea
            label={t('form.description')}
            description={t('form.descriptionHint')}
            value={values.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
            error={errorOf('description')}
            autosize
            minRows={2}
          />
          <OfferRuleFields {...fields} currency={currency} menu={menu.data} />
          <OfferScheduleFields {...fields} timeZone={timeZone} />
          <Switch label={t('form.active')} checked={values.isActive} onChange={(e) => set({ isActive: e.currentTarget.checked })} />
          <ApiErrorAlert error={create.error ?? update.error ?? menu.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} data-testid="offer-save">
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
