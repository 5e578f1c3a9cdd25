import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { DelitepayPaymentsTable } from '../../db/schema.ts';

export type TDelitePayPaymentRow = Selectable<DelitepayPaymentsTable>;

/** Money columns are bigint: drivers answer a number, a string or a BigInt; the API answers numbers. */
export const normalisePayment = (row: TDelitePayPaymentRow): TDelitePayPaymentRow => ({
  ...row,
  amount: Number(row.amount),
  tip: Number(row.tip),
  processing_fee: Number(row.processing_fee),
  total: Number(row.total),
  refunded_amount: Number(row.refunded_amount),
  attempt_sequence: Number(row.attempt_sequence),
});

export async function insertDelitePayment(trx: TDb, row: TDelitePayPaymentRow): Promise<void> {
  await trx.insertInto('delitepay_payments').values(row).execute();
}

export async function findPaymentByKey(db: TDb, restaurantId: string, key: string): Promise<TDelitePayPaymentRow | undefined> {
  const row = await db
    .selectFrom('delitepay_payments')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && normalisePayment(row);
}

/** A venue's payment: another venue's id is not found. */
export async function findVenuePayment(db: TDb, restaurantId: string, id: string): Promise<TDelitePayPaymentRow | undefined> {
  const row = await db.selectFrom('delitepay_payments').selectAll().where('id', '=', id).where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row && normalisePayment(row);
}

export async function findPaymentById(db: TDb, id: string): Promise<TDelitePayPaymentRow | undefined> {
  const row = await db.selectFrom('delitepay_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalisePayment(row);
}

export async function findPaymentBySuccessToken(db: TDb, token: string): Promise<TDelitePayPaymentRow | undefined> {
  const row = await db.selectFrom('delitepay_payments').selectAll().where('success_token', '=', token).executeTakeFirst();
  return row && normalisePayment(row);
}

/**
 * Statuses a payment row may have: pending, succeeded, failed, and `duplicate` (a second charge for a
 * payment already paid, recorded as its own row and given back: settle.ts).
 */
export const REFUNDABLE_STATUSES: readonly string[] = ['succeeded', 'duplicate'];

/**
 * Succeeded is final; false when it already was (another settler got there first). The payment moves
 * to the attempt that paid: an earlier attempt confirmed late (its card form still open) pays the
 * payment as well as the current one would, and the current one's success would then be the duplicate.
 */
export async function markPaymentSucceeded(
  trx: TDb,
  id: string,
  attempt: { id: string; sequence: number },
  charge: { providerRef: string; last4: string },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_payments')
    .set({
      status: 'succeeded',
      provider_ref: charge.providerRef,
      card_last4: charge.last4,
      failure_message: null,
      attempt_id: attempt.id,
      attempt_sequence: attempt.sequence,
      paid_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '!=', 'succeeded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A duplicate charge's own row and its refund are keyed by the attempt that charged (unique per venue): written once. */
export const duplicateKeyOf = (attemptId: string) => `duplicate:${attemptId}`;

/** Only the attempt the payment is on may fail it, and only from pending. */
export async function markPaymentFailed(trx: TDb, id: string, attemptId: string, message: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_payments')
    .set({ status: 'failed', failure_message: message, updated_at: now })
    .where('id', '=', id)
    .where('attempt_id', '=', attemptId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A retry with another card after a decline: back to pending on the next attempt; false if another retry got there first. */
export async function movePaymentToAttempt(trx: TDb, id: string, attempt: { id: string; sequence: number }, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_payments')
    .set({ status: 'pending', attempt_id: attempt.id, attempt_sequence: attempt.sequence, failure_message: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('attempt_sequence', '=', attempt.sequence - 1)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Reserves `amount` of what the payment captured in one conditional update (the pattern of
 * features/payments/refunds): it changes the row only while refunds so far plus this one stay
 * within the total, so two refunds racing for the same money cannot both pass.
 */
export async function reserveRefund(trx: TDb, paymentId: string, amount: number): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_payments')
    .set({ refunded_amount: sql`refunded_amount + ${amount}` })
    .where('id', '=', paymentId)
    .where('status', 'in', [...REFUNDABLE_STATUSES])
    .where(sql<boolean>`refunded_amount + ${amount} <= total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function releaseRefund(trx: TDb, paymentId: string, amount: number): Promise<void> {
  await trx
    .updateTable('delitepay_payments')
    .set({ refunded_amount: sql`refunded_amount - ${amount}` })
    .where('id', '=', paymentId)
    .execute();
}

/** Stripe's charge.refunded (ours or the Dashboard's): the refunded total only grows, never past the total. */
export async function raiseRefundedTotal(db: TDb, paymentId: string, amountRefunded: number): Promise<boolean> {
  const result = await db
    .updateTable('delitepay_payments')
    .set({ refunded_amount: amountRefunded })
    .where('id', '=', paymentId)
    .where('refunded_amount', '<', amountRefunded)
    .where('total', '>=', amountRefunded)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
