import { BILL_TIP_PERCENT_MAX, billTipOf, maxBillTipOf, type TBillTip } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { TIP_AMOUNT_MAX } from '@menudelite/shared/money/caps';
import { formatMoney } from '@menudelite/shared/money/format';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import { invalidField } from '../../lib/app-error.ts';
import type { TAllocation } from './selection.ts';
import type { TBillState } from './state.ts';

/**
 * What a tip applies to: the share's part of the item lines. The platform's order fee is not the
 * staff's work, and a tip given at checkout is already a tip (no tip on a tip); see docs/decisions.md.
 */
export function tipBaseOf(state: TBillState, allocations: readonly TAllocation[]): number {
  const items = new Set(state.lines.filter((l) => l.row.kind === 'item').map((l) => l.row.id));
  return sumMinor(allocations.filter((a) => items.has(a.lineId)).map((a) => a.amount));
}

/**
 * The tip on the payer's own share of the items (tipBaseOf; never the whole bill), at most 100 % of it and the
 * checkout's custom-tip cap. Shape errors (negative, not a number) are the schema's tipInvalid; a
 * tip above the cap is 400 tipTooHigh { max } with max in the currency. Tips are paid in money:
 * membership points never pay a tip (SPEC section 5, tipNotWithPoints), which is why no request
 * has a points field.
 */
export function tipOnShare(share: number, tip: TBillTip | undefined, currency: TCurrency, path = 'body.tip'): number {
  const max = Math.min(maxBillTipOf(share), TIP_AMOUNT_MAX);
  if (tip?.kind === 'percent' && tip.percent > BILL_TIP_PERCENT_MAX) {
    throw invalidField(`${path}.percent`, 'tipTooHigh', { max: `${BILL_TIP_PERCENT_MAX}%` });
  }
  if (tip?.kind === 'amount' && !Number.isSafeInteger(tip.amount)) throw invalidField(`${path}.amount`, 'tipInvalid');
  const amount = billTipOf(share, tip);
  if (amount > max) throw invalidField(`${path}.${tip?.kind === 'percent' ? 'percent' : 'amount'}`, 'tipTooHigh', { max: formatMoney(max, currency) });
  return amount;
}
