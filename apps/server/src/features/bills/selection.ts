import { nextEqualPart, partsAmount, type TBillSelection } from '@menudelite/shared/bills/contracts';
import { allocate, sumMinor } from '@menudelite/shared/money/arithmetic';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { AppError, invalidField, keyedError } from '../../lib/app-error.ts';
import { plainAmount } from './minimum.ts';
import { sharesLeft, type TBillState, type TLineState } from './state.ts';

export type TAllocation = { lineId: string; amount: number; parts: number };

/** What a selection pays now, and on which lines. */
export type TPlannedPayment = {
  amount: number;
  allocations: TAllocation[];
  /** split: the plan this share belongs to (a new plan when `fresh`), and its 1-based index. */
  split: { plan: number; people: number; index: number; fresh: boolean } | null;
  /** itemShare on a line without a share plan yet: the plan it starts. */
  shareParts: { lineId: string; parts: number } | null;
};

const SELECTION = 'body.selection';

/** A SPEC section 5 rule: 400 whose message is the SPEC's sentence itself ('Amount to pay must be at least 1.00'). */
function ruleBroken(
  path: string,
  key: 'splitAmountTooSmall' | 'splitRemainderTooSmall' | 'billAmountAboveRemaining',
  params: Record<string, string>,
): AppError {
  return keyedError('VALIDATION_FAILED', key, { path, params });
}

/** 409 BILL_CHANGED: the bill moved under the diner (a line paid or taken meanwhile); the route adds the fresh bill. */
function changed(key: 'billLinePaid' | 'lineAlreadyComped' | 'billNothingToPay' | 'billShareInvalid', path: string, params?: { parts: number }): AppError {
  return keyedError('BILL_CHANGED', key, { path, ...(params ? { params } : {}) });
}

function unavailable(line: TLineState, path: string): AppError {
  return changed(line.row.comped_at !== null && line.paid + line.pending === 0 ? 'lineAlreadyComped' : 'billLinePaid', path);
}

/** The whole of what is still open on a line; a shared line's remaining parts go with it. */
function wholeLine(line: TLineState): TAllocation {
  return { lineId: line.row.id, amount: line.available, parts: sharesLeft(line)?.left ?? 0 };
}

/**
 * An amount spread over the open lines in proportion to what each still owes (largest remainder,
 * so the parts add up exactly and none exceeds its line): custom amounts and split shares reduce
 * every line a little instead of paying some lines and not others, and 'items' and 'whole' then
 * pay what is really left on each line, so nobody pays twice for a line.
 */
function spread(lines: readonly TLineState[], amount: number): TAllocation[] {
  const open = lines.filter((l) => l.available > 0);
  const parts = allocate(
    amount,
    open.map((l) => l.available),
  );
  return open
    .map((line, i) => ({ line, amount: parts[i] ?? 0 }))
    .filter((p) => p.amount > 0)
    .map(({ line, amount: part }) => ({ lineId: line.row.id, amount: part, parts: part === line.available ? (sharesLeft(line)?.left ?? 0) : 0 }));
}

function planItems(state: TBillState, lineIds: readonly string[]): TPlannedPayment {
  if (new Set(lineIds).size !== lineIds.length) throw invalidField(`${SELECTION}.lineIds`, 'idsRepeat');
  const allocations = lineIds.map((lineId, i) => {
    const path = `${SELECTION}.lineIds.${i}`;
    const line = state.lines.find((l) => l.row.id === lineId);
    if (!line) throw invalidField(path, 'invalidValue');
    if (line.available === 0) throw unavailable(line, path);
    return wholeLine(line);
  });
  return { amount: sumMinor(allocations.map((a) => a.amount)), allocations, split: null, shareParts: null };
}

function planItemShare(state: TBillState, selection: Extract<TBillSelection, { mode: 'itemShare' }>): TPlannedPayment {
  const path = `${SELECTION}.lineId`;
  const line = state.lines.find((l) => l.row.id === selection.lineId);
  if (!line) throw invalidField(path, 'invalidValue');
  if (line.available === 0) throw unavailable(line, path);
  const plan = sharesLeft(line);
  // A plan is kept while any part of it is taken; one whose parts were all given back (declined) starts again.
  const taken = plan ? plan.parts - plan.left : 0;
  if (plan && taken > 0 && plan.parts !== selection.parts) throw changed('billShareInvalid', `${SELECTION}.parts`, { parts: plan.parts });
  const left = selection.parts - taken;
  if (selection.shares > left) throw invalidField(`${SELECTION}.shares`, 'billShareInvalid', { parts: left });
  const amount = partsAmount(line.available, left, selection.shares);
  return {
    amount,
    allocations: [{ lineId: line.row.id, amount, parts: selection.shares }],
    split: null,
    shareParts: !plan || taken === 0 ? { lineId: line.row.id, parts: selection.parts } : null,
  };
}

function planSplit(state: TBillState, people: number): TPlannedPayment {
  const current = state.split;
  // The plan goes on while it has shares left and the diner names the same number of people; otherwise a new plan starts on what remains.
  const continues = current !== null && current.people === people;
  const taken = continues ? current.taken : 0;
  const amount = nextEqualPart(state.totals.amountRemaining, people - taken);
  return {
    amount,
    allocations: spread(state.lines, amount),
    split: { plan: continues ? current.plan : state.bill.split_plan + 1, people, index: taken + 1, fresh: !continues },
    shareParts: null,
  };
}

/**
 * What a selection pays against the bill as it is, and on which lines, checked against SPEC
 * section 5: at least the minimum, nothing left behind below the minimum (paying exactly what
 * remains is always allowed), never more than remains. Throws the keyed error otherwise.
 */
export function planSelection(state: TBillState, selection: TBillSelection, rules: { minimum: number; currency: TCurrency }): TPlannedPayment {
  const remaining = state.totals.amountRemaining;
  if (remaining === 0) throw changed('billNothingToPay', SELECTION);
  let plan: TPlannedPayment;
  let amountPath = SELECTION;
  switch (selection.mode) {
    case 'whole': {
      const allocations = state.lines.filter((l) => l.available > 0).map(wholeLine);
      plan = { amount: remaining, allocations, split: null, shareParts: null };
      break;
    }
    case 'items':
      plan = planItems(state, selection.lineIds);
      break;
    case 'itemShare':
      plan = planItemShare(state, selection);
      break;
    case 'split':
      plan = planSplit(state, selection.people);
      break;
    case 'custom':
      amountPath = `${SELECTION}.amount`;
      if (selection.amount > remaining) {
        throw ruleBroken(amountPath, 'billAmountAboveRemaining', { remaining: formatMoney(remaining, rules.currency) });
      }
      plan = { amount: selection.amount, allocations: spread(state.lines, selection.amount), split: null, shareParts: null };
      break;
  }
  if (plan.amount === remaining) return plan;
  const min = plainAmount(rules.minimum, rules.currency);
  if (plan.amount < rules.minimum) throw ruleBroken(amountPath, 'splitAmountTooSmall', { min });
  if (remaining - plan.amount < rules.minimum) throw ruleBroken(amountPath, 'splitRemainderTooSmall', { min });
  return plan;
}
