import { partsAmount, type TBill, type TBillLine, type TBillSelection } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { errorMessage, type TBillMessage } from './messages';
import { splitPreview } from './split';
import { parseTypedAmount } from './tip';

/** The ways to pay (SPEC section 2: cover the whole bill, pay for selected items, split bill; plus a custom amount and a share of one item). */
export const PAY_MODES = ['whole', 'items', 'split', 'custom', 'itemShare'] as const;
export type TPayMode = (typeof PAY_MODES)[number];

/** What the diner has chosen on screen, before it is a request. */
export type TPayChoice =
  | { mode: 'whole' }
  | { mode: 'items'; lineIds: string[] }
  | { mode: 'split'; people: number }
  | { mode: 'custom'; text: string }
  | { mode: 'itemShare'; lineId: string | null; parts: number; shares: number };

/** ok: what to send and the share it pays; otherwise why not (null: nothing chosen yet, nothing to say). */
export type TShareResult = { ok: true; selection: TBillSelection; share: number } | { ok: false; message: TBillMessage | null };

export const DEFAULT_CHOICES: { [M in TPayMode]: Extract<TPayChoice, { mode: M }> } = {
  whole: { mode: 'whole' },
  items: { mode: 'items', lineIds: [] },
  split: { mode: 'split', people: 2 },
  custom: { mode: 'custom', text: '' },
  itemShare: { mode: 'itemShare', lineId: null, parts: 2, shares: 1 },
};

/** A line someone can still pay for. */
export const isPayable = (line: TBillLine) => line.remainingAmount > 0 && !line.comped;

/**
 * A line that may be paid in parts (a shared bottle): any item still owing something; the parts
 * split what it still owes. One already in parts keeps its parts.
 */
export const isShareable = (line: TBillLine) => line.kind === 'item' && isPayable(line);

/** Parts of a shared line not yet taken. */
export function partsLeft(line: TBillLine, parts: number): number {
  return line.shares ? line.shares.parts - line.shares.partsPaid - line.shares.partsPending : parts;
}

/**
 * SPEC section 5, on the bill's own minimum (1.00, or the gateway's if higher): a payment is at
 * least the minimum and leaves 0 or at least the minimum. Paying exactly what remains is always
 * allowed. The minimum is shown without a currency sign, as the SPEC words it ('at least 1.00').
 */
export function partialPaymentProblem(bill: Pick<TBill, 'totals' | 'minimumAmount' | 'currency'>, amount: number): TBillMessage | null {
  const remaining = bill.totals.amountRemaining;
  if (amount === remaining) return null;
  const min = formatMoney(bill.minimumAmount, bill.currency, { symbol: false });
  if (amount > remaining) return errorMessage('billAmountAboveRemaining', { remaining: formatMoney(remaining, bill.currency) });
  if (amount < bill.minimumAmount) return errorMessage('splitAmountTooSmall', { min });
  if (remaining - amount < bill.minimumAmount) return errorMessage('splitRemainderTooSmall', { min });
  return null;
}

/** The diner's choice as the request the server takes, and the share it pays, checked by the server's own rules. */
export function shareFor(bill: TBill, choice: TPayChoice): TShareResult {
  if (bill.status === 'closed') return { ok: false, message: errorMessage('BILL_CLOSED') };
  if (bill.totals.amountRemaining <= 0) return { ok: false, message: errorMessage('billNothingToPay') };
  const result = rawShare(bill, choice);
  if (!result.ok) return result;
  const problem = partialPaymentProblem(bill, result.share);
  return problem ? { ok: false, message: problem } : result;
}

function rawShare(bill: TBill, choice: TPayChoice): TShareResult {
  switch (choice.mode) {
    case 'whole':
      return { ok: true, selection: { mode: 'whole' }, share: bill.totals.amountRemaining };
    case 'items': {
      const lines = bill.lines.filter((line) => choice.lineIds.includes(line.lineId) && isPayable(line));
      if (lines.length === 0) return { ok: false, message: { key: 'pay.selectItems' } };
      const share = lines.reduce((sum, line) => sum + line.remainingAmount, 0);
      return { ok: true, selection: { mode: 'items', lineIds: lines.map((line) => line.lineId) }, share };
    }
    case 'split': {
      const preview = splitPreview(bill, choice.people);
      if (!preview) return { ok: false, message: null };
      return { ok: true, selection: { mode: 'split', people: choice.people }, share: preview.yours };
    }
    case 'custom': {
      if (choice.text.trim() === '') return { ok: false, message: null };
      const amount = parseTypedAmount(choice.text, bill.currency);
      if (amount === null || amount <= 0) return { ok: false, message: { key: 'pay.amountInvalid' } };
      return { ok: true, selection: { mode: 'custom', amount }, share: amount };
    }
    case 'itemShare': {
      const line = bill.lines.find((candidate) => candidate.lineId === choice.lineId && isShareable(candidate));
      if (!line) return { ok: false, message: { key: 'pay.chooseItem' } };
      const parts = line.shares?.parts ?? choice.parts;
      const left = partsLeft(line, parts);
      if (choice.shares < 1 || choice.shares > left) return { ok: false, message: errorMessage('billShareInvalid', { parts: left }) };
      const share = partsAmount(line.remainingAmount, left, choice.shares);
      return { ok: true, selection: { mode: 'itemShare', lineId: line.lineId, parts, shares: choice.shares }, share };
    }
  }
}
