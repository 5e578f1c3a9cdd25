import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema, ZReorderRequestSchema } from '@menudelite/shared/menu/common';
import {
  ZModifierGroupCreateSchema,
  ZModifierGroupListSchema,
  ZModifierGroupSchema,
  ZModifierGroupUpdateSchema,
  ZModifierSchema,
  ZModifierUpdateSchema,
} from '@menudelite/shared/menu/modifier-groups';
import type { TDeps } from '../../../deps.ts';
import { STAFF_DOCS } from '../shared/route-options.ts';
import { createModifierGroupsService } from './service.ts';

export async function modifierGroupRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createModifierGroupsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/menu/modifier-groups', { schema: { ...STAFF_DOCS, response: { 200: ZModifierGroupListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));

  r.post(
    '/api/menu/modifier-groups',
    { schema: { ...STAFF_DOCS, body: ZModifierGroupCreateSchema, response: { 201: ZModifierGroupSchema } } },
    async (request, reply) => reply.status(201).send(await service.create(request.actor, request.body)),
  );

  r.put(
    '/api/menu/modifier-groups/order',
    { schema: { ...STAFF_DOCS, body: ZReorderRequestSchema, response: { 200: ZModifierGroupListSchema } } },
    async (request) => ({ items: await service.reorder(request.actor, request.body) }),
  );

  r.get('/api/menu/modifier-groups/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, response: { 200: ZModifierGroupSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );

  r.patch(
    '/api/menu/modifier-groups/:id',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZModifierGroupUpdateSchema, response: { 200: ZModifierGroupSchema } } },
    async (request) => service.update(request.actor, request.params.id, request.body),
  );

  r.delete('/api/menu/modifier-groups/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });

  r.patch(
    '/api/menu/modifiers/:id',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZModifierUpdateSchema, response: { 200: ZModifierSchema } } },
    async (request) => service.updateModifier(request.actor, request.params.id, request.body),
  );
}
