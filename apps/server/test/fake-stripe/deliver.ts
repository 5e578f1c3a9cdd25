import type { FastifyInstance } from 'fastify';
import { Stripe } from 'stripe';
import type { TFakeEvent } from './fake-stripe.ts';

export const WEBHOOK_PATH = '/api/payments/stripe/webhook';

/**
 * Delivers an event to our server as Stripe does: the JSON body, signed in the Stripe-Signature
 * header by the SDK's own generateTestHeaderString. `timestamp` (unix seconds) is the delivery's
 * signing time: Stripe signs every delivery attempt afresh, so a retry days later carries a new one.
 */
export async function deliver(
  app: FastifyInstance,
  event: TFakeEvent | Record<string, unknown>,
  options: { secret: string; timestamp?: number; payload?: string },
) {
  const payload = options.payload ?? JSON.stringify(event, null, 2);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}
