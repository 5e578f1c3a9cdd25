import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZErrorResponseSchema } from '@menudelite/shared/errors';
import {
  ZCheckoutRequestSchema,
  ZCheckoutResponseSchema,
  ZIdempotencyHeadersSchema,
  ZPriceChangedResponseSchema,
  ZQuoteRequestSchema,
  ZQuoteSchema,
} from '@menudelite/shared/orders/checkout';
import { ZCheckoutOptionsSchema, ZPickupSlotsSchema } from '@menudelite/shared/orders/checkout-options';
import { ZRestaurantIdParamsSchema } from '@menudelite/shared/restaurant/contracts';
import type { TDeps } from '../../deps.ts';
import { createOrderRateLimits } from './order-rate-limits.ts';
import { createPlaceOrder } from './place-order.ts';
import { registerPaymentReconciliation } from '../payments/public.ts';
import { createCheckoutService } from './service.ts';

const DOCS = { tags: ['checkout'] };

/** TEST_CRASH_AFTER_CHARGE: die between the provider's charge and its commit, as a crash would (never in production). */
function crashHook(config: TDeps['config']): (() => void) | undefined {
  if (!config.TEST_CRASH_AFTER_CHARGE || config.NODE_ENV === 'production') return undefined;
  return () => process.kill(process.pid, 'SIGKILL');
}
const params = ZRestaurantIdParamsSchema;

/** Public checkout (no account): quotes, options, pickup slots and placing an order. */
export async function checkoutRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  // The provider, the order-link signer, the catalog cache and the order writer are the process's own, built once in app.ts.
  const service = createCheckoutService(deps.db, deps.catalogs, deps.payments, deps.benefits);
  const placeOrder = createPlaceOrder({
    db: deps.db,
    writer: deps.orderWriter,
    catalogs: deps.catalogs,
    realtime: app.realtime,
    payments: deps.payments,
    orderTokens: deps.orderTokens,
    jobs: deps.jobs,
    benefits: deps.benefits,
    admit: createOrderRateLimits(deps.rateLimiter, deps.config),
    afterCharge: crashHook(deps.config),
  });
  // Card attempts left pending by a crash are settled from the provider's record (write first, charge second).
  // One settler per purpose, shared with Stripe's webhook (features/payments/stripe), which releases orders too.
  deps.paymentSettlers.order = placeOrder.payments.settler;
  registerPaymentReconciliation(deps.jobs, { db: deps.db, provider: deps.payments, settlers: deps.paymentSettlers });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/public/restaurants/:restaurantId/orders',
    {
      schema: {
        ...DOCS,
        params,
        headers: ZIdempotencyHeadersSchema,
        body: ZCheckoutRequestSchema,
        response: { 200: ZCheckoutResponseSchema, 201: ZCheckoutResponseSchema, 409: ZPriceChangedResponseSchema.or(ZErrorResponseSchema) },
      },
      // A signed-in customer's order is linked to them; anyone else orders as a guest.
      onRequest: app.optionalAuthenticate,
    },
    async (request, reply) => {
      const result = await placeOrder(request.params.restaurantId, request.headers['idempotency-key'], request.body, request.actor, request.ip);
      if (result.kind === 'price_changed') {
        return reply
          .status(409)
          .send({ error: { code: 'PRICE_CHANGED', message: 'The prices have changed; please check your order again' }, quote: result.quote });
      }
      return reply.status(result.kind === 'created' ? 201 : 200).send(result.response);
    },
  );

  r.post(
    '/api/public/restaurants/:restaurantId/orders/quote',
    { schema: { ...DOCS, params, body: ZQuoteRequestSchema, response: { 200: ZQuoteSchema } }, onRequest: app.optionalAuthenticate },
    async (request) => service.quote(request.params.restaurantId, request.body, request.actor, request.ip),
  );

  r.get(
    '/api/public/restaurants/:restaurantId/checkout-options',
    { schema: { ...DOCS, params, response: { 200: ZCheckoutOptionsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.options(request.params.restaurantId);
    },
  );

  r.get(
    '/api/public/restaurants/:restaurantId/pickup-slots',
    { schema: { ...DOCS, params, response: { 200: ZPickupSlotsSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.pickupSlots(request.params.restaurantId);
    },
  );
}
