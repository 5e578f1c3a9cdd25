import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';

export type TStripeGateway = Extract<TCardGateway, { gateway: 'stripe' }>;

/** One Stripe.js per key and account for the page's life: Stripe asks that it be loaded once, not per render. */
const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for the venue: from the /pure entry, so the script is injected only here, on a paying
 * page (the main entry injects it on import, wherever the bundle is loaded). A Connect venue's
 * payments run on its own account. A script that cannot load answers null, so the form can say so.
 */
export function stripeFor({ publishableKey, stripeAccount }: TStripeGateway): Promise<Stripe | null> {
  const id = `${publishableKey}|${stripeAccount ?? ''}`;
  let stripe = loaded.get(id);
  if (!stripe) {
    stripe = loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined).catch(() => null);
    loaded.set(id, stripe);
  }
  return stripe;
}

/** Stripe's wording inside its frames follows the diner's language where Stripe has it (it has no Hindi). */
export function stripeLocale(language: string): StripeElementLocale {
  return language === 'hi' ? 'auto' : (language as StripeElementLocale);
}
