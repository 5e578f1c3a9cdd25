import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZGiftCardBalanceSchema,
  ZGiftCardCodeBodySchema,
  ZGiftCardPurchaseRequestSchema,
  ZGiftCardPurchaseResponseSchema,
  ZGiftCardPurchaseSuccessSchema,
  ZGiftCardSuccessParamsSchema,
  ZPublicGiftCardProductsSchema,
  ZRestaurantIdParamsSchema,
} from '@menudelite/shared/growth/gift-cards';
import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import type { TDeps } from '../../deps.ts';
import type { TAttemptSettler } from '../payments/public.ts';
import { createCardsService } from './cards-service.ts';
import type { TGiftCardSecrets } from './code.ts';
import { createProductsService } from './products-service.ts';
import { createPurchaseService } from './purchase-service.ts';

const DOCS = { tags: ['gift-cards'] };
const PUBLIC = { permission: 'public' } as const;

/** The diner's side (no account): the products, buying one, the success page and the balance check. */
export async function giftCardPublicRoutes(app: FastifyInstance, o: { deps: TDeps; settler: TAttemptSettler; secrets: TGiftCardSecrets }) {
  const { deps } = o;
  const products = createProductsService(deps.db);
  const cards = createCardsService({ db: deps.db, rateLimiter: deps.rateLimiter, secrets: o.secrets });
  // New purchases per client address: the anonymous-order limit; replays are not counted.
  const perIp = { name: 'gift-card-purchase-ip', limit: deps.config.ORDER_RATE_LIMIT_PER_IP, windowMs: 60_000 };
  const purchase = createPurchaseService({
    db: deps.db,
    provider: deps.payments,
    settler: o.settler,
    admit: (trx, ip) => deps.rateLimiter.consume(perIp, [ip], trx),
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/restaurants/:restaurantId/gift-cards',
    { schema: { ...DOCS, params: ZRestaurantIdParamsSchema, response: { 200: ZPublicGiftCardProductsSchema } }, config: PUBLIC },
    async (request) => products.sellable(request.params.restaurantId),
  );

  r.post(
    '/api/public/restaurants/:restaurantId/gift-cards/purchases',
    {
      schema: {
        ...DOCS,
        params: ZRestaurantIdParamsSchema,
        headers: ZIdempotencyHeadersSchema,
        body: ZGiftCardPurchaseRequestSchema,
        response: { 200: ZGiftCardPurchaseResponseSchema, 201: ZGiftCardPurchaseResponseSchema },
      },
      config: PUBLIC,
      // A signed-in customer's purchase is theirs on /profile; a visitor buys without an account.
      onRequest: app.optionalAuthenticate,
    },
    async (request, reply) => {
      const buyer = request.actor?.kind === 'customer' ? request.actor.userId : null;
      const result = await purchase(request.params.restaurantId, request.headers['idempotency-key'], request.body, request.ip, buyer);
      return reply.status(result.kind === 'created' ? 201 : 200).send(result.response);
    },
  );

  r.get(
    '/api/public/restaurants/:restaurantId/gift-cards/purchases/:token',
    { schema: { ...DOCS, params: ZGiftCardSuccessParamsSchema, response: { 200: ZGiftCardPurchaseSuccessSchema } }, config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
      return cards.success(request.params.restaurantId, request.params.token);
    },
  );

  r.post(
    '/api/public/restaurants/:restaurantId/gift-cards/balance',
    { schema: { ...DOCS, params: ZRestaurantIdParamsSchema, body: ZGiftCardCodeBodySchema, response: { 200: ZGiftCardBalanceSchema } }, config: PUBLIC },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cards.balance(request.params.restaurantId, request.body.code, request.ip);
    },
  );
}
