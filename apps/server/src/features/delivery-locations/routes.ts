import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import {
  ZDeliveryLocationCreateSchema,
  ZDeliveryLocationListSchema,
  ZDeliveryLocationSchema,
  ZDeliveryLocationUpdateSchema,
} from '@menudelite/shared/orders/delivery';
import type { TDeps } from '../../deps.ts';
import { createDeliveryLocationsService } from './service.ts';

const DOCS = { tags: ['delivery'], security: [{ bearer: [] }] };

/** Delivery locations CRUD (venue token): GET/POST /api/delivery-locations, GET/PATCH/DELETE /api/delivery-locations/:id. */
export async function deliveryLocationRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createDeliveryLocationsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.get('/api/delivery-locations', { schema: { ...DOCS, response: { 200: ZDeliveryLocationListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));
  r.post(
    '/api/delivery-locations',
    { schema: { ...DOCS, body: ZDeliveryLocationCreateSchema, response: { 201: ZDeliveryLocationSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(request.actor, request.body)),
  );
  r.get('/api/delivery-locations/:id', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZDeliveryLocationSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );
  r.patch(
    '/api/delivery-locations/:id',
    { schema: { ...DOCS, params: ZIdParamsSchema, body: ZDeliveryLocationUpdateSchema, response: { 200: ZDeliveryLocationSchema } } },
    async (request) => service.update(request.actor, request.params.id, request.body),
  );
  r.delete('/api/delivery-locations/:id', { schema: { ...DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
}
