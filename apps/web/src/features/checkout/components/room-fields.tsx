import { useTranslation } from 'react-i18next';
import type { TFieldsProps } from './place-fields';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import classes from '../../../components/diner/form.module.css';

/** Hotel room service: the guest's room number (checked against the hotel's rooms), or "checkout as visitor". */
export function RoomFields({ state, options }: TFieldsProps) {
  const { t } = useTranslation('checkout');
  const { form, update, problems } = state;
  return (
    <>
      {!form.asVisitor && (
        <TextField
          label={t('room.number')}
          value={form.roomNumber}
          onChange={(roomNumber) => update({ roomNumber })}
          error={problems.fields.roomNumber}
          autoComplete="off"
          inputMode="text"
          ltr
          maxLength={20}
          testId="room-number"
        />
      )}
      <label className={classes.check}>
        <input
          type="checkbox"
          checked={form.asVisitor}
          onChange={(event) => update({ asVisitor: event.currentTarget.checked, roomNumber: '' })}
          data-testid="checkout-as-visitor"
        />
        {t('room.visitor')}
      </label>
      {form.asVisitor && <p className={classes.note}>{t('room.visitorHint')}</p>}
      {form.asVisitor && options.delivery.locations.length > 0 && (
        <SelectField
          label={t('room.location')}
          value={form.locationId}
          onChange={(locationId) => update({ locationId })}
          error={problems.fields['delivery.locationId']}
          placeholder={t('room.noLocation')}
          testId="visitor-location"
        >
          {options.delivery.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  );
}
