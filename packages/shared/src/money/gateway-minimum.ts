import type { TCurrency } from './currencies.ts';
import { minorPerMajor } from './minor.ts';
import { minPaymentMinor } from './split-rules.ts';

/**
 * Stripe's smallest charge where it is above 1.00 of the currency (docs.stripe.com/currencies,
 * "Minimum and maximum charge amounts"), in major units. Every other currency we sell in has a Stripe
 * minimum at or below 1.00, and the demo gateway has none. Below it Stripe refuses to create the
 * PaymentIntent, so such a payment could never start. The one table: the table bill and DelitePay read it here.
 */
export const STRIPE_MINIMUM_MAJOR: Readonly<Partial<Record<TCurrency, number>>> = { aed: 2, thb: 10 };

/**
 * SPEC sections 5 and 9: a payment is at least 1.00 of the currency, or the card gateway's own minimum
 * when that is higher. `gateway` is the card gateway's name ('demo', 'stripe'); null for money staff
 * record themselves (cash, a card terminal), which only needs 1.00.
 */
export function minimumPaymentMinor(currency: TCurrency, gateway?: string | null): number {
  const spec = minPaymentMinor(currency);
  const stripe = gateway === 'stripe' ? (STRIPE_MINIMUM_MAJOR[currency] ?? 0) * minorPerMajor(currency) : 0;
  return Math.max(spec, stripe);
}
