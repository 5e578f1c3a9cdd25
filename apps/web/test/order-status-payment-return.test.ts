import { describe, expect, it } from 'vitest';
import { cartToEmptyOnReturn } from '../src/features/order-status/lib/payment-return';

/** The address Stripe sends the diner back to after a payment method that left the page (their bank's). */
const returned = (status: string | null) =>
  new URLSearchParams({ payment_intent: 'pi_123', payment_intent_client_secret: 'pi_123_secret_x', ...(status ? { redirect_status: status } : {}) });
const placedHere = { restaurantId: 'r1' };

describe('order status: back from a payment on another page', () => {
  it("empties the venue's cart when Stripe says the order was paid (or is being settled) and this device placed it", () => {
    expect(cartToEmptyOnReturn(returned('succeeded'), placedHere)).toBe('r1');
    expect(cartToEmptyOnReturn(returned('processing'), placedHere)).toBe('r1');
  });

  it('keeps the cart after a failed payment, without a redirect, and on a device that did not place the order', () => {
    expect(cartToEmptyOnReturn(returned('failed'), placedHere)).toBeNull();
    expect(cartToEmptyOnReturn(returned('requires_payment_method'), placedHere)).toBeNull();
    expect(cartToEmptyOnReturn(returned(null), placedHere)).toBeNull();
    // The status link opened again (shared, or from the receipt): no Stripe parameters.
    expect(cartToEmptyOnReturn(new URLSearchParams({ t: 'token' }), placedHere)).toBeNull();
    // Someone else's phone following the same address.
    expect(cartToEmptyOnReturn(returned('succeeded'), null)).toBeNull();
  });
});
