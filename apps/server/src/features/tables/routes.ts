import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import {
  ZPublicTableSchema,
  ZTableCodeParamsSchema,
  ZTableCreateSchema,
  ZTableListSchema,
  ZTableSchema,
  ZTableUpdateSchema,
} from '@menudelite/shared/menu/tables';
import type { TDeps } from '../../deps.ts';
import { createTablesService } from './service.ts';

const DOCS = { tags: ['tables'], security: [{ bearer: [] }] };

async function staffTableRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createTablesService(deps.db, deps.config.publicUrl);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/tables', { schema: { ...DOCS, response: { 200: ZTableListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));

  r.post('/api/tables', { schema: { ...DOCS, body: ZTableCreateSchema, response: { 201: ZTableSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.actor, request.body)),
  );

  // Registered before /api/tables/:id so the static path wins (find-my-way prefers it anyway).
  r.get('/api/tables/qr-sheet.svg', { schema: { ...DOCS, produces: ['image/svg+xml'] } }, async (request, reply) => {
    const svg = await service.qrSheet(request.actor);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="table-qr-codes.svg"')
      .send(svg);
  });

  r.get('/api/tables/:id', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZTableSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );

  r.patch('/api/tables/:id', { schema: { ...DOCS, params: ZIdParamsSchema, body: ZTableUpdateSchema, response: { 200: ZTableSchema } } }, async (request) =>
    service.update(request.actor, request.params.id, request.body),
  );

  r.delete('/api/tables/:id', { schema: { ...DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });

  r.post('/api/tables/:id/code', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZTableSchema } } }, async (request) =>
    service.regenerateCode(request.actor, request.params.id),
  );
}

async function publicTableRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createTablesService(deps.db, deps.config.publicUrl);
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/public/tables/:code',
      { schema: { tags: ['public'], params: ZTableCodeParamsSchema, response: { 200: ZPublicTableSchema } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return service.findByCode(request.params.code);
      },
    );
}

/** Staff table management (bearer token) and the public table-code lookup behind /eat/:tableCode. */
export async function tableRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  await app.register(staffTableRoutes, { deps });
  await app.register(publicTableRoutes, { deps });
}
