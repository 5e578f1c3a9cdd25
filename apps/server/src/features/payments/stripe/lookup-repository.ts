import type { TDb } from '../../../db/database.ts';

/** The Stripe attempt a PaymentIntent belongs to: by its id, or by our attempt id in the intent's metadata. */
export async function findStripeAttemptId(db: TDb, paymentIntentId: string, attemptId: string | null): Promise<string | null> {
  const row = await db
    .selectFrom('payment_attempts')
    .select('id')
    .where('provider', '=', 'stripe')
    .where((eb) => (attemptId ? eb.or([eb('provider_ref', '=', paymentIntentId), eb('id', '=', attemptId)]) : eb('provider_ref', '=', paymentIntentId)))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The intent made for an attempt is remembered before the browser gets its client secret. */
export async function setAttemptIntent(db: TDb, attemptId: string, paymentIntentId: string, now: string): Promise<void> {
  await db
    .updateTable('payment_attempts')
    .set({ provider_ref: paymentIntentId, updated_at: now })
    .where('id', '=', attemptId)
    .where((eb) => eb.or([eb('provider_ref', 'is', null), eb('provider_ref', '=', paymentIntentId)]))
    .execute();
}

/** The settled payment of a PaymentIntent (the payments row the attempt's release wrote). */
export async function findStripePayment(db: TDb, paymentIntentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'amount', 'refunded_amount', 'provider', 'provider_ref', 'currency', 'restaurant_id'])
    .where('provider', '=', 'stripe')
    .where('provider_ref', '=', paymentIntentId)
    .executeTakeFirst();
}

/**
 * Refunds Stripe reports (ours, or made in the Dashboard): the refunded total only grows, so an
 * older charge.refunded arriving after a newer one changes nothing.
 */
export async function raiseRefundedAmount(db: TDb, paymentId: string, amountRefunded: number): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refunded_amount: amountRefunded })
    .where('id', '=', paymentId)
    .where('refunded_amount', '<', amountRefunded)
    .where('amount', '>=', amountRefunded)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
