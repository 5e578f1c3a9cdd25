import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZOfferActiveRequestSchema,
  ZOfferCreateSchema,
  ZOfferEvaluationSchema,
  ZOfferListQuerySchema,
  ZOfferPageSchema,
  ZOfferParamsSchema,
  ZOfferSchema,
  ZOfferUpdateSchema,
  ZOfferVenueParamsSchema,
  ZPublicOfferPageSchema,
} from '@menudelite/shared/growth/offers';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import { ZQuoteRequestSchema } from '@menudelite/shared/orders/checkout';
import type { TDeps } from '../../deps.ts';
import type { TBenefitCartBuilder } from '../checkout/public.ts';
import { createOffersPublicService } from './public-service.ts';
import { createOffersStaffService } from './staff-service.ts';

const STAFF = { tags: ['offers'], security: [{ bearer: [] }] };
const PUBLIC = { tags: ['offers'] };
const staff = { permission: 'offers.manage' } as const;
const open = { permission: 'public' } as const;

/**
 * Offers (docs/api/growth-offers.md). Staff: /api/restaurants/:restaurantId/offers (offers.manage, the
 * path's venue must be the token's). Diners: the list and the offers dialog's evaluate, which prices
 * the cart through checkout's seam (`buildCart`).
 */
export async function offerRoutes(app: FastifyInstance, { deps, buildCart = null }: { deps: TDeps; buildCart?: TBenefitCartBuilder | null }) {
  const staffService = createOffersStaffService(deps.db);
  const publicService = createOffersPublicService(deps.db, buildCart);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const venue = '/api/restaurants/:restaurantId/offers';

  await r.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get(
      venue,
      { schema: { ...STAFF, params: ZOfferVenueParamsSchema, querystring: ZOfferListQuerySchema, response: { 200: ZOfferPageSchema } }, config: staff },
      async (request) => staffService.list(request.actor, request.params.restaurantId, request.query),
    );
    s.post(
      venue,
      { schema: { ...STAFF, params: ZOfferVenueParamsSchema, body: ZOfferCreateSchema, response: { 201: ZOfferSchema } }, config: staff },
      async (request, reply) => reply.status(201).send(await staffService.create(request.actor, request.params.restaurantId, request.body)),
    );
    s.get(`${venue}/:offerId`, { schema: { ...STAFF, params: ZOfferParamsSchema, response: { 200: ZOfferSchema } }, config: staff }, async (request) =>
      staffService.get(request.actor, request.params.restaurantId, request.params.offerId),
    );
    s.put(
      `${venue}/:offerId`,
      { schema: { ...STAFF, params: ZOfferParamsSchema, body: ZOfferUpdateSchema, response: { 200: ZOfferSchema } }, config: staff },
      async (request) => staffService.update(request.actor, request.params.restaurantId, request.params.offerId, request.body),
    );
    s.post(
      `${venue}/:offerId/active`,
      { schema: { ...STAFF, params: ZOfferParamsSchema, body: ZOfferActiveRequestSchema, response: { 200: ZOfferSchema } }, config: staff },
      async (request) => staffService.setActive(request.actor, request.params.restaurantId, request.params.offerId, request.body.isActive),
    );
    s.delete(`${venue}/:offerId`, { schema: { ...STAFF, params: ZOfferParamsSchema }, config: staff }, async (request, reply) => {
      await staffService.remove(request.actor, request.params.restaurantId, request.params.offerId);
      return reply.status(204).send();
    });
  });

  const publicVenue = '/api/public/restaurants/:restaurantId/offers';
  r.get(
    publicVenue,
    { schema: { ...PUBLIC, params: ZOfferVenueParamsSchema, querystring: ZPageQuerySchema, response: { 200: ZPublicOfferPageSchema } }, config: open },
    async (request) => publicService.list(request.params.restaurantId, request.query),
  );
  r.post(
    `${publicVenue}/evaluate`,
    {
      schema: { ...PUBLIC, params: ZOfferVenueParamsSchema, body: ZQuoteRequestSchema, response: { 200: ZOfferEvaluationSchema } },
      config: open,
      // A signed-in customer sees members-only offers as qualified.
      onRequest: app.optionalAuthenticate,
    },
    async (request) => publicService.evaluate(request.actor, request.params.restaurantId, request.body),
  );
}
