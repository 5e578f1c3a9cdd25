import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCustomerOfferPageSchema, ZCustomerRewardPageSchema, ZCustomerSchema } from '@menudelite/shared/customer/contracts';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import type { TDeps } from '../../deps.ts';
import { createCustomerService } from './service.ts';
import { ZCustomerOrderPageSchema } from '@menudelite/shared/customer/orders';
import { createCustomerOrders } from './orders-service.ts';

const tags = ['customer'];
const security = [{ bearer: [] }];

export async function customerRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const customers = createCustomerService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get('/api/customer/me', { onRequest, schema: { tags, security, response: { 200: ZCustomerSchema } } }, async (request) => customers.getMe(request.actor));

  api.get(
    '/api/customer/me/offers',
    { onRequest, schema: { tags, security, querystring: ZPageQuerySchema, response: { 200: ZCustomerOfferPageSchema } } },
    async (request) => customers.listOffers(request.actor, request.query),
  );

  api.get(
    '/api/customer/me/rewards',
    { onRequest, schema: { tags, security, querystring: ZPageQuerySchema, response: { 200: ZCustomerRewardPageSchema } } },
    async (request) => customers.listRewards(request.actor, request.query),
  );

  // The customer's past orders on /profile (docs/api/growth-points.md "Profile").
  const orders = createCustomerOrders(deps);
  api.get(
    '/api/customer/me/orders',
    {
      onRequest,
      schema: { tags, security, querystring: ZPageQuerySchema, response: { 200: ZCustomerOrderPageSchema } },
      config: { permission: 'authenticated' },
    },
    async (request) => orders.list(request.actor, request.query),
  );
}
