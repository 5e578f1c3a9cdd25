import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCheckoutOptions } from '@menudelite/shared/orders/checkout-options';
import type { TTipChoice } from '../lib/checkout-form';
import type { TMessage } from '../lib/messages';
import { tipRequest } from '../lib/tip';
import type { TCheckoutState } from '../lib/use-checkout';
import { useSettledValue } from '../lib/use-settled-value';
import { Section } from './section';
import { TextField } from './text-field';
import choice from '../../../components/diner/choice.module.css';
import form from '../../../components/diner/form.module.css';

/** Said as soon as the diner stops typing, not only on "Place order": "-5" and "abc" are no tip. */
const TYPING_SETTLE_MS = 600;

const isChosen = (tip: TTipChoice, candidate: TTipChoice) =>
  JSON.stringify(tip) === JSON.stringify(candidate) || (tip.kind === 'custom' && candidate.kind === 'custom');

/** Tips: none, the venue's preset percentages of the items, or an amount the diner types. */
export function TipSection({ state, options }: { state: TCheckoutState; options: TCheckoutOptions }) {
  const { t } = useTranslation('checkout');
  const { form: values, update, problems, quote } = state;
  const settledTip = useSettledValue(values.tip, TYPING_SETTLE_MS);
  const typedInvalid =
    settledTip === values.tip || JSON.stringify(settledTip) === JSON.stringify(values.tip)
      ? settledTip.kind === 'custom' && tipRequest(settledTip, options.currency) === 'invalid'
      : false;
  // The server's refusal of a too-large tip (quote) comes as problems.fields.tip too.
  const tipError: TMessage | undefined = problems.fields.tip ?? (typedInvalid ? { key: 'errors.tipInvalid' } : undefined);
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
          error={tipError}
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
