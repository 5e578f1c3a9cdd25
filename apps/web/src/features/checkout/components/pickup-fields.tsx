import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDinerLanguage } from '../../diner-menu/public';
import { usePickupSlots } from '../api/get-pickup-slots';
import { groupPickupSlots } from '../lib/pickup-slot-groups';
import type { TFieldsProps } from './place-fields';
import { SelectField } from './select-field';
import classes from '../../../components/diner/form.module.css';

/** Pickup: one of the venue's slots (opening hours and prep time), grouped by day, in the venue's time. */
export function PickupFields({ state, restaurant }: TFieldsProps) {
  const { t } = useTranslation('checkout');
  const language = useDinerLanguage();
  const slots = usePickupSlots(restaurant.id, true);
  // "Today" is the day the slots were computed (the list refreshes every minute).
  const { data, dataUpdatedAt } = slots;
  const groups = useMemo(() => (data ? groupPickupSlots(data.slots, data.timeZone, language, new Date(dataUpdatedAt)) : []), [data, dataUpdatedAt, language]);
  if (slots.isPending) return <p className={classes.hint}>{t('pickup.loadingSlots')}</p>;
  if (groups.length === 0) return <p className={`${classes.error} ${classes.sentence}`}>{t('pickup.noSlots')}</p>;
  return (
    <SelectField
      label={t('pickup.time')}
      value={state.form.pickupTime}
      onChange={(pickupTime) => state.update({ pickupTime })}
      error={state.problems.fields.pickupTime}
      placeholder={t('pickup.choose')}
      hint={t('pickup.localTime', { timeZone: slots.data?.timeZone ?? restaurant.timeZone })}
      testId="pickup-time"
    >
      {groups.map((group) => (
        <optgroup key={group.day} label={group.day}>
          {group.slots.map((slot) => (
            <option key={slot.iso} value={slot.iso}>
              {t('pickup.slot', { day: group.day, time: slot.time })}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
