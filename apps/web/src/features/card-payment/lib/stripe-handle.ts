import type { PaymentIntentResult, Stripe, StripeElements } from '@stripe/stripe-js';
import { stripeMessage } from './card-errors';
import type { TCardConfirmed } from './types';

/** What the mounted Payment Element does for a card payment (deferred-intent flow). */
export type TStripeHandle = {
  /** elements.submit(): checks the form and collects wallet data; its problems show inside the element. */
  submit: () => Promise<boolean>;
  /** stripe.confirmPayment with the intent the caller's request answered. */
  confirm: (clientSecret: string, returnUrl: string) => Promise<TCardConfirmed>;
};

/** Stripe's answer to a confirmation, as the screens understand it. */
export function confirmedOf(result: PaymentIntentResult): TCardConfirmed {
  if (result.error) {
    // The intent already went through (the same payment confirmed again after a lost answer).
    if (result.error.payment_intent?.status === 'succeeded') return { kind: 'paid' };
    return { kind: 'declined', message: stripeMessage(result.error) };
  }
  const status = result.paymentIntent.status;
  if (status === 'succeeded' || status === 'requires_capture') return { kind: 'paid' };
  if (status === 'processing') return { kind: 'processing' };
  return { kind: 'declined', message: { key: 'errors.failed' } };
}

/**
 * The deferred-intent flow (docs.stripe.com/payments/accept-a-payment-deferred): the Elements
 * group was created with mode 'payment', the amount and the currency, before any intent existed.
 * `submit` runs before the caller's request; `confirm` after it, with the client secret it
 * answered. 3-D Secure opens in Stripe's frame; only payment methods that need a redirect leave
 * the page, for the return URL.
 */
export function createStripeHandle(stripe: Pick<Stripe, 'confirmPayment'>, elements: StripeElements): TStripeHandle {
  return {
    async submit() {
      const { error } = await elements.submit();
      return !error;
    },
    async confirm(clientSecret, returnUrl) {
      try {
        return confirmedOf(await stripe.confirmPayment({ elements, clientSecret, confirmParams: { return_url: returnUrl }, redirect: 'if_required' }));
      } catch {
        // An integration error (an intent in a state Stripe.js cannot confirm): nothing was charged by this call.
        return { kind: 'declined', message: { key: 'errors.failed' } };
      }
    },
  };
}
