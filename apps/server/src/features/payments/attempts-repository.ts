import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { PaymentAttemptsTable } from '../../db/schema.ts';

export type TPaymentAttemptRow = Selectable<PaymentAttemptsTable>;
export type TAttemptStatus = 'pending' | 'succeeded' | 'failed' | 'unknown';

/** Still open: the provider may or may not have charged (a crash, or an error talking to it). */
export const OPEN_ATTEMPT_STATUSES = ['pending', 'unknown'] as const satisfies readonly TAttemptStatus[];

const normalise = (row: TPaymentAttemptRow): TPaymentAttemptRow => ({ ...row, amount: Number(row.amount), sequence: Number(row.sequence) });

/** Committed before the provider is called; the unique (provider, idempotency_key) refuses a second attempt under one key. */
export async function insertAttempt(trx: TDb, row: TPaymentAttemptRow): Promise<void> {
  await trx.insertInto('payment_attempts').values(row).execute();
}

export async function findAttempt(db: TDb, id: string): Promise<TPaymentAttemptRow | undefined> {
  const row = await db.selectFrom('payment_attempts').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** The order's newest attempt: the one a retry continues. */
export async function latestAttemptOfOrder(db: TDb, orderId: string): Promise<TPaymentAttemptRow | undefined> {
  const row = await db.selectFrom('payment_attempts').selectAll().where('order_id', '=', orderId).orderBy('sequence', 'desc').limit(1).executeTakeFirst();
  return row && normalise(row);
}

/**
 * Succeeded is final and wins from any other state: the provider's record is the truth, so a
 * charge found after the attempt was marked failed (the reconciliation's "not found" raced a slow
 * charge) still counts. Answers false when it was already succeeded (another request settled it).
 */
export async function markAttemptSucceeded(trx: TDb, id: string, charge: { providerRef: string; last4: string }, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('payment_attempts')
    .set({ status: 'succeeded', provider_ref: charge.providerRef, card_last4: charge.last4, failure_code: null, failure_message: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'succeeded')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** From pending or unknown only: a settled attempt keeps its outcome. */
export async function markAttemptFailed(trx: TDb, id: string, failure: { code: string; message: string }, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('payment_attempts')
    .set({ status: 'failed', failure_code: failure.code, failure_message: failure.message, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_ATTEMPT_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The provider call threw (timeout, network): we do not know whether it charged. */
export async function markAttemptUnknown(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('payment_attempts').set({ status: 'unknown', updated_at: now }).where('id', '=', id).where('status', '=', 'pending').execute();
}

/**
 * An open attempt the provider reports still in progress: only updated_at moves (the last time it
 * was checked), so the job's oldest-first batch reaches the other open attempts before this one again.
 */
export async function markAttemptChecked(db: TDb, id: string, now: string): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...OPEN_ATTEMPT_STATUSES])
    .execute();
}

/** What the reconciliation job settles: open attempts untouched since `before`, oldest first. */
export async function openAttemptsBefore(db: TDb, before: string, limit: number): Promise<TPaymentAttemptRow[]> {
  const rows = await db
    .selectFrom('payment_attempts')
    .selectAll()
    .where('status', 'in', [...OPEN_ATTEMPT_STATUSES])
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .limit(limit)
    .execute();
  return rows.map(normalise);
}
