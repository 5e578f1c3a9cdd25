import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findStripeAccountId } from '../../restaurant/public.ts';
import type { TPaymentAttemptRow } from '../attempts-repository.ts';
import type { TPaymentProvider } from '../provider.ts';
import { setAttemptIntent } from './lookup-repository.ts';

/**
 * Stripe's part of "write first, charge second": for a committed attempt, the PaymentIntent is
 * created under the attempt's own key (a retry answers the same intent), remembered on the
 * attempt, and its client secret handed to the browser, which confirms the card with Stripe.js.
 * The platform's order fee goes to the platform as `application_fee_amount` when the venue takes
 * payments on its own Stripe account (Connect).
 */
export async function startStripeAttempt(
  d: { db: TDb; provider: TPaymentProvider },
  attempt: TPaymentAttemptRow,
  options: { description: string; platformFee?: number },
): Promise<TStripeCardAction> {
  const intents = d.provider.intents;
  if (!intents) throw new AppError('INTERNAL', 'The payment provider does not take browser-confirmed payments');
  const account = await findStripeAccountId(d.db, attempt.restaurant_id);
  const fee = options.platformFee ?? 0;
  const intent = await intents.create({
    amount: Number(attempt.amount),
    currency: attempt.currency as TCurrency,
    idempotencyKey: attempt.idempotency_key,
    description: options.description,
    metadata: { attemptId: attempt.id, attemptKey: attempt.idempotency_key, orderId: attempt.order_id ?? '', restaurantId: attempt.restaurant_id },
    connect: account ? { account, applicationFeeAmount: fee } : null,
  });
  await setAttemptIntent(d.db, attempt.id, intent.id, new Date().toISOString());
  return {
    provider: 'stripe',
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    publishableKey: intents.publishableKey,
    stripeAccount: account,
    amount: intent.amount,
    currency: attempt.currency as TCurrency,
  };
}
