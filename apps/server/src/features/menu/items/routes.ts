import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParamsSchema, ZReorderRequestSchema } from '@menudelite/shared/menu/common';
import {
  ZMenuItemCreateSchema,
  ZMenuItemListQuerySchema,
  ZMenuItemPageSchema,
  ZMenuItemSchema,
  ZMenuItemUpdateSchema,
  ZSectionIdParamsSchema,
  ZSoldOutRequestSchema,
} from '@menudelite/shared/menu/items';
import type { TDeps } from '../../../deps.ts';
import { STAFF_DOCS } from '../shared/route-options.ts';
import { createItemActionsService } from './actions-service.ts';
import { createItemsService } from './service.ts';

const ZItemListSchema = z.object({ items: z.array(ZMenuItemSchema) });

export async function itemRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const items = createItemsService(deps.db);
  const actions = createItemActionsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/menu/items', { schema: { ...STAFF_DOCS, querystring: ZMenuItemListQuerySchema, response: { 200: ZMenuItemPageSchema } } }, async (request) =>
    items.list(request.actor, request.query),
  );

  r.post('/api/menu/items', { schema: { ...STAFF_DOCS, body: ZMenuItemCreateSchema, response: { 201: ZMenuItemSchema } } }, async (request, reply) =>
    reply.status(201).send(await items.create(request.actor, request.body)),
  );

  r.get('/api/menu/items/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, response: { 200: ZMenuItemSchema } } }, async (request) =>
    items.get(request.actor, request.params.id),
  );

  r.patch(
    '/api/menu/items/:id',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZMenuItemUpdateSchema, response: { 200: ZMenuItemSchema } } },
    async (request) => items.update(request.actor, request.params.id, request.body),
  );

  r.delete('/api/menu/items/:id', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await items.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });

  r.post('/api/menu/items/:id/duplicate', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, response: { 201: ZMenuItemSchema } } }, async (request, reply) =>
    reply.status(201).send(await actions.duplicate(request.actor, request.params.id)),
  );

  r.put(
    '/api/menu/items/:id/sold-out',
    { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, body: ZSoldOutRequestSchema, response: { 200: ZMenuItemSchema } } },
    async (request) => actions.markSoldOut(request.actor, request.params.id, request.body),
  );

  r.delete('/api/menu/items/:id/sold-out', { schema: { ...STAFF_DOCS, params: ZIdParamsSchema, response: { 200: ZMenuItemSchema } } }, async (request) =>
    actions.clearSoldOut(request.actor, request.params.id),
  );

  r.put(
    '/api/menu/sections/:sectionId/items/order',
    { schema: { ...STAFF_DOCS, params: ZSectionIdParamsSchema, body: ZReorderRequestSchema, response: { 200: ZItemListSchema } } },
    async (request) => ({ items: await actions.reorderInSection(request.actor, request.params.sectionId, request.body) }),
  );
}
