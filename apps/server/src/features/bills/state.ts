import { nextEqualPart, type TBillSplit, type TBillTotals } from '@menudelite/shared/bills/contracts';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import { toBool } from '../../db/rows.ts';
import type { TAllocationRow, TBillPaymentRow } from './payments-repository.ts';
import type { TBillLineRow, TBillRow } from './repository.ts';

/** One line with what is paid, taken and still open on it. */
export type TLineState = {
  row: TBillLineRow;
  /** amount - comped: what the line asks for. */
  due: number;
  paid: number;
  pending: number;
  /** due - paid - pending: what paying this line pays now. */
  available: number;
  /** Parts of a shared item taken by succeeded and pending payments. */
  partsPaid: number;
  partsPending: number;
};

export type TSplitState = { plan: number; people: number; taken: number; next: number };

/** A bill as the rules see it: every figure is computed here, from the rows, in one place. */
export type TBillState = {
  bill: TBillRow;
  lines: TLineState[];
  /** What pending and succeeded payments hold on each line (a payment's own lines among them). */
  allocations: readonly TAllocationRow[];
  payments: TBillPaymentRow[];
  totals: TBillTotals;
  /** The N-way split in progress, if any share of it is still to pay. */
  split: TSplitState | null;
  /** The orders of the lines shown (pay-later ones are marked paid when the bill is paid to 0). */
  orderIds: string[];
};

const HOLDING = new Set(['pending', 'succeeded']);

/**
 * The bill's state from its rows. Lines of an order cancelled after it joined leave the bill
 * unless money is already on them (then they stay, paid, for staff to refund).
 */
export function billState(
  bill: TBillRow,
  lineRows: readonly TBillLineRow[],
  allocations: readonly TAllocationRow[],
  payments: readonly TBillPaymentRow[],
  cancelledOrders: ReadonlySet<string>,
): TBillState {
  const byLine = new Map<string, TAllocationRow[]>();
  for (const allocation of allocations) byLine.set(allocation.bill_line_id, [...(byLine.get(allocation.bill_line_id) ?? []), allocation]);

  const lines: TLineState[] = [];
  for (const row of lineRows) {
    const held = byLine.get(row.id) ?? [];
    const ofStatus = (status: string) => held.filter((a) => a.status === status);
    const prepaid = toBool(row.prepaid);
    const allocated = sumMinor(held.map((a) => a.amount));
    if (cancelledOrders.has(row.order_id) && allocated === 0) continue;
    const due = row.amount - row.comped_amount;
    const paid = prepaid ? due : sumMinor(ofStatus('succeeded').map((a) => a.amount));
    const pending = prepaid ? 0 : sumMinor(ofStatus('pending').map((a) => a.amount));
    lines.push({
      row,
      due,
      paid,
      pending,
      available: Math.max(0, due - paid - pending),
      partsPaid: ofStatus('succeeded').reduce((sum, a) => sum + a.parts, 0),
      partsPending: ofStatus('pending').reduce((sum, a) => sum + a.parts, 0),
    });
  }

  const succeeded = payments.filter((p) => p.status === 'succeeded');
  const totalBill = sumMinor(lines.map((l) => l.due));
  const amountPaid = sumMinor(lines.map((l) => l.paid));
  const amountPending = sumMinor(lines.map((l) => l.pending));
  const amountRemaining = sumMinor(lines.map((l) => l.available));
  const totals: TBillTotals = {
    totalBill,
    totalTips: sumMinor([...lines.filter((l) => l.row.kind === 'tip').map((l) => l.due), ...succeeded.map((p) => p.tip)]),
    amountPaid,
    amountPending,
    amountRemaining,
    orderFee: sumMinor(lines.filter((l) => l.row.kind === 'orderFee').map((l) => l.due)),
    processingFee: sumMinor(succeeded.map((p) => p.processing_fee)),
    comped: sumMinor(lines.map((l) => l.row.comped_amount)),
  };

  return {
    bill,
    lines,
    allocations,
    payments: [...payments],
    totals,
    split: splitState(bill, payments, amountRemaining),
    orderIds: [...new Set(lines.map((l) => l.row.order_id))],
  };
}

/** Shares of the current plan taken by pending and succeeded payments; the next share spreads what remains over those left. */
function splitState(bill: TBillRow, payments: readonly TBillPaymentRow[], available: number): TSplitState | null {
  if (bill.split_plan === 0 || bill.split_people === null) return null;
  const taken = payments.filter((p) => p.split_plan === bill.split_plan && HOLDING.has(p.status)).length;
  const left = bill.split_people - taken;
  if (left <= 0 || available <= 0) return null;
  return { plan: bill.split_plan, people: bill.split_people, taken, next: nextEqualPart(available, left) };
}

export function toSplit(split: TSplitState | null): TBillSplit | null {
  return split ? { people: split.people, sharesTaken: split.taken, nextShareAmount: split.next } : null;
}

/** Parts of a shared line still to take, and what the next one costs. */
export function sharesLeft(line: TLineState): { parts: number; left: number } | null {
  const parts = line.row.share_parts;
  if (parts === null) return null;
  return { parts, left: Math.max(0, parts - line.partsPaid - line.partsPending) };
}
