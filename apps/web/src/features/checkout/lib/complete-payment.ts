import type { TCheckoutResponse } from '@menudelite/shared/orders/checkout';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import type { TCardConfirmed, TCardMessage } from '../../card-payment/public';
import { orderStatusPath } from '../../order-status/public';
import type { TDeclined, TSubmitOutcome } from './submit-order';

/**
 * What ordering came to, the card included. `cardNotPaid`: with Stripe, the order is written and
 * waits for its payment, which the browser could not make (the card refused, or no card form
 * filled in this page's life); the next "Place order" of the same order sends `declined`'s key,
 * and the server answers that order and its same intent, to confirm with another card.
 */
export type TPlaceOutcome = TSubmitOutcome | { kind: 'cardNotPaid'; message: TCardMessage; declined: TDeclined };

export type TCompletePaymentDeps = {
  confirm: (action: TStripeCardAction, returnUrl: string) => Promise<TCardConfirmed>;
  /** Before confirming: a payment method that redirects comes back to the status page, which must find the order. */
  remember: (response: TCheckoutResponse) => void;
};

/**
 * With the demo gateway the order's answer is the payment. With Stripe it carries the intent to
 * confirm in the browser (the card never went to our server); the webhook then marks the order
 * paid and releases it to the kitchen, and the status page follows it.
 * `canConfirm`: the card form was checked (elements.submit) for this submission; a submission
 * resent after a reload was not, so the diner fills in the card and places the order again.
 */
export async function completePayment(outcome: TSubmitOutcome, deps: TCompletePaymentDeps, canConfirm: boolean): Promise<TPlaceOutcome> {
  if (outcome.kind !== 'placed' || !outcome.response.payment) return outcome;
  if (!canConfirm) return { kind: 'cardNotPaid', message: { key: 'errors.detailsRequired' }, declined: outcome.retry };
  deps.remember(outcome.response);
  const confirmed = await deps.confirm(outcome.response.payment, orderStatusPath(outcome.response.orderId));
  return confirmed.kind === 'declined' ? { kind: 'cardNotPaid', message: confirmed.message, declined: outcome.retry } : outcome;
}
