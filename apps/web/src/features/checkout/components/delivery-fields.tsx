import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import { isolated } from '../lib/isolated';
import type { TFieldsProps } from './place-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import classes from '../../../components/diner/form.module.css';

/** Delivery: the address, notes for the driver, the delivery area; the fee, minimum and time it comes with. */
export function DeliveryFields({ state, options }: TFieldsProps) {
  const { t } = useTranslation('checkout');
  const { delivery, currency } = options;
  const fee =
    delivery.feeType === 'fixed'
      ? t('delivery.fee', { fee: isolated(formatMoney(delivery.fixedFee, currency)) })
      : t('delivery.feePercent', { percent: delivery.percentFee });
  return (
    <>
      <TextField
        label={t('delivery.address')}
        value={state.form.address}
        onChange={(address) => state.update({ address })}
        error={state.problems.fields['delivery.address']}
        autoComplete="street-address"
        multiline
        maxLength={300}
        testId="delivery-address"
      />
      {delivery.locations.length > 0 && (
        <SelectField
          label={t('delivery.location')}
          value={state.form.locationId}
          onChange={(locationId) => state.update({ locationId })}
          error={state.problems.fields['delivery.locationId']}
          placeholder={t('delivery.noLocation')}
          testId="delivery-location"
        >
          {delivery.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
      <TextField
        label={t('delivery.notes')}
        hint={t('delivery.notesHint')}
        value={state.form.driverNotes}
        onChange={(driverNotes) => state.update({ driverNotes })}
        optional
        multiline
        maxLength={300}
        testId="driver-notes"
      />
      <ul className={classes.facts} data-testid="delivery-facts">
        <li>{fee}</li>
        {delivery.minOrderValue > 0 && <li>{t('delivery.minimum', { amount: isolated(formatMoney(delivery.minOrderValue, currency)) })}</li>}
        <li>{t('delivery.estimate', { minutes: delivery.deliveryOrderPrepTime })}</li>
      </ul>
    </>
  );
}
