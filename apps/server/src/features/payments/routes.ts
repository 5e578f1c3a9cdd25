import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import { ZPaymentSummarySchema, ZRefundRequestSchema, ZRefundSchema, ZStripeAccountSchema } from '@menudelite/shared/payments/contracts';
import type { TDeps } from '../../deps.ts';
import { registerOrderRefundRetry } from './refunds/order-refunds.ts';
import { createRefundService, REFUND_ACCESS } from './refunds/service.ts';
import { createStripeAccountService } from './stripe/account-service.ts';
import { stripeWebhookRoutes } from './stripe/webhook-routes.ts';

const DOCS = { tags: ['payments'], security: [{ bearer: [] }] };
const ZOrderPaymentsQuerySchema = z.object({ orderId: ZIdParamsSchema.shape.id });
const ZRefundHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });

/** Staff refunds (docs/api/payments.md) and their retry job, the venue's Stripe Connect account, and Stripe's webhook when Stripe is the gateway. */
export async function paymentRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const refunds = createRefundService({ db: deps.db, provider: deps.payments, rateLimiter: deps.rateLimiter });
  const stripeAccount = createStripeAccountService(deps.db);
  registerOrderRefundRetry(deps.jobs, { db: deps.db, provider: deps.payments });

  await app.register(async (staff) => {
    const s = staff.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get(
      '/api/payments',
      {
        schema: { ...DOCS, querystring: ZOrderPaymentsQuerySchema, response: { 200: z.array(ZPaymentSummarySchema) } },
        config: { permission: REFUND_ACCESS },
      },
      async (request) => refunds.listForOrder(request.actor, request.query.orderId),
    );
    s.get(
      '/api/payments/:id',
      { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZPaymentSummarySchema } }, config: { permission: REFUND_ACCESS } },
      async (request) => refunds.get(request.actor, request.params.id),
    );
    s.post(
      '/api/payments/:id/refunds',
      {
        schema: {
          ...DOCS,
          params: ZIdParamsSchema,
          headers: ZRefundHeadersSchema,
          body: ZRefundRequestSchema,
          response: { 201: ZRefundSchema, 200: ZRefundSchema },
        },
        config: { permission: REFUND_ACCESS },
      },
      async (request, reply) =>
        reply.status(201).send(await refunds.refund(request.actor, request.params.id, request.body, request.headers['idempotency-key'])),
    );
    s.get(
      '/api/payments/stripe-account',
      { schema: { ...DOCS, response: { 200: ZStripeAccountSchema } }, config: { permission: 'settings.change' } },
      async (request) => stripeAccount.get(request.actor),
    );
    s.put(
      '/api/payments/stripe-account',
      { schema: { ...DOCS, body: ZStripeAccountSchema, response: { 200: ZStripeAccountSchema } }, config: { permission: 'settings.change' } },
      async (request) => stripeAccount.set(request.actor, request.body),
    );
  });

  if (deps.payments.name === 'stripe' && deps.config.STRIPE_WEBHOOK_SECRET) {
    await app.register(stripeWebhookRoutes, { deps, secret: deps.config.STRIPE_WEBHOOK_SECRET });
  }
}
