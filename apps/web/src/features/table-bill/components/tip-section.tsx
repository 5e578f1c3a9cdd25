import { useTranslation } from 'react-i18next';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TTipChoice } from '../lib/tip';
import type { TBillPaymentState } from '../lib/use-bill-payment';
import { Section } from './section';
import { TextField } from './text-field';
import bill from './bill.module.css';
import choice from '../../../components/diner/choice.module.css';

const isChosen = (tip: TTipChoice, candidate: TTipChoice) =>
  tip.kind === candidate.kind && (tip.kind !== 'percent' || (candidate.kind === 'percent' && tip.percent === candidate.percent));

/** Tip on the payer's own share (never the whole bill): none, the venue's presets, or an amount typed. */
export function TipSection({ bill: current, state }: { bill: TBill; state: TBillPaymentState }) {
  const { t } = useTranslation('table-bill');
  const share = state.share.ok ? state.share.share : null;
  const choices: { tip: TTipChoice; label: string; testId: string }[] = [
    { tip: { kind: 'none' }, label: t('tip.none'), testId: 'tip-none' },
    ...current.tips.presets.map((percent) => ({
      tip: { kind: 'percent', percent } as TTipChoice,
      label: t('tip.percent', { percent }),
      testId: `tip-${percent}`,
    })),
    { tip: { kind: 'custom', text: '' }, label: t('tip.custom'), testId: 'tip-custom' },
  ];
  return (
    <Section title={t('tip.heading')} testId="tip-section">
      <fieldset className={choice.group}>
        <legend className="md-visually-hidden">{t('tip.heading')}</legend>
        <div className={choice.chips}>
          {choices.map((entry) => (
            <label key={entry.testId} className={choice.chip} data-testid={entry.testId}>
              <input
                type="radio"
                name="tip"
                checked={isChosen(state.tipChoice, entry.tip)}
                onChange={() => state.setTipChoice(entry.tip.kind === 'custom' && state.tipChoice.kind === 'custom' ? state.tipChoice : entry.tip)}
              />
              {entry.label}
            </label>
          ))}
        </div>
      </fieldset>
      {state.tipChoice.kind === 'custom' && (
        <TextField
          label={t('tip.customAmount')}
          value={state.tipChoice.text}
          onChange={(text) => state.setTipChoice({ kind: 'custom', text })}
          error={state.tip.ok ? null : state.tip.message}
          inputMode="decimal"
          autoComplete="off"
          ltr
          maxLength={16}
          placeholder={formatMoney(200, current.currency, { symbol: false })}
          testId="tip-amount"
        />
      )}
      {share !== null && (
        <p className={bill.note} data-testid="tip-on-share">
          {t('tip.onShare', { amount: formatMoney(share, current.currency) })}
        </p>
      )}
      <p className={bill.note}>{t('tip.notWithPoints')}</p>
    </Section>
  );
}
