import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZDelitePayRequestSchema,
  ZDelitePayResponseSchema,
  ZLinkTokenParamsSchema,
  ZPaymentPageInfoSchema,
  ZPaymentSuccessSchema,
  ZPublicPaymentLinkResponseSchema,
  ZRestaurantSlugParamsSchema,
} from '@menudelite/shared/delitepay/contracts';
import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import type { TDeps } from '../../deps.ts';
import type { TAttemptSettler } from '../payments/public.ts';
import { createPageService } from './page-service.ts';
import { createPayService } from './pay-service.ts';

const DOCS = { tags: ['delitepay'] };

/** TEST_CRASH_AFTER_CHARGE: die between the provider's charge and its commit, as a crash would (never in production). */
function crashHook(config: TDeps['config']): (() => void) | undefined {
  if (!config.TEST_CRASH_AFTER_CHARGE || config.NODE_ENV === 'production') return undefined;
  return () => process.kill(process.pid, 'SIGKILL');
}

/** The payer's side (no account): the payment page, a payment link, paying, and the success page. */
export async function delitePayPublicRoutes(app: FastifyInstance, { deps, settler }: { deps: TDeps; settler: TAttemptSettler }) {
  const pages = createPageService({ db: deps.db, provider: deps.payments });
  // New payments per client address: the anonymous-order limit (ORDER_RATE_LIMIT_PER_IP a minute); replays are not counted.
  const perIp = { name: 'delitepay-ip', limit: deps.config.ORDER_RATE_LIMIT_PER_IP, windowMs: 60_000 };
  const pay = createPayService({
    db: deps.db,
    provider: deps.payments,
    settler,
    admit: (trx, ip) => deps.rateLimiter.consume(perIp, [ip], trx),
    afterCharge: crashHook(deps.config),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/payment-page/:restaurantSlug',
    { schema: { ...DOCS, params: ZRestaurantSlugParamsSchema, response: { 200: ZPaymentPageInfoSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pages.page(request.params.restaurantSlug);
    },
  );

  r.get(
    '/api/public/payment-links/:token',
    { schema: { ...DOCS, params: ZLinkTokenParamsSchema, response: { 200: ZPublicPaymentLinkResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return pages.link(request.params.token);
    },
  );

  r.post(
    '/api/public/payment-page/:restaurantSlug/payments',
    {
      schema: {
        ...DOCS,
        params: ZRestaurantSlugParamsSchema,
        headers: ZIdempotencyHeadersSchema,
        body: ZDelitePayRequestSchema,
        response: { 200: ZDelitePayResponseSchema, 201: ZDelitePayResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await pay(request.params.restaurantSlug, request.headers['idempotency-key'], request.body, request.ip);
      return reply.status(result.kind === 'created' ? 201 : 200).send(result.response);
    },
  );

  r.get(
    '/api/public/payment-success/:token',
    { schema: { ...DOCS, params: ZLinkTokenParamsSchema, response: { 200: ZPaymentSuccessSchema } } },
    async (request, reply) => {
      // A receipt in the URL: never cached by a shared proxy, never sent on as a referrer.
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return pages.success(request.params.token);
    },
  );
}
