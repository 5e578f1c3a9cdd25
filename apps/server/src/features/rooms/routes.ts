import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import { ZRoomCreateSchema, ZRoomListSchema, ZRoomRangeResultSchema, ZRoomRangeSchema, ZRoomSchema, ZRoomUpdateSchema } from '@menudelite/shared/orders/rooms';
import type { TDeps } from '../../deps.ts';
import { createRoomsService, type TRoomOccupiedCheck } from './service.ts';

const DOCS = { tags: ['rooms'], security: [{ bearer: [] }] };

/** Hotel rooms CRUD (venue token): GET/POST /api/rooms, POST /api/rooms/range, GET/PATCH/DELETE /api/rooms/:id. */
export async function roomRoutes(app: FastifyInstance, { deps, isOccupied }: { deps: TDeps; isOccupied?: TRoomOccupiedCheck }) {
  const service = createRoomsService(deps.db, isOccupied);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.get('/api/rooms', { schema: { ...DOCS, response: { 200: ZRoomListSchema } } }, async (request) => ({ items: await service.list(request.actor) }));
  r.post('/api/rooms', { schema: { ...DOCS, body: ZRoomCreateSchema, response: { 201: ZRoomSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.actor, request.body)),
  );
  r.post('/api/rooms/range', { schema: { ...DOCS, body: ZRoomRangeSchema, response: { 201: ZRoomRangeResultSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.createRange(request.actor, request.body)),
  );
  r.get('/api/rooms/:id', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZRoomSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );
  r.patch('/api/rooms/:id', { schema: { ...DOCS, params: ZIdParamsSchema, body: ZRoomUpdateSchema, response: { 200: ZRoomSchema } } }, async (request) =>
    service.update(request.actor, request.params.id, request.body),
  );
  r.delete('/api/rooms/:id', { schema: { ...DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
}
