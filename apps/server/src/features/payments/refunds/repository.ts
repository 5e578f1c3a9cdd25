import { sql, type Insertable, type Selectable } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import type { PaymentRefundsTable, PaymentsTable } from '../../../db/schema.ts';

export type TPaymentRow = Selectable<PaymentsTable>;
export type TRefundRow = Selectable<PaymentRefundsTable>;

export async function findPayment(db: TDb, restaurantId: string, paymentId: string): Promise<TPaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).where('restaurant_id', '=', restaurantId).executeTakeFirst();
}

export async function listOrderPayments(db: TDb, restaurantId: string, orderId: string): Promise<TPaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('restaurant_id', '=', restaurantId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function listRefunds(db: TDb, paymentId: string): Promise<TRefundRow[]> {
  return db.selectFrom('payment_refunds').selectAll().where('payment_id', '=', paymentId).orderBy('created_at').orderBy('id').execute();
}

export async function findRefundByKey(db: TDb, restaurantId: string, key: string): Promise<TRefundRow | undefined> {
  return db.selectFrom('payment_refunds').selectAll().where('restaurant_id', '=', restaurantId).where('idempotency_key', '=', key).executeTakeFirst();
}

/**
 * Reserves `amount` of the payment's captured total in one conditional update: it changes the row
 * only while refunds so far plus this one stay within the amount. Two refunds racing for the last
 * of it both try; the database lets exactly one through (the other sees the updated total).
 */
export async function reserveRefund(trx: TDb, paymentId: string, amount: number): Promise<boolean> {
  const result = await trx
    .updateTable('payments')
    .set({ refunded_amount: sql`refunded_amount + ${amount}` })
    .where('id', '=', paymentId)
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`refunded_amount + ${amount} <= amount`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a failed refund's reservation back (same transaction as marking the refund failed). */
export async function releaseRefund(trx: TDb, paymentId: string, amount: number): Promise<void> {
  await trx
    .updateTable('payments')
    .set({ refunded_amount: sql`refunded_amount - ${amount}` })
    .where('id', '=', paymentId)
    .execute();
}

export async function insertRefund(trx: TDb, row: Insertable<PaymentRefundsTable>): Promise<void> {
  await trx.insertInto('payment_refunds').values(row).execute();
}

/** Moves a pending refund to its outcome; false when another call already did. */
export async function settleRefund(trx: TDb, refundId: string, status: 'succeeded' | 'failed', providerRef: string | null, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('payment_refunds')
    .set({ status, provider_ref: providerRef, updated_at: now })
    .where('id', '=', refundId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A payment by id alone: the retry job's read (the refund names its payment; no venue to scope by). */
export async function findPaymentById(db: TDb, paymentId: string): Promise<TPaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirst();
}

/** What the retry job asks the provider again: pending refunds made after `after`, untouched since `before`, least recently asked first. */
export async function pendingRefundsBetween(db: TDb, after: string, before: string, limit: number): Promise<TRefundRow[]> {
  return db
    .selectFrom('payment_refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '>', after)
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
}

export async function pendingRefundById(db: TDb, id: string): Promise<TRefundRow[]> {
  return db.selectFrom('payment_refunds').selectAll().where('id', '=', id).where('status', '=', 'pending').execute();
}

/** A payment's refunds still waiting for the provider (Stripe's charge.refunded may report them made). */
export async function pendingRefundsOf(db: TDb, paymentId: string): Promise<TRefundRow[]> {
  return db.selectFrom('payment_refunds').selectAll().where('payment_id', '=', paymentId).where('status', '=', 'pending').orderBy('created_at').execute();
}

/** Asked again and still unanswered: only updated_at moves. */
export async function touchPendingRefund(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('payment_refunds').set({ updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
}
