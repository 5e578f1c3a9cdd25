import type { TBillPaymentMethod, TBillPayment, TStaffBill } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { AppError } from '../../lib/app-error.ts';
import { emitBillChanged } from './events.ts';
import { loadBillState } from './load.ts';
import { chargeAndSettle, continueExisting, reservePayment, usesGateway, type TBillPayDeps, type TBillPayRequest, type TChargeCallback } from './pay.ts';
import { findBillPayment, lastPaymentAt } from './payments-repository.ts';
import { findBill, findOpenBillOfTable, lastAttachedAt } from './repository.ts';
import { refreshBill } from './sync.ts';
import { readStaffBill } from './reader.ts';
import { toBillPayment } from './view.ts';

/** A table's open bill as other features (tabs) see it; null when the table has none (never opened here). */
export async function openBillOfTable(
  d: Pick<TBillPayDeps, 'db'>,
  ref: { restaurantId: string; tableId: string },
): Promise<{ id: string; token: string; currency: TCurrency; status: 'open'; tableId: string; tableDisplayId: string; openedAt: string } | null> {
  const bill = await findOpenBillOfTable(d.db, ref.tableId);
  if (!bill || bill.restaurant_id !== ref.restaurantId) return null;
  return {
    id: bill.id,
    token: bill.token,
    currency: bill.currency as TCurrency,
    status: 'open',
    tableId: bill.table_id,
    tableDisplayId: bill.table_display_id,
    openedAt: bill.opened_at,
  };
}

export type TBillRemaining = {
  status: 'open' | 'closed';
  amountRemaining: number;
  /** Held by payments in progress. */
  amountPending: number;
  currency: TCurrency;
  tableId: string;
  tableDisplayId: string;
  /** The latest of: the bill opened, an order joined it, a payment was made on it (UTC ISO). */
  lastActivityAt: string;
};

/** What is left to pay on a bill, up to date with the table's orders; null for an unknown or another venue's bill. */
export async function billRemaining(d: Pick<TBillPayDeps, 'db'>, ref: { restaurantId: string; billId: string }): Promise<TBillRemaining | null> {
  const found = await findBill(d.db, ref.restaurantId, ref.billId);
  if (!found) return null;
  const bill = await refreshBill(d.db, found);
  const [state, attached, paid] = await Promise.all([loadBillState(d.db, bill), lastAttachedAt(d.db, bill.id), lastPaymentAt(d.db, bill.id)]);
  const lastActivityAt = [bill.opened_at, attached, paid].filter((at): at is string => at !== null).reduce((a, b) => (a > b ? a : b));
  return {
    status: bill.status as 'open' | 'closed',
    amountRemaining: state.totals.amountRemaining,
    amountPending: state.totals.amountPending,
    currency: bill.currency as TCurrency,
    tableId: bill.table_id,
    tableDisplayId: bill.table_display_id,
    lastActivityAt,
  };
}

export type TPayBillWithInput = {
  restaurantId: string;
  billId: string;
  /** Scoped to the bill: the same key again answers the same payment and never charges twice. */
  idempotencyKey: string;
  method: TBillPaymentMethod;
  request: TBillPayRequest;
  /** Gateway methods (card, saved_card): charges the attempt (its amount, currency and idempotency_key). Cash and card_terminal need none. */
  charge?: TChargeCallback | undefined;
};

/**
 * Pays part or all of a bill with any means of payment, the bill's way: write first (the payment
 * pending with its lines and attempt), `charge(attempt)` second, settle third (closing the bill at
 * 0, the staff event, the receipt to `request.email`). A decline throws AppError PAYMENT_DECLINED
 * with nothing left reserved; a charge that throws leaves the attempt open for the reconciliation
 * job (AppError SERVICE_UNAVAILABLE). Rule errors are the diner's (400, 409 BILL_CHANGED, BILL_CLOSED).
 */
export async function payBillWith(d: TBillPayDeps, input: TPayBillWithInput): Promise<{ created: boolean; bill: TStaffBill; billPayment: TBillPayment }> {
  if (usesGateway(input.method) && !input.charge) throw new AppError('INTERNAL', `A ${input.method} payment needs a charge`);
  const reserved = await reservePayment(d, input);
  if (reserved.created) await emitBillChanged(d, input.restaurantId, input.billId, reserved.events);
  const charge = input.charge;
  await continueExisting(d, reserved, charge ? (attempt) => chargeAndSettle(d, reserved.payment, attempt, charge) : null);
  const payment = (await findBillPayment(d.db, reserved.payment.id))!;
  const bill = (await readStaffBill(d, (await findBill(d.db, input.restaurantId, input.billId))!))!;
  return { created: reserved.created, bill, billPayment: toBillPayment(payment) };
}
