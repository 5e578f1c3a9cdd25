import { billTipOf, maxBillTipOf, type TBillTip } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import { errorMessage, type TBillMessage } from './messages';

/** The diner's tip as chosen on screen: none, a preset percentage of their own share, or an amount they type. */
export type TTipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

export type TTipResult = { ok: true; tip: TBillTip; amount: number } | { ok: false; message: TBillMessage };

/** A typed amount in minor units; either decimal mark ("2.50", "2,50"); null when it is not a clean amount. */
export function parseTypedAmount(text: string, currency: TCurrency): number | null {
  const trimmed = text.trim();
  // The decimal mark is the last of '.' and ',' typed ("2,50", "1.234,50"); the other one only groups.
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  return parseMajor(trimmed, currency, { decimal });
}

/**
 * The tip to send for a share, checked as the server checks it: a typed amount that is not a
 * number, or negative, is tipInvalid; more than 100 % of the payer's own share is tipTooHigh with
 * the largest allowed tip. Percentages always apply to the payer's share, never to the whole bill.
 */
export function tipFor(choice: TTipChoice, share: number, currency: TCurrency): TTipResult {
  if (choice.kind === 'none') return { ok: true, tip: { kind: 'none' }, amount: 0 };
  if (choice.kind === 'percent') {
    const tip: TBillTip = { kind: 'percent', percent: choice.percent };
    return { ok: true, tip, amount: billTipOf(share, tip) };
  }
  if (choice.text.trim() === '') return { ok: true, tip: { kind: 'none' }, amount: 0 };
  const amount = parseTypedAmount(choice.text, currency);
  if (amount === null || amount < 0) return { ok: false, message: errorMessage('tipInvalid') };
  const max = maxBillTipOf(share);
  if (amount > max) return { ok: false, message: errorMessage('tipTooHigh', { max: formatMoney(max, currency) }) };
  return { ok: true, tip: { kind: 'amount', amount }, amount };
}
