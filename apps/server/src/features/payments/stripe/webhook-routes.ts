import type { FastifyInstance } from 'fastify';
import { Stripe } from 'stripe';
import type { TDeps } from '../../../deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { createStripeWebhookService } from './webhook-service.ts';

/**
 * Stripe's webhook endpoint. Signatures are computed over the exact bytes Stripe sent, so this
 * plugin's own encapsulated context keeps every body as a raw Buffer (no JSON parsing, no
 * re-serialising); the rest of the API keeps its JSON parser. Registered only with the Stripe provider.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { deps, secret }: { deps: TDeps; secret: string }) {
  const receive = createStripeWebhookService({
    db: deps.db,
    provider: deps.payments,
    settlers: deps.paymentSettlers,
    webhooks: Stripe.webhooks,
    secret,
    toleranceSeconds: deps.config.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/stripe/webhook',
    { schema: { tags: ['payments'], summary: "Stripe's signed events (raw body, Stripe-Signature header)" }, config: { permission: 'public' } },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('BAD_REQUEST', 'Expected the raw event body');
      const signature = request.headers['stripe-signature'];
      return receive(request.body, Array.isArray(signature) ? signature[0] : signature);
    },
  );
}
