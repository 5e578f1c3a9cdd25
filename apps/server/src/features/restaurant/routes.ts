import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import { ZRestaurantIdParamsSchema, ZRestaurantSchema, ZSignUpStepRequestSchema } from '@menudelite/shared/restaurant/contracts';
import { ZOutboxEmailPageSchema } from '@menudelite/shared/restaurant/outbox';
import type { TDeps } from '../../deps.ts';
import { logoRoutes } from './logo-routes.ts';
import { uploadsStatic } from './uploads-static.ts';
import { createRestaurantService } from './service.ts';

const tags = ['restaurant'];
const security = [{ bearer: [] }];

export async function restaurantRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const restaurants = createRestaurantService(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  api.get('/api/restaurant/me', { onRequest, schema: { tags, security, response: { 200: ZRestaurantSchema } } }, async (request) =>
    restaurants.getMine(request.actor),
  );

  api.put(
    '/api/restaurant/me/sign-up',
    { onRequest, schema: { tags, security, body: ZSignUpStepRequestSchema, response: { 200: ZRestaurantSchema } } },
    async (request) => restaurants.applySignUpStep(request.actor, request.body),
  );

  api.get(
    '/api/restaurant/me/outbox',
    { onRequest, schema: { tags, security, querystring: ZPageQuerySchema, response: { 200: ZOutboxEmailPageSchema } } },
    async (request) => restaurants.listOutbox(request.actor, request.query),
  );

  api.get(
    '/api/restaurants/:restaurantId',
    { onRequest, schema: { tags, security, params: ZRestaurantIdParamsSchema, response: { 200: ZRestaurantSchema } } },
    async (request) => restaurants.getById(request.actor, request.params.restaurantId),
  );

  await app.register(logoRoutes, { deps });
  await app.register(uploadsStatic, { deps });
}
