import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import type { TDb } from '../../db/database.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import type { TOrderRow } from '../orders/public.ts';
import { latestAttemptOfOrder, PaymentProviderRefused, startStripeAttempt, type TPaymentAttemptRow, type TPaymentProvider } from '../payments/public.ts';

/**
 * With a gateway whose card form runs in the browser (Stripe's Payment Element), checkout never
 * charges: the order and its attempt are written first (pending, held from staff), the attempt's
 * PaymentIntent is created under the attempt's key, and the answer carries its client secret. The
 * payment_intent.succeeded webhook releases the order (payments/stripe/webhook-service.ts).
 */
export function confirmsInBrowser(provider: TPaymentProvider): boolean {
  return Boolean(provider.intents);
}

type TStripeDeps = {
  db: TDb;
  payments: TPaymentProvider;
  /** Fails the attempt and the order's payment, as a decline does (order-payment.ts settler). */
  fail: (attempt: TPaymentAttemptRow, failure: { code: string; message: string }) => Promise<void>;
};

/** The Stripe card action for an attempt: the platform's order fee is the Connect application fee. */
export async function stripeActionFor(d: TStripeDeps, attempt: TPaymentAttemptRow, order: Pick<TOrderRow, 'order_fee'>): Promise<TStripeCardAction> {
  try {
    return await startStripeAttempt({ db: d.db, provider: d.payments }, attempt, { description: 'MenuDelite order', platformFee: Number(order.order_fee) });
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof PaymentProviderRefused) {
      // Stripe refused for good (the venue's Connect account, say): asking again cannot help, so the
      // order's payment fails as a decline does and the diner is told to pay another way.
      await d.fail(attempt, { code: 'PROVIDER_REFUSED', message: error.message });
      throw keyedError('CONFLICT', 'cardGatewayRefused', { message: `The card gateway refused this payment: ${error.message}` });
    }
    // Stripe unreachable or failing (network, its 5xx, rate limits): the order stays held, and the same request again answers the same intent.
    throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be started. Try again with the same order: it will not be charged twice.');
  }
}

/** A retry of an order still waiting for its browser payment answers the same intent (same attempt key at Stripe). */
export async function pendingStripeAction(d: TStripeDeps, order: TOrderRow): Promise<TStripeCardAction | null> {
  const attempt = await latestAttemptOfOrder(d.db, order.id);
  return attempt && attempt.status !== 'succeeded' ? stripeActionFor(d, attempt, order) : null;
}
