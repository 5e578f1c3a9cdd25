import { useTranslation } from 'react-i18next';
import type { TBill, TBillLine } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { isPayable } from '../lib/pay-choice';
import { isolate } from '../lib/isolate';
import { Section } from './section';
import classes from './bill-lines.module.css';

type TLinesProps = {
  bill: TBill;
  /** "Pay for selected items": the lines ticked, and how to tick one; null in the other ways to pay. */
  selection: { lineIds: string[]; toggle: (lineId: string) => void } | null;
};

/** The current table bill: every line, who ordered it, and what is paid, being paid or left. */
export function BillLines({ bill, selection }: TLinesProps) {
  const { t } = useTranslation('table-bill');
  return (
    <Section title={t('lines.heading')} testId="bill-lines">
      {bill.lines.length === 0 ? (
        <p className={classes.empty}>{t('lines.empty')}</p>
      ) : (
        <ul className={classes.list}>
          {bill.lines.map((line) => (
            <BillLineRow key={line.lineId} line={line} bill={bill} selection={selection} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function BillLineRow({ line, bill, selection }: { line: TBillLine; bill: TBill } & Pick<TLinesProps, 'selection'>) {
  const { t } = useTranslation('table-bill');
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const name = line.kind === 'item' ? line.name : t(`lines.${line.kind}`);
  const selectable = selection !== null && isPayable(line);
  const checked = selectable && selection.lineIds.includes(line.lineId);
  const state = lineState(line);
  const body = (
    <>
      <span className={classes.what}>
        <span className={classes.name}>
          {line.kind === 'item' && <span className={classes.quantity}>{t('lines.quantity', { count: line.quantity })}</span>} <bdi>{name}</bdi>
        </span>
        <span className={classes.who}>
          {line.orderedBy
            ? t('lines.orderedBy', { name: isolate(line.orderedBy), number: line.orderNumber })
            : t('lines.orderNumber', { number: line.orderNumber })}
        </span>
        {state && (
          <span className={`${classes.badge} ${classes[state]}`} data-testid="line-state" data-state={state}>
            <StateText text={stateText(line, state, money)} />
          </span>
        )}
      </span>
      <span className={classes.amounts}>
        <bdi className={`${classes.amount} ${line.comped ? classes.struck : ''}`}>{money(line.amount)}</bdi>
        {line.remainingAmount > 0 && line.remainingAmount < line.amount && !line.comped && (
          <bdi className={classes.left}>{t('lines.left', { amount: money(line.remainingAmount) })}</bdi>
        )}
      </span>
    </>
  );
  return (
    <li
      className={`${classes.line} ${checked ? classes.checked : ''}`}
      data-testid="bill-line"
      data-line={line.lineId}
      data-name={line.name}
      data-kind={line.kind}
      data-ordered-by={line.orderedBy ?? ''}
      data-remaining={line.remainingAmount}
    >
      {selectable ? (
        <label className={classes.selectable}>
          <input
            type="checkbox"
            checked={checked}
            onChange={() => selection.toggle(line.lineId)}
            aria-label={t('lines.select', { name: isolate(name) })}
            data-testid="select-line"
          />
          {body}
        </label>
      ) : (
        <div className={`${classes.selectable} ${selection ? classes.notSelectable : ''}`}>{body}</div>
      )}
    </li>
  );
}

function StateText({ text }: { text: { key: string; values?: Record<string, string | number> } }) {
  const { t } = useTranslation('table-bill');
  return <>{t(text.key, text.values ?? {})}</>;
}

type TLineState = 'comped' | 'paid' | 'prepaid' | 'pending' | 'shares' | 'partPaid';

function lineState(line: TBillLine): TLineState | null {
  if (line.comped) return 'comped';
  if (line.remainingAmount === 0 && line.pendingAmount === 0) return line.prepaid ? 'prepaid' : 'paid';
  if (line.shares && line.shares.partsPaid + line.shares.partsPending > 0) return 'shares';
  if (line.pendingAmount > 0) return 'pending';
  if (line.paidAmount > 0) return 'partPaid';
  return null;
}

/** The line's state as a key of the namespace, with its values. */
function stateText(line: TBillLine, state: TLineState, money: (minor: number) => string): { key: string; values?: Record<string, string | number> } {
  switch (state) {
    case 'comped':
      return { key: 'lines.comped' };
    case 'paid':
      return { key: 'lines.paid' };
    case 'prepaid':
      return { key: 'lines.prepaid' };
    case 'pending':
      return { key: 'lines.beingPaid' };
    case 'shares':
      return { key: 'lines.sharesPaid', values: { paid: line.shares!.partsPaid, parts: line.shares!.parts } };
    case 'partPaid':
      return { key: 'lines.partPaid', values: { paid: money(line.paidAmount), total: money(line.amount) } };
  }
}
