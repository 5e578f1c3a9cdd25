import { allocate } from '@menudelite/shared/money/arithmetic';
import type { TBill } from '@menudelite/shared/bills/contracts';

/** How an N-way split of what remains falls: this payer's share, and the shares still to come. */
export type TSplitPreview = {
  people: number;
  /** 1-based: which share of the split this payer takes. */
  index: number;
  /** This payer's share. */
  yours: number;
  /** Every share not yet taken, this payer's first; they add up to exactly what remains. */
  shares: number[];
  /** The shares grouped by amount, largest first ("1 × €12.51, 1 × €12.50"). */
  groups: { amount: number; count: number }[];
};

/**
 * The split the server will charge (docs/api/bills.md): a plan between `people` keeps going while
 * the same number is chosen, and its next share is the plan's; another number starts a new plan
 * on what remains. Leftover minor units go to the first payers, so the last share leaves exactly 0.
 * Null when the split cannot be shown (nothing remains, or every share of the plan is taken).
 */
export function splitPreview(bill: Pick<TBill, 'split' | 'totals'>, people: number): TSplitPreview | null {
  const remaining = bill.totals.amountRemaining;
  if (remaining <= 0 || !Number.isSafeInteger(people) || people < 1) return null;
  const plan = bill.split && bill.split.people === people && bill.split.sharesTaken < people ? bill.split : null;
  const taken = plan?.sharesTaken ?? 0;
  const shares = allocate(remaining, people - taken);
  // The server's own figure for the next share wins if it says otherwise (it holds the plan).
  if (plan && shares[0] !== plan.nextShareAmount) shares[0] = plan.nextShareAmount;
  return { people, index: taken + 1, yours: shares[0]!, shares, groups: groupShares(shares) };
}

function groupShares(shares: number[]): { amount: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const share of shares) counts.set(share, (counts.get(share) ?? 0) + 1);
  return [...counts].map(([amount, count]) => ({ amount, count })).toSorted((a, b) => b.amount - a.amount);
}
