import type { TDb } from '../../db/database.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { markAttemptChecked, markAttemptFailed, openAttemptsBefore, type TPaymentAttemptRow } from './attempts-repository.ts';
import { abandonAttempt } from './abandon.ts';
import { lookupAttempt } from './attempts.ts';
import type { TPaymentProvider } from './provider.ts';

export const RECONCILE_JOB = 'payments.reconcile';
/**
 * An open attempt younger than this may still be in the hands of the request that made it (a
 * charge takes seconds at worst): it is left alone, so "not found" never races a charge in flight.
 */
export const RECONCILE_GRACE_MS = 2 * 60_000;
const BATCH = 100;
/**
 * How long an attempt the provider still reports in progress (a Stripe PaymentIntent the diner has
 * not confirmed) stays pending before the job fails it: 24 hours, Stripe's default expiry of an unpaid
 * Checkout Session (docs/decisions.md, Payments). Until then each run asks again.
 */
export const RECONCILE_IN_PROGRESS_LIMIT_MS = 24 * 60 * 60_000;

/**
 * How a purpose's owner applies a settled attempt to what was paid (checkout: release the order to
 * the kitchen). Each must be idempotent and mark the attempt itself, in its own transaction.
 */
export type TAttemptSettler = {
  succeeded: (attempt: TPaymentAttemptRow, charge: { providerRef: string; last4: string }) => Promise<void>;
  failed: (attempt: TPaymentAttemptRow, failure: { code: string; message: string }) => Promise<void>;
  /** Stripe's charge.refunded for a payment kept outside the payments table (DelitePay): raise its refunded total; true if it grew. */
  refunded?: (attempt: TPaymentAttemptRow, amountRefunded: number) => Promise<boolean>;
};
export type TAttemptSettlers = Record<string, TAttemptSettler>;

type TReconcileDeps = { db: TDb; provider: TPaymentProvider; settlers: TAttemptSettlers };

/**
 * Settles attempts left pending (a crash between the charge and its commit, or before the charge)
 * or unknown (the provider call errored) from the provider's own record: a charge it made is
 * applied as a success; no charge, or a declined one, fails the attempt; one still waiting for the
 * payer stays pending until RECONCILE_IN_PROGRESS_LIMIT_MS, then is canceled at the provider and
 * failed (or paid, if the cancel finds it succeeded). Answers the counts.
 */
export async function reconcileAttempts(d: TReconcileDeps, options: { now?: Date; graceMs?: number } = {}) {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.graceMs ?? RECONCILE_GRACE_MS)).toISOString();
  const counts = { succeeded: 0, failed: 0, skipped: 0, inProgress: 0 };
  let firstError: unknown = null;
  for (const attempt of await openAttemptsBefore(d.db, before, BATCH)) {
    // Only the provider that made the attempt can say what happened to it.
    if (attempt.provider !== d.provider.name) {
      counts.skipped += 1;
      continue;
    }
    try {
      await settleOne(attempt);
    } catch (error) {
      // One attempt the provider cannot answer for now does not hold up the others; the run fails after them (retried).
      firstError ??= error;
    }
  }
  if (firstError) throw firstError;
  return counts;

  async function settleOne(attempt: TPaymentAttemptRow): Promise<void> {
    let record = await lookupAttempt(d.db, d.provider, attempt);
    const settler = d.settlers[attempt.purpose];
    const age = now.getTime() - Date.parse(attempt.created_at);
    if (record.status === 'in_progress' && age >= RECONCILE_IN_PROGRESS_LIMIT_MS) {
      // Given up: canceled at the provider first, so the diner's open card form cannot charge an attempt we failed.
      const outcome = await abandonAttempt(d.db, d.provider, attempt);
      record = outcome.status === 'abandoned' ? { status: 'not_found' } : outcome;
    }
    if (record.status === 'succeeded') {
      if (settler) await settler.succeeded(attempt, record);
      counts.succeeded += 1;
      return;
    }
    if (record.status === 'in_progress') {
      // The diner may still pay: stays pending, asked again on the next run (or settled by the webhook).
      await markAttemptChecked(d.db, attempt.id, now.toISOString());
      counts.inProgress += 1;
      return;
    }
    const failure =
      record.status === 'declined'
        ? { code: 'PAYMENT_DECLINED', message: record.message }
        : age >= RECONCILE_IN_PROGRESS_LIMIT_MS
          ? { code: 'NOT_CHARGED', message: 'The payment was not completed in time' }
          : { code: 'NOT_CHARGED', message: 'The provider has no charge for this attempt' };
    if (settler) await settler.failed(attempt, failure);
    else await markAttemptFailed(d.db, attempt.id, failure, now.toISOString());
    counts.failed += 1;
  }
}

/**
 * The reconciliation job, every minute on the job runner (one occurrence however many processes
 * run). The payload may shorten the grace period (tests, an admin's manual run).
 */
export function registerPaymentReconciliation(jobs: TJobRunner, d: TReconcileDeps): void {
  jobs.define(RECONCILE_JOB, async (payload: { graceMs?: number } | null) => {
    await reconcileAttempts(d, { graceMs: typeof payload?.graceMs === 'number' ? payload.graceMs : RECONCILE_GRACE_MS });
  });
  jobs.addRecurring({
    name: 'payments-reconcile',
    cron: '* * * * *',
    kind: RECONCILE_JOB,
    targets: async () => [{ key: 'platform', timeZone: 'UTC', payload: {} }],
  });
}
