import type { TDb } from '../../db/database.ts';
import type { TEnqueueOptions, TJobQueue } from '../jobs/public.ts';
import type { TReceiptRef } from './types.ts';

export const RECEIPT_JOB = 'receipts.send';

/** The job's unique key, which is also the delivery's key: one automatic receipt per payment, one e-mail per diner request. */
export function receiptKey(ref: TReceiptRef): string {
  const base = `receipt:${ref.source}:${ref.id}`;
  return ref.requestId ? `${base}:request:${ref.requestId}` : base;
}

/**
 * Puts the receipt of a paid payment on the job queue. Call it inside the transaction that marks
 * the payment paid (pass `trx`): the job then exists exactly when the payment committed, and it
 * runs after the commit. Calling it again for the same payment is a no-op (the unique key), and
 * the job itself records each delivery, so a retried job never mails twice.
 */
export async function enqueueReceipt(jobs: TJobQueue, ref: TReceiptRef, trx?: TDb, options: Omit<TEnqueueOptions, 'uniqueKey'> = {}): Promise<void> {
  const key = receiptKey(ref);
  await jobs.enqueue(RECEIPT_JOB, { ...ref, key }, { ...options, uniqueKey: key }, trx);
}
