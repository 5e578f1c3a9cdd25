import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { BillRefundsTable } from '../../db/schema.ts';

export type TBillRefundRow = Selectable<BillRefundsTable>;

const normalise = (row: TBillRefundRow): TBillRefundRow => ({ ...row, amount: Number(row.amount) });

/**
 * Reserves `amount` on a succeeded payment in the refund's transaction: one conditional update, so
 * of refunds racing for the same money one wins and the others find nothing left. False when the
 * payment is not succeeded or less than `amount` is left to refund.
 */
export async function reserveBillRefund(trx: TDb, billPaymentId: string, amount: number): Promise<boolean> {
  const result = await trx
    .updateTable('bill_payments')
    .set({ refunded_amount: sql`refunded_amount + ${amount}` })
    .where('id', '=', billPaymentId)
    .where('status', '=', 'succeeded')
    .where(sql<boolean>`refunded_amount + ${amount} <= total`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a refused refund's reservation back. */
export async function releaseBillRefund(trx: TDb, billPaymentId: string, amount: number): Promise<void> {
  await trx
    .updateTable('bill_payments')
    .set({ refunded_amount: sql`refunded_amount - ${amount}` })
    .where('id', '=', billPaymentId)
    .execute();
}

/** Stripe's charge.refunded (ours or the Dashboard's): the refunded total only grows, never past the total. True when it grew. */
export async function raiseBillRefundedTotal(trx: TDb, billPaymentId: string, amountRefunded: number): Promise<boolean> {
  const result = await trx
    .updateTable('bill_payments')
    .set({ refunded_amount: amountRefunded })
    .where('id', '=', billPaymentId)
    .where('refunded_amount', '<', amountRefunded)
    .where('total', '>=', amountRefunded)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertBillRefund(trx: TDb, row: TBillRefundRow): Promise<void> {
  await trx.insertInto('bill_refunds').values(row).execute();
}

export async function findBillRefundByKey(db: TDb, restaurantId: string, key: string): Promise<TBillRefundRow | undefined> {
  const row = await db.selectFrom('bill_refunds').selectAll().where('restaurant_id', '=', restaurantId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && normalise(row);
}

/** Moves a pending refund to its outcome; false when another call already did. */
export async function settleBillRefund(trx: TDb, id: string, status: 'succeeded' | 'failed', providerRef: string | null, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('bill_refunds')
    .set({ status, provider_ref: providerRef, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Asked and not answered: only updated_at moves, so the retry job's oldest-first batch reaches the others. */
export async function touchPendingBillRefund(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('bill_refunds').set({ updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Pending refunds made after `after` and untouched since `before`, least recently asked first (the retry job). */
export async function pendingBillRefundsBetween(db: TDb, after: string, before: string, limit: number): Promise<TBillRefundRow[]> {
  const rows = await db
    .selectFrom('bill_refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '>', after)
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map(normalise);
}

export async function pendingBillRefundById(db: TDb, id: string): Promise<TBillRefundRow[]> {
  const rows = await db.selectFrom('bill_refunds').selectAll().where('id', '=', id).where('status', '=', 'pending').execute();
  return rows.map(normalise);
}

/** A payment's refunds still waiting for the provider (Stripe's charge.refunded may report them made). */
export async function pendingRefundsOfPayment(db: TDb, billPaymentId: string): Promise<TBillRefundRow[]> {
  const rows = await db
    .selectFrom('bill_refunds')
    .selectAll()
    .where('bill_payment_id', '=', billPaymentId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  return rows.map(normalise);
}
