import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TTipChoice } from '../lib/checkout-form';
import type { TCheckoutState } from '../lib/use-checkout';
import { Section } from './section';
import { TextField } from './text-field';
import choice from './choice.module.css';
import form from './form.module.css';

const isChosen = (tip: TTipChoice, candidate: TTipChoice) =>
  JSON.stringify(tip) === JSON.stringify(candidate) || (tip.kind === 'custom' && candidate.kind === 'custom');

/** Tips: none, the venue's preset percentages of the items, or an amount the diner types. */
export function TipSection({ state, options }: { state: TCheckoutState; options: TCheckoutOptions }) {
  const { t } = useTranslation('checkout');
  const { form: values, update, problems, quote } = state;
  const choices: { tip: TTipChoice; label: string; testId: string }[] = [
    { tip: { kind: 'none' }, label: t('tip.none'), testId: 'tip-none' },
    ...options.tipPercentPresets.map((percent) => ({
      tip: { kind: 'percent', percent } as TTipChoice,
      label: t('tip.percent', { percent }),
      testId: `tip-${percent}`,
    })),
    { tip: { kind: 'custom', text: '' }, label: t('tip.custom'), testId: 'tip-custom' },
  ];
  return (
    <Section title={t('sections.tip')} testId="tip-section">
      <fieldset className={choice.group}>
        <legend className="md-visually-hidden">{t('sections.tip')}</legend>
        <div className={choice.chips}>
          {choices.map((entry) => (
            <label key={entry.testId} className={choice.chip} data-testid={entry.testId}>
              <input type="radio" name="tip" checked={isChosen(values.tip, entry.tip)} onChange={() => update({ tip: entry.tip })} />
              {entry.label}
            </label>
          ))}
        </div>
      </fieldset>
      {values.tip.kind === 'custom' && (
        <TextField
          label={t('tip.customAmount')}
          value={values.tip.text}
          onChange={(text) => update({ tip: { kind: 'custom', text } })}
          error={problems.fields.tip}
          inputMode="decimal"
          autoComplete="off"
          ltr
          maxLength={12}
          placeholder={formatMoney(200, options.currency, { symbol: false })}
          testId="tip-amount"
        />
      )}
      {quote && quote.tip > 0 && (
        <p className={form.hint} data-testid="tip-total">
          {t('tip.amount')} <bdi>{formatMoney(quote.tip, quote.currency)}</bdi>
        </p>
      )}
    </Section>
  );
}
