import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCustomerPassPageSchema,
  ZCustomerPassSchema,
  ZLoyaltyVenueParamsSchema,
  ZPassIdentifierSchema,
  ZPublicLoyaltySchema,
} from '@menudelite/shared/growth/loyalty';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import type { TDeps } from '../../deps.ts';
import { createLoyaltyCustomerService } from './customer-service.ts';
import type { TWalletLinks } from './wallet-links.ts';

const TAGS = ['loyalty'];

/** The customer's side: GET the venue's card, POST join (signed in), GET /api/customer/me/passes. */
export async function loyaltyPublicRoutes(app: FastifyInstance, { deps, wallets }: { deps: TDeps; wallets: TWalletLinks }) {
  const service = createLoyaltyCustomerService(deps.db, wallets, deps.config.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/restaurants/:restaurantId/loyalty',
    {
      onRequest: app.optionalAuthenticate,
      config: { permission: 'public' },
      schema: { tags: TAGS, params: ZLoyaltyVenueParamsSchema, response: { 200: ZPublicLoyaltySchema } },
    },
    async (request) => service.getPublic(request.actor, request.params.restaurantId),
  );
  r.post(
    '/api/public/restaurants/:restaurantId/loyalty/join',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: { tags: TAGS, security: [{ bearer: [] }], params: ZLoyaltyVenueParamsSchema, response: { 200: ZCustomerPassSchema, 201: ZCustomerPassSchema } },
    },
    async (request, reply) => {
      const { pass, created } = await service.join(request.actor, request.params.restaurantId);
      return reply.status(created ? 201 : 200).send(pass);
    },
  );
  r.get(
    '/api/customer/me/passes',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: { tags: TAGS, security: [{ bearer: [] }], querystring: ZPageQuerySchema, response: { 200: ZCustomerPassPageSchema } },
    },
    async (request) => service.listMine(request.actor, request.query),
  );
  r.get(
    '/api/customer/me/passes/:passIdentifier/qr.svg',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: { tags: TAGS, security: [{ bearer: [] }], params: z.object({ passIdentifier: ZPassIdentifierSchema }), produces: ['image/svg+xml'] },
    },
    async (request, reply) => {
      const svg = await service.qr(request.actor, request.params.passIdentifier);
      return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').send(svg);
    },
  );
}
