import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../../db/database.ts';
import { findStripeAccountId } from '../../restaurant/public.ts';
import type { TPaymentProvider } from '../provider.ts';

/**
 * Stripe keeps an idempotency key for at least 24 hours: asked again later, a refund it did make could
 * be made a second time. A refund still pending after this is never asked again (staff check the
 * provider's dashboard); it stays shown as pending, its amount reserved.
 */
export const REFUND_ASK_LIMIT_MS = 23 * 60 * 60_000;

/** A refund row as every refund table keeps it: reserved on its payment while pending. */
export type TPendingRefund = { id: string; amount: number | string; status: string; created_at: string };

/** The payment a refund gives money back from: the gateway that took it, its reference there, its currency and venue. */
export type TRefundedPayment = { provider: string | null; providerRef: string | null; currency: string; restaurantId: string };

/**
 * How one refund table records what the provider answered (its owner's repository and transaction):
 * each settle is conditional on the refund still being pending and answers false when another caller
 * settled it first; `refused` gives the reservation back in the same transaction.
 */
export type TRefundBook<R extends TPendingRefund> = {
  made: (refund: R, providerRef: string, now: string) => Promise<boolean>;
  refused: (refund: R, now: string) => Promise<boolean>;
  /** Asked and not answered: only updated_at moves, so a retry batch taken oldest first reaches the others. */
  touch: (refund: R, now: string) => Promise<void>;
};

export type TRefundOutcome = { status: 'succeeded'; providerRef: string } | { status: 'failed'; message: string } | { status: 'pending' };

type TAskDeps = { db: TDb; provider: TPaymentProvider };

/**
 * Asks the provider for a reserved (pending) refund under the refund's own id as its idempotency key
 * (Stripe: `refund:<id>`), so asking again (the staff's retry, the retry job) never refunds twice, then
 * settles the row through the table's book: made, or refused (the reservation given back). A provider
 * that cannot be reached, or a refund older than REFUND_ASK_LIMIT_MS, leaves it pending.
 */
export async function askForRefund<R extends TPendingRefund>(
  d: TAskDeps,
  book: TRefundBook<R>,
  payment: TRefundedPayment,
  refund: R,
  now: Date = new Date(),
): Promise<TRefundOutcome> {
  if (refund.status !== 'pending') return { status: 'pending' };
  if (now.getTime() - Date.parse(refund.created_at) >= REFUND_ASK_LIMIT_MS) return { status: 'pending' };
  let result;
  try {
    result = await d.provider.refund({
      providerRef: payment.providerRef ?? '',
      amount: Number(refund.amount),
      currency: payment.currency as TCurrency,
      idempotencyKey: refund.id,
      account: payment.provider === 'stripe' ? await findStripeAccountId(d.db, payment.restaurantId) : null,
    });
  } catch {
    // Unreachable, or no answer: the provider may or may not have made it; its key answers that on the next ask.
    await book.touch(refund, new Date().toISOString());
    return { status: 'pending' };
  }
  const at = new Date().toISOString();
  if (result.status === 'succeeded') {
    await book.made(refund, result.providerRef, at);
    return result;
  }
  await book.refused(refund, at);
  return result;
}

/**
 * The provider reports refunds of a payment (Stripe's charge.refunded): pending refunds it holds, found
 * by our id in its record rather than asked again (which a key past its 24 hours could turn into a
 * second refund), are settled. Those it does not hold stay pending for the retry job. Answers how many
 * were settled.
 */
export async function settleReportedRefunds<R extends TPendingRefund>(
  d: TAskDeps,
  book: TRefundBook<R>,
  payment: TRefundedPayment,
  pending: R[],
): Promise<number> {
  const listRefunds = d.provider.listRefunds;
  if (!listRefunds || !payment.providerRef || pending.length === 0) return 0;
  const account = payment.provider === 'stripe' ? await findStripeAccountId(d.db, payment.restaurantId) : null;
  const held = new Map((await listRefunds(payment.providerRef, account)).map((r) => [r.refundId, r]));
  let settled = 0;
  for (const refund of pending) {
    const found = held.get(refund.id);
    if (!found) continue;
    const at = new Date().toISOString();
    if (found.status === 'succeeded' ? await book.made(refund, found.providerRef, at) : await book.refused(refund, at)) settled += 1;
  }
  return settled;
}
