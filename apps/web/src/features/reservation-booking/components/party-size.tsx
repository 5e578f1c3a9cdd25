import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './page.module.css';
import stepper from './stepper.module.css';

/** How many guests: a stepper with 48 px buttons, the count read out as it changes. */
export function PartySize({ value, max, onChange, testId }: { value: number; max: number; onChange: (size: number) => void; testId: string }) {
  const { t, i18n } = useTranslation('reservation-booking');
  const id = useId();
  const number = new Intl.NumberFormat(i18n.language).format(value);
  return (
    <div className={classes.fieldset} role="group" aria-labelledby={id}>
      <p id={id} className={classes.legend}>
        {t('party.label')}
      </p>
      <div className={stepper.stepper}>
        <button
          type="button"
          className={stepper.button}
          onClick={() => onChange(value - 1)}
          disabled={value <= 1}
          aria-label={t('party.fewer')}
          data-testid={`${testId}-minus`}
        >
          −
        </button>
        <output className={stepper.value} aria-live="polite" data-testid={testId} data-value={value}>
          {t('party.guests', { number })}
        </output>
        <button
          type="button"
          className={stepper.button}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={t('party.more')}
          data-testid={`${testId}-plus`}
        >
          +
        </button>
      </div>
      {value >= max && <p className={classes.muted}>{t('party.largest', { number: new Intl.NumberFormat(i18n.language).format(max) })}</p>}
    </div>
  );
}
