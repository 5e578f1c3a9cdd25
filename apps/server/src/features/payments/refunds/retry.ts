import type { TDb } from '../../../db/database.ts';
import type { TJobRunner } from '../../jobs/public.ts';
import type { TPaymentProvider } from '../provider.ts';
import { askForRefund, REFUND_ASK_LIMIT_MS, type TPendingRefund, type TRefundBook, type TRefundedPayment } from './ask.ts';

/** A refund younger than this may still be in the hands of the request that made it: left alone. */
export const REFUND_RETRY_GRACE_MS = 2 * 60_000;
const BATCH = 100;

/** One refund table as the retry loop reads it (its owner's repository): what is pending, and the payment each gives back from. */
export type TRefundRetrySource<R extends TPendingRefund> = TRefundBook<R> & {
  /** Pending refunds made after `after` and untouched since `before`, least recently asked first. */
  pending: (after: string, before: string, limit: number) => Promise<R[]>;
  /** One refund, if still pending (a refund to ask for at once, written with nobody waiting on it). */
  pendingById: (id: string) => Promise<R[]>;
  paymentOf: (refund: R) => Promise<TRefundedPayment | undefined>;
};

export type TRefundRetryCounts = { succeeded: number; failed: number; pending: number; skipped: number };

/**
 * Finishes refunds left pending because the provider could not be reached (a timeout, Stripe down, a
 * crash after the reservation): each is asked again under its own idempotency key and settled as made
 * or refused. Only refunds younger than REFUND_ASK_LIMIT_MS (23 h, inside Stripe's 24 h key window) are
 * asked; older ones stay pending for staff. The loop is shared by every refund table (orders,
 * DelitePay, bills); each keeps its own repository behind `source`.
 */
export async function retryPendingRefunds<R extends TPendingRefund>(
  d: { db: TDb; provider: TPaymentProvider },
  source: TRefundRetrySource<R>,
  options: { now?: Date; graceMs?: number; refundId?: string | undefined } = {},
): Promise<TRefundRetryCounts> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.graceMs ?? REFUND_RETRY_GRACE_MS)).toISOString();
  const after = new Date(now.getTime() - REFUND_ASK_LIMIT_MS).toISOString();
  const counts: TRefundRetryCounts = { succeeded: 0, failed: 0, pending: 0, skipped: 0 };
  const refunds = options.refundId ? await source.pendingById(options.refundId) : await source.pending(after, before, BATCH);
  for (const refund of refunds) {
    const payment = await source.paymentOf(refund);
    // Only the gateway that took the payment can give it back (the venue switched gateways since).
    if (!payment || payment.provider !== d.provider.name) {
      counts.skipped += 1;
      continue;
    }
    const outcome = await askForRefund(d, source, payment, refund, now);
    counts[outcome.status === 'succeeded' ? 'succeeded' : outcome.status === 'failed' ? 'failed' : 'pending'] += 1;
  }
  return counts;
}

/**
 * A refund table's retry job, every minute on the job runner (one occurrence however many processes
 * run), as payments.reconcile. The payload may name one refund to ask for now, or shorten the grace (tests).
 */
export function registerRefundRetry<R extends TPendingRefund>(
  jobs: TJobRunner,
  d: { db: TDb; provider: TPaymentProvider },
  job: { kind: string; name: string; source: TRefundRetrySource<R> },
): void {
  jobs.define(job.kind, async (payload: { graceMs?: number; refundId?: string } | null) => {
    await retryPendingRefunds(d, job.source, {
      graceMs: typeof payload?.graceMs === 'number' ? payload.graceMs : REFUND_RETRY_GRACE_MS,
      refundId: typeof payload?.refundId === 'string' ? payload.refundId : undefined,
    });
  });
  jobs.addRecurring({ name: job.name, cron: '* * * * *', kind: job.kind, targets: async () => [{ key: 'platform', timeZone: 'UTC', payload: {} }] });
}
