import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import { ZAllergenCreateSchema, ZAllergenListSchema, ZAllergenSchema, ZAllergenUpdateSchema } from '@menudelite/shared/menu/allergens';
import type { TDeps } from '../../../deps.ts';
import { STAFF_DOCS } from '../shared/route-options.ts';
import { createAllergensService } from './service.ts';

export async function allergenRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createAllergensService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/menu/allergens', { schema: { ...STAFF_DOCS, response: { 200: ZAllergenListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));

  r.post('/api/menu/allergens', { schema: { ...STAFF_DOCS, body: ZAllergenCreateSchema, response: { 201: ZAllergenSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.actor, request.body)),
  );

  r.patch(
    '/api/menu/allergens/:id',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZAllergenUpdateSchema, response: { 200: ZAllergenSchema } } },
    async (request) => service.update(request.actor, request.params.id, request.body),
  );

  r.delete('/api/menu/allergens/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
}
