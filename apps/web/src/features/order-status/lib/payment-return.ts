import type { TRememberedOrder } from './order-store';

/**
 * Stripe's redirect_status on the return from a payment method that leaves the page (a bank's
 * page, a wallet): the diner paid, or the bank took the payment and settles it later. A failure
 * (or no redirect at all) leaves the cart alone, so the diner can order the same again.
 */
const PAID_REDIRECTS = new Set(['succeeded', 'processing']);

/**
 * After such a return, the venue whose cart to empty: checkout empties it when the payment
 * completes on its own page, which a redirect never gets back to. Only an order this device placed
 * (remembered at checkout before the redirect) clears a cart, never a shared link's.
 */
export function cartToEmptyOnReturn(search: URLSearchParams, remembered: Pick<TRememberedOrder, 'restaurantId'> | null): string | null {
  if (!remembered || !search.has('payment_intent')) return null;
  return PAID_REDIRECTS.has(search.get('redirect_status') ?? '') ? remembered.restaurantId : null;
}
