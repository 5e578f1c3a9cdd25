import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZReorderRequestSchema } from '@menudelite/shared/menu/common';
import { ZTagCreateSchema, ZTagListSchema, ZTagSchema, ZTagUpdateSchema } from '@menudelite/shared/menu/tags';
import type { TDeps } from '../../../deps.ts';
import { STAFF_DOCS } from '../shared/route-options.ts';
import { createTagsService } from './service.ts';

export async function tagRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createTagsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/menu/tags', { schema: { ...STAFF_DOCS, response: { 200: ZTagListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));

  r.post('/api/menu/tags', { schema: { ...STAFF_DOCS, body: ZTagCreateSchema, response: { 201: ZTagSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.actor, request.body)),
  );

  r.put('/api/menu/tags/order', { schema: { ...STAFF_DOCS, body: ZReorderRequestSchema, response: { 200: ZTagListSchema } } }, async (request) => ({
    items: await service.reorder(request.actor, request.body),
  }));

  r.get('/api/menu/tags/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, response: { 200: ZTagSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );

  r.patch(
    '/api/menu/tags/:id',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZTagUpdateSchema, response: { 200: ZTagSchema } } },
    async (request) => service.update(request.actor, request.params.id, request.body),
  );

  r.delete('/api/menu/tags/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
}
