import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { PAY_MODES, isPayable, isShareable } from '../lib/pay-choice';
import type { TBillPaymentState } from '../lib/use-bill-payment';
import { CustomAmountFields } from './custom-amount-fields';
import { ItemShareFields } from './item-share-fields';
import { MessageText } from './message-text';
import { Section } from './section';
import { SplitFields } from './split-fields';
import bill from './bill.module.css';
import choice from '../../../components/diner/choice.module.css';

/** The ways to pay, and what each one asks for; its problem (SPEC section 5's messages) under it. */
export function PaySection({ bill: current, state }: { bill: TBill; state: TBillPaymentState }) {
  const { t } = useTranslation('table-bill');
  const modes = PAY_MODES.filter((mode) => mode !== 'itemShare' || current.lines.some(isShareable));
  const problem = !state.share.ok ? state.share.message : null;
  // Lines paid by someone else meanwhile no longer count as selected.
  const selected =
    state.choice.mode === 'items' ? state.choice.lineIds.filter((id) => current.lines.some((line) => line.lineId === id && isPayable(line))).length : 0;
  return (
    <Section title={t('pay.heading')} testId="pay-section">
      <fieldset className={choice.group}>
        <legend className="md-visually-hidden">{t('pay.heading')}</legend>
        <div className={choice.cards}>
          {modes.map((mode) => (
            <label key={mode} className={choice.card} data-testid={`pay-mode-${mode}`}>
              <input type="radio" name="pay-mode" checked={state.choice.mode === mode} onChange={() => state.chooseMode(mode)} />
              <span className={choice.cardText}>
                <span className={choice.cardTitle}>{t(`pay.modes.${mode}`)}</span>
                <span className={choice.cardHint}>{t(`pay.hints.${mode}`, { amount: formatMoney(current.totals.amountRemaining, current.currency) })}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {state.choice.mode === 'items' && (
        <p className={bill.note} data-testid="items-hint">
          {selected > 0 ? t('pay.selected', { count: selected }) : t('pay.selectHint')}
        </p>
      )}
      {state.choice.mode === 'split' && <SplitFields bill={current} choice={state.choice} onChange={state.choose} />}
      {state.choice.mode === 'custom' && <CustomAmountFields bill={current} choice={state.choice} onChange={state.choose} problem={problem} />}
      {state.choice.mode === 'itemShare' && <ItemShareFields bill={current} choice={state.choice} onChange={state.choose} />}
      {problem && state.choice.mode !== 'custom' && (
        <p className={bill.error} role="alert" data-testid="pay-problem">
          <MessageText message={problem} />
        </p>
      )}
    </Section>
  );
}
