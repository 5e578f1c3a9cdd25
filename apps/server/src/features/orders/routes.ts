import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import { ZOrderSchema, ZPublicOrderSchema } from '@menudelite/shared/orders/order';
import { ZOrderIdParamsSchema, ZOrderTokenQuerySchema } from '@menudelite/shared/orders/checkout';
import {
  ZOrderAssignSchema,
  ZOrderCountsQuerySchema,
  ZOrderCountsSchema,
  ZOrderListQuerySchema,
  ZOrderPageSchema,
  ZOrderTransitionSchema,
  ZTableCompleteResultSchema,
  ZTableOverviewSchema,
} from '@menudelite/shared/orders/staff-orders';
import type { TDeps } from '../../deps.ts';
import { createPublicOrdersService } from './public-service.ts';
import { createOrdersService } from './service.ts';
import { tableOverview } from './table-overview.ts';
import { createTransitionsService } from './transitions-service.ts';

const DOCS = { tags: ['orders'], security: [{ bearer: [] }] };
const ZTableIdParamsSchema = z.object({ tableId: ZIdParamsSchema.shape.id });

/** The staff dashboard's order endpoints (venue token). */
async function staffOrderRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const orders = createOrdersService(deps.db, app.realtime, deps.sms);
  const transitions = createTransitionsService(deps.db, app.realtime, deps.rateLimiter);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/orders', { schema: { ...DOCS, querystring: ZOrderListQuerySchema, response: { 200: ZOrderPageSchema } } }, async (request) =>
    orders.list(request.actor, request.query),
  );
  r.get('/api/orders/counts', { schema: { ...DOCS, querystring: ZOrderCountsQuerySchema, response: { 200: ZOrderCountsSchema } } }, async (request) =>
    orders.counts(request.actor, request.query),
  );
  r.get('/api/orders/:id', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZOrderSchema } } }, async (request) =>
    orders.get(request.actor, request.params.id),
  );
  r.post(
    '/api/orders/:id/transition',
    { schema: { ...DOCS, params: ZIdParamsSchema, body: ZOrderTransitionSchema, response: { 200: ZOrderSchema } } },
    async (request) => transitions.transition(request.actor, request.params.id, request.body.to, request.body.from),
  );
  r.post('/api/orders/:id/complete', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZOrderSchema } } }, async (request) =>
    transitions.complete(request.actor, request.params.id),
  );
  r.post('/api/orders/:id/cancel', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZOrderSchema } } }, async (request) =>
    transitions.cancel(request.actor, request.params.id),
  );
  r.post(
    '/api/orders/:id/assign',
    { schema: { ...DOCS, params: ZIdParamsSchema, body: ZOrderAssignSchema, response: { 200: ZOrderSchema } } },
    async (request) => orders.assign(request.actor, request.params.id, request.body.employeeId),
  );
  r.post('/api/orders/:id/ready-sms', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZOrderSchema } } }, async (request) =>
    orders.sendReadySms(request.actor, request.params.id),
  );
  r.post(
    '/api/tables/:tableId/complete-orders',
    { schema: { ...DOCS, params: ZTableIdParamsSchema, response: { 200: ZTableCompleteResultSchema } } },
    async (request) => ({ completed: await transitions.completeTable(request.actor, request.params.tableId) }),
  );
  r.get('/api/tables/overview', { schema: { ...DOCS, response: { 200: ZTableOverviewSchema } } }, async (request) => tableOverview(deps.db, request.actor));
}

/** GET /api/public/orders/:orderId?token= : the diner's live status page (no account). */
async function publicOrderRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const tokens = deps.orderTokens;
  const service = createPublicOrdersService(deps.db, tokens);
  app.realtime.setOrderAccess((orderId, token) => tokens.verify(orderId, token));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/public/orders/:orderId',
      { schema: { tags: ['public'], params: ZOrderIdParamsSchema, querystring: ZOrderTokenQuerySchema, response: { 200: ZPublicOrderSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.get(request.params.orderId, request.query.token);
      },
    );
}

export async function orderRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  await app.register(staffOrderRoutes, { deps });
  await app.register(publicOrderRoutes, { deps });
}
