import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZClubCancelRequestSchema,
  ZClubIdParamsSchema,
  ZClubRestaurantParamsSchema,
  ZClubSubscribeRequestSchema,
  ZClubSubscriptionPageSchema,
  ZClubSubscriptionSchema,
  ZPublicClubSchema,
} from '@menudelite/shared/growth/club';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import type { TDeps } from '../../deps.ts';
import type { TClubBilling } from './billing.ts';
import { createClubCustomerService } from './customer-service.ts';
import { publicClub } from './public-club-service.ts';
import { createSubscribeService } from './subscribe-service.ts';

const tags = ['club'];
const security = [{ bearer: [] }];

/** Customers: the venue's plans, subscribing (Idempotency-Key), their subscriptions and cancelling one. */
export async function clubPublicRoutes(app: FastifyInstance, { deps, billing }: { deps: TDeps; billing: TClubBilling }) {
  const subscribe = createSubscribeService({ db: deps.db, jobs: deps.jobs, billing });
  const customers = createClubCustomerService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/restaurants/:restaurantId/club',
    { config: { permission: 'public' }, schema: { tags, params: ZClubRestaurantParamsSchema, response: { 200: ZPublicClubSchema } } },
    async (request) => publicClub(deps.db, request.params.restaurantId),
  );
  r.post(
    '/api/public/restaurants/:restaurantId/club/subscriptions',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: {
        tags,
        security,
        params: ZClubRestaurantParamsSchema,
        headers: ZIdempotencyHeadersSchema,
        body: ZClubSubscribeRequestSchema,
        response: { 200: ZClubSubscriptionSchema, 201: ZClubSubscriptionSchema, 202: ZClubSubscriptionSchema },
      },
    },
    async (request, reply) => {
      const result = await subscribe.subscribe(request.actor, request.params.restaurantId, request.body, request.headers['idempotency-key']);
      // Stripe: 202 while the browser saves the card (cardSetup); otherwise charged and answered as it stands.
      return reply.status(result.subscription.cardSetup ? 202 : result.created ? 201 : 200).send(result.subscription);
    },
  );
  r.get(
    '/api/customer/me/subscriptions',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: { tags, security, querystring: ZPageQuerySchema, response: { 200: ZClubSubscriptionPageSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return customers.list(request.actor, request.query);
    },
  );
  r.post(
    '/api/customer/me/subscriptions/:id/card-saved',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: { tags, security, params: ZClubIdParamsSchema, response: { 200: ZClubSubscriptionSchema } },
    },
    async (request) => subscribe.cardSaved(request.actor, request.params.id),
  );
  r.post(
    '/api/customer/me/subscriptions/:id/cancel',
    {
      onRequest: app.authenticate,
      config: { permission: 'authenticated' },
      schema: { tags, security, params: ZClubIdParamsSchema, body: ZClubCancelRequestSchema, response: { 200: ZClubSubscriptionSchema } },
    },
    async (request) => customers.cancel(request.actor, request.params.id, request.body),
  );
}
