import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZReorderRequestSchema } from '@menudelite/shared/menu/common';
import { ZMenuSectionCreateSchema, ZMenuSectionListSchema, ZMenuSectionSchema, ZMenuSectionUpdateSchema } from '@menudelite/shared/menu/sections';
import type { TDeps } from '../../../deps.ts';
import { STAFF_DOCS } from '../shared/route-options.ts';
import { createSectionsService } from './service.ts';

export async function sectionRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createSectionsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/menu/sections', { schema: { ...STAFF_DOCS, response: { 200: ZMenuSectionListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));

  r.post('/api/menu/sections', { schema: { ...STAFF_DOCS, body: ZMenuSectionCreateSchema, response: { 201: ZMenuSectionSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.actor, request.body)),
  );

  r.put('/api/menu/sections/order', { schema: { ...STAFF_DOCS, body: ZReorderRequestSchema, response: { 200: ZMenuSectionListSchema } } }, async (request) => ({
    items: await service.reorder(request.actor, request.body),
  }));

  r.get('/api/menu/sections/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, response: { 200: ZMenuSectionSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );

  r.patch(
    '/api/menu/sections/:id',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZMenuSectionUpdateSchema, response: { 200: ZMenuSectionSchema } } },
    async (request) => service.update(request.actor, request.params.id, request.body),
  );

  r.delete('/api/menu/sections/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
}
