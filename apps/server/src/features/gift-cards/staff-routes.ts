import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCreateGiftCardProductSchema,
  ZGiftCardAdjustedSchema,
  ZGiftCardAdjustmentSchema,
  ZGiftCardCodeBodySchema,
  ZGiftCardIdParamsSchema,
  ZGiftCardLedgerPageSchema,
  ZGiftCardProductListQuerySchema,
  ZGiftCardProductPageSchema,
  ZGiftCardProductSchema,
  ZGiftCardSchema,
  ZUpdateGiftCardProductSchema,
} from '@menudelite/shared/growth/gift-cards';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import { ZCustomerGiftCardPageSchema } from '@menudelite/shared/growth/gift-cards';
import { createCustomerGiftCards } from './customer-service.ts';
import type { TDeps } from '../../deps.ts';
import { createCardsService } from './cards-service.ts';
import type { TGiftCardSecrets } from './code.ts';
import { createProductsService, PRODUCTS_PERMISSION } from './products-service.ts';

const DOCS = { tags: ['gift-cards'], security: [{ bearer: [] }] };
const MANAGE = { permission: PRODUCTS_PERMISSION } as const;
const LOOKUP = { permission: 'loyalty.redeem' } as const;
const ADJUST = { permission: 'giftCards.adjust' } as const;
const params = ZGiftCardIdParamsSchema;

/** Staff (/offers/gift-cards): products (offers.manage), looking a card up (loyalty.redeem), adjusting it (giftCards.adjust). */
export async function giftCardStaffRoutes(app: FastifyInstance, o: { deps: TDeps; secrets: TGiftCardSecrets }) {
  const products = createProductsService(o.deps.db);
  const cards = createCardsService({ db: o.deps.db, rateLimiter: o.deps.rateLimiter, secrets: o.secrets });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get(
    '/api/restaurant/gift-card-products',
    { schema: { ...DOCS, querystring: ZGiftCardProductListQuerySchema, response: { 200: ZGiftCardProductPageSchema } }, config: MANAGE },
    async (request) => products.list(request.actor, request.query),
  );
  r.post(
    '/api/restaurant/gift-card-products',
    { schema: { ...DOCS, body: ZCreateGiftCardProductSchema, response: { 201: ZGiftCardProductSchema } }, config: MANAGE },
    async (request, reply) => reply.status(201).send(await products.create(request.actor, request.body)),
  );
  r.patch(
    '/api/restaurant/gift-card-products/:id',
    { schema: { ...DOCS, params, body: ZUpdateGiftCardProductSchema, response: { 200: ZGiftCardProductSchema } }, config: MANAGE },
    async (request) => products.update(request.actor, request.params.id, request.body),
  );
  r.delete(
    '/api/restaurant/gift-card-products/:id',
    { schema: { ...DOCS, params, response: { 200: ZGiftCardProductSchema } }, config: MANAGE },
    async (request) => products.remove(request.actor, request.params.id),
  );

  r.post(
    '/api/restaurant/gift-cards/lookup',
    { schema: { ...DOCS, body: ZGiftCardCodeBodySchema, response: { 200: ZGiftCardSchema } }, config: LOOKUP },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cards.lookup(request.actor, request.body.code, request.ip);
    },
  );
  r.get(
    '/api/restaurant/gift-cards/:id/ledger',
    { schema: { ...DOCS, params, querystring: ZPageQuerySchema, response: { 200: ZGiftCardLedgerPageSchema } }, config: LOOKUP },
    async (request) => cards.ledger(request.actor, request.params.id, request.query),
  );
  r.post(
    '/api/restaurant/gift-cards/:id/adjustments',
    {
      schema: { ...DOCS, params, headers: ZIdempotencyHeadersSchema, body: ZGiftCardAdjustmentSchema, response: { 200: ZGiftCardAdjustedSchema } },
      config: ADJUST,
    },
    async (request) => cards.adjust(request.actor, request.params.id, request.body, request.headers['idempotency-key']),
  );

  // The signed-in customer's own cards (/profile).
  const customerCards = createCustomerGiftCards(o.deps.db);
  r.get(
    '/api/customer/me/gift-cards',
    {
      schema: { tags: ['gift-cards'], security: [{ bearer: [] }], querystring: ZPageQuerySchema, response: { 200: ZCustomerGiftCardPageSchema } },
      config: { permission: 'authenticated' },
    },
    async (request) => customerCards.list(request.actor, request.query),
  );
}
