import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { DelitepayRefundsTable } from '../../db/schema.ts';

export type TDelitePayRefundRow = Selectable<DelitepayRefundsTable>;

const normalise = (row: TDelitePayRefundRow): TDelitePayRefundRow => ({ ...row, amount: Number(row.amount) });

export async function insertDelitePayRefund(trx: TDb, row: TDelitePayRefundRow): Promise<void> {
  await trx.insertInto('delitepay_refunds').values(row).execute();
}

export async function findRefundByKey(db: TDb, restaurantId: string, key: string): Promise<TDelitePayRefundRow | undefined> {
  const row = await db
    .selectFrom('delitepay_refunds')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && normalise(row);
}

/** Moves a pending refund to its outcome; false when another call already did. */
export async function settleDelitePayRefund(trx: TDb, id: string, status: 'succeeded' | 'failed', providerRef: string | null, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_refunds')
    .set({ status, provider_ref: providerRef, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A payment's refunds still waiting for the provider (reserved on the payment, not money given back yet). */
export async function pendingRefundTotal(db: TDb, paymentId: string): Promise<number> {
  const row = await db
    .selectFrom('delitepay_refunds')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('pending'))
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(row?.pending ?? 0);
}

/** What the retry job asks the provider again: pending refunds untouched since `before` and made after `after`, oldest first. */
export async function pendingRefundsBetween(db: TDb, after: string, before: string, limit: number): Promise<TDelitePayRefundRow[]> {
  const rows = await db
    .selectFrom('delitepay_refunds')
    .selectAll()
    .where('status', '=', 'pending')
    .where('created_at', '>', after)
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map(normalise);
}

/** Asked again and still unanswered: only updated_at moves, so the job's oldest-first batch reaches the others first. */
export async function touchPendingRefund(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('delitepay_refunds').set({ updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
}

export async function pendingRefundById(db: TDb, id: string): Promise<TDelitePayRefundRow[]> {
  const rows = await db.selectFrom('delitepay_refunds').selectAll().where('id', '=', id).where('status', '=', 'pending').execute();
  return rows.map(normalise);
}

/** A payment's refunds still waiting for the provider (Stripe's charge.refunded may report them made). */
export async function pendingRefundsOf(db: TDb, paymentId: string): Promise<TDelitePayRefundRow[]> {
  const rows = await db
    .selectFrom('delitepay_refunds')
    .selectAll()
    .where('payment_id', '=', paymentId)
    .where('status', '=', 'pending')
    .orderBy('created_at')
    .execute();
  return rows.map(normalise);
}
