import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOLS } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TTipChoice } from '../lib/payment-form';
import type { TPaymentFormState } from '../lib/use-payment-form';
import { sampleAmount } from '../lib/money-text';
import { Section } from './section';
import { FieldError, TextField } from './text-field';
import classes from './page.module.css';

const sameChoice = (a: TTipChoice, b: TTipChoice) => a.kind === b.kind && (a.kind !== 'percent' || (b.kind === 'percent' && a.percent === b.percent));

/** Tips: none, the venue's preset percentages of the amount, or an amount the payer types. */
export function TipSection({ state, presets }: { state: TPaymentFormState; presets: readonly number[] }) {
  const { t } = useTranslation('delitepay-public');
  const { values, update, errors, figures, terms } = state;
  const choices: { tip: TTipChoice; label: string; testId: string }[] = [
    { tip: { kind: 'none' }, label: t('tip.none'), testId: 'tip-none' },
    ...presets.map((percent) => ({ tip: { kind: 'percent', percent } as TTipChoice, label: t('tip.percent', { percent }), testId: `tip-${percent}` })),
    { tip: { kind: 'custom', text: '' }, label: t('tip.custom'), testId: 'tip-custom' },
  ];
  return (
    <Section title={t('tip.title')} testId="pay-tip-section">
      <fieldset className={classes.chips}>
        <legend className="md-visually-hidden">{t('tip.title')}</legend>
        {choices.map((choice) => (
          <label key={choice.testId} className={classes.chip} data-testid={choice.testId}>
            <input
              type="radio"
              name="tip"
              checked={sameChoice(values.tip, choice.tip)}
              onChange={() => update({ tip: choice.tip.kind === 'custom' && values.tip.kind === 'custom' ? values.tip : choice.tip })}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      {values.tip.kind === 'custom' ? (
        <TextField
          label={t('tip.customAmount')}
          value={values.tip.text}
          onChange={(text) => update({ tip: { kind: 'custom', text } })}
          error={errors.tip}
          inputMode="decimal"
          autoComplete="off"
          ltr
          prefix={CURRENCY_SYMBOLS[terms.currency]}
          maxLength={16}
          placeholder={sampleAmount(terms.currency, 2)}
          testId="tip-amount"
        />
      ) : (
        <FieldError error={errors.tip} testId="tip-error" />
      )}
      {figures && figures.tip > 0 && (
        <p className={classes.muted} data-testid="tip-total">
          {t('tip.amount')} <bdi>{formatMoney(figures.tip, terms.currency)}</bdi>
        </p>
      )}
    </Section>
  );
}
