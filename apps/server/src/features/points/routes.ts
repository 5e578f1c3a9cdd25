import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCustomerPointsSchema,
  ZPointsAccountPageSchema,
  ZPointsAccountSchema,
  ZPointsAdjustRequestSchema,
  ZPointsHistoryQuerySchema,
  ZPointsLedgerPageSchema,
  ZPointsRulesRequestSchema,
  ZPointsRulesSchema,
  ZRestaurantIdQuerySchema,
} from '@menudelite/shared/growth/points';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import { ZIdSchema } from '@menudelite/shared/lib/text';
import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import type { TDeps } from '../../deps.ts';
import { createCustomerPoints } from './customer-service.ts';
import { registerPointsJobs } from './expiry.ts';
import { createPointsStaff } from './staff-service.ts';

const CUSTOMER = { tags: ['points'], security: [{ bearer: [] }] };
const STAFF = { tags: ['points'], security: [{ bearer: [] }] };
const customerAccess = { permission: 'authenticated' } as const;
const manage = { permission: 'offers.manage' } as const;
const ZAccountParamsSchema = z.object({ id: ZIdSchema });

/** Membership points (docs/api/growth-points.md): the customer's balance and history, and the venue's rules and members. */
export async function pointsRoutes(app: FastifyInstance, { deps, now = () => new Date() }: { deps: TDeps; now?: () => Date }) {
  const customers = createCustomerPoints({ db: deps.db, now });
  const staff = createPointsStaff({ db: deps.db, now });
  registerPointsJobs(deps.jobs, deps.db, now);

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });

    s.get(
      '/api/customer/me/points',
      { schema: { ...CUSTOMER, querystring: ZRestaurantIdQuerySchema, response: { 200: ZCustomerPointsSchema } }, config: customerAccess },
      async (request) => customers.points(request.actor, request.query.restaurantId),
    );
    s.get(
      '/api/customer/me/points/history',
      { schema: { ...CUSTOMER, querystring: ZPointsHistoryQuerySchema, response: { 200: ZPointsLedgerPageSchema } }, config: customerAccess },
      async (request) => customers.history(request.actor, request.query),
    );

    s.get('/api/points/rules', { schema: { ...STAFF, response: { 200: ZPointsRulesSchema } }, config: manage }, async (request) => staff.rules(request.actor));
    s.put(
      '/api/points/rules',
      { schema: { ...STAFF, body: ZPointsRulesRequestSchema, response: { 200: ZPointsRulesSchema } }, config: manage },
      async (request) => staff.saveRules(request.actor, request.body),
    );
    s.get(
      '/api/points/accounts',
      { schema: { ...STAFF, querystring: ZPageQuerySchema, response: { 200: ZPointsAccountPageSchema } }, config: manage },
      async (request) => staff.accounts(request.actor, request.query),
    );
    s.get(
      '/api/points/accounts/:id/ledger',
      { schema: { ...STAFF, params: ZAccountParamsSchema, querystring: ZPageQuerySchema, response: { 200: ZPointsLedgerPageSchema } }, config: manage },
      async (request) => staff.ledger(request.actor, request.params.id, request.query),
    );
    s.post(
      '/api/points/accounts/:id/adjust',
      {
        schema: {
          ...STAFF,
          params: ZAccountParamsSchema,
          headers: ZIdempotencyHeadersSchema,
          body: ZPointsAdjustRequestSchema,
          response: { 200: ZPointsAccountSchema },
        },
        config: manage,
      },
      async (request) => staff.adjust(request.actor, request.params.id, request.headers['idempotency-key'], request.body),
    );
  });
}
