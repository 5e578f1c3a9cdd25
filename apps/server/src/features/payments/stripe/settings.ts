import type { TConfig } from '../../../config/env.ts';
import type { TStripeSettings } from './stripe-provider.ts';

/** Stripe's settings when it is the chosen gateway (config/env.ts checked all three keys are set), else null. */
export function stripeSettingsOf(config: TConfig): TStripeSettings | null {
  if (config.PAYMENT_PROVIDER !== 'stripe' || !config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null;
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return {
    secretKey: config.STRIPE_SECRET_KEY,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    api: api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : null,
  };
}
