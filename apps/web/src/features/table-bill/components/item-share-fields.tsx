import { useTranslation } from 'react-i18next';
import { BILL_SHARE_PARTS_MAX, BILL_SHARE_PARTS_MIN, type TBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { isShareable, partsLeft, shareFor, type TPayChoice } from '../lib/pay-choice';
import { isolate } from '../lib/isolate';
import { Stepper } from './stepper';
import bill from './bill.module.css';
import form from '../../../components/diner/form.module.css';

type TShareChoice = Extract<TPayChoice, { mode: 'itemShare' }>;

/**
 * "Share of an item": one shared item (a bottle of wine) cut into parts, and how many parts this
 * payer takes. Once someone has paid a part, the item keeps its number of parts for everyone.
 */
export function ItemShareFields({ bill: current, choice, onChange }: { bill: TBill; choice: TShareChoice; onChange: (choice: TPayChoice) => void }) {
  const { t } = useTranslation('table-bill');
  const lines = current.lines.filter(isShareable);
  const line = lines.find((candidate) => candidate.lineId === choice.lineId) ?? null;
  const parts = line?.shares?.parts ?? choice.parts;
  const left = line ? partsLeft(line, parts) : parts;
  const result = line ? shareFor(current, choice) : null;
  const set = (patch: Partial<TShareChoice>) => onChange({ ...choice, ...patch });
  return (
    <div data-testid="item-share-fields">
      <label className={form.field}>
        <span className={form.label}>{t('pay.shareItem')}</span>
        <select
          className={form.input}
          value={choice.lineId ?? ''}
          onChange={(event) => {
            const next = lines.find((candidate) => candidate.lineId === event.currentTarget.value);
            set({ lineId: next?.lineId ?? null, parts: next?.shares?.parts ?? choice.parts, shares: 1 });
          }}
          data-testid="share-item"
        >
          <option value="">{t('pay.chooseItem')}</option>
          {lines.map((candidate) => (
            <option key={candidate.lineId} value={candidate.lineId}>
              {`${candidate.quantity}× ${candidate.name} · ${formatMoney(candidate.remainingAmount, current.currency)}`}
            </option>
          ))}
        </select>
      </label>
      {line?.shares ? (
        <p className={bill.note} data-testid="parts-fixed">
          {t('pay.partsFixed', { parts: line.shares.parts, left })}
        </p>
      ) : (
        <Stepper
          label={t('pay.parts')}
          value={parts}
          min={BILL_SHARE_PARTS_MIN}
          max={BILL_SHARE_PARTS_MAX}
          onChange={(next) => set({ parts: next, shares: Math.min(choice.shares, next) })}
          valueText={t('pay.partsValue', { count: parts })}
          lessLabel={t('pay.fewerParts')}
          moreLabel={t('pay.moreParts')}
          testId="share-parts"
        />
      )}
      <Stepper
        label={t('pay.shares')}
        value={choice.shares}
        min={1}
        max={Math.max(1, left)}
        onChange={(shares) => set({ shares })}
        lessLabel={t('pay.fewerShares')}
        moreLabel={t('pay.moreShares')}
        testId="share-count"
      />
      {line && result?.ok && (
        <p className={bill.strong} data-testid="share-summary">
          {t('pay.shareOf', { shares: choice.shares, parts, name: isolate(line.name), amount: isolate(formatMoney(result.share, current.currency)) })}
        </p>
      )}
    </div>
  );
}
