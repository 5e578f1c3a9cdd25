import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, dayChipParts } from '../lib/venue-dates';
import classes from './page.module.css';

/** Days shown as chips; a longer booking window adds a date field for the days after them. */
export const DAY_CHIPS = 14;

/**
 * The day, on the venue's calendar: today and the next days of the booking window as chips that
 * scroll sideways on a phone, then a date field for later days when the window is longer.
 */
export function DayPicker({ today, days, value, onChange }: { today: string; days: number; value: string; onChange: (day: string) => void }) {
  const { t, i18n } = useTranslation('reservation-booking');
  const id = useId();
  const chips = Array.from({ length: Math.min(days, DAY_CHIPS) }, (_, n) => addDays(today, n));
  const last = addDays(today, days - 1);
  return (
    <fieldset className={classes.fieldset}>
      <legend className={classes.legend}>{t('date.label')}</legend>
      <div className={classes.days} data-testid="booking-days">
        {chips.map((day, n) => {
          const parts = dayChipParts(day, i18n.language);
          return (
            <label key={day} className={classes.day} data-testid={`booking-day-${day}`}>
              <input type="radio" name={id} value={day} checked={value === day} onChange={() => onChange(day)} />
              <span>{n === 0 ? t('date.today') : n === 1 ? t('date.tomorrow') : parts.weekday}</span>
              <span className={classes.dayNumber}>{parts.day}</span>
              <span>{parts.month}</span>
            </label>
          );
        })}
      </div>
      {days > DAY_CHIPS && (
        <label className={classes.laterDate}>
          <span>{t('date.later')}</span>
          <input
            type="date"
            className={classes.dateInput}
            min={today}
            max={last}
            value={chips.includes(value) ? '' : value}
            onChange={(event) => {
              const day = event.currentTarget.value;
              if (day >= today && day <= last) onChange(day);
            }}
            data-testid="booking-later-date"
          />
        </label>
      )}
    </fieldset>
  );
}
