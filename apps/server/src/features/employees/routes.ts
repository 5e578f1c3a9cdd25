import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import {
  ZEmployeeCreateSchema,
  ZEmployeeListSchema,
  ZEmployeeSchema,
  ZEmployeeUpdateSchema,
  ZPinCheckResultSchema,
  ZPinCheckSchema,
} from '@menudelite/shared/orders/employees';
import type { TDeps } from '../../deps.ts';
import { createEmployeesService } from './service.ts';

const DOCS = { tags: ['employees'], security: [{ bearer: [] }] };

/** Employees CRUD (venue token): GET/POST /api/employees, GET/PATCH/DELETE /api/employees/:id, POST /api/employees/:id/verify-pin. */
export async function employeeRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createEmployeesService(deps.db, deps.rateLimiter);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.get('/api/employees', { schema: { ...DOCS, response: { 200: ZEmployeeListSchema } } }, async (request) => ({ items: await service.list(request.actor) }));
  r.post('/api/employees', { schema: { ...DOCS, body: ZEmployeeCreateSchema, response: { 201: ZEmployeeSchema } } }, async (request, reply) =>
    reply.status(201).send(await service.create(request.actor, request.body)),
  );
  r.get('/api/employees/:id', { schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZEmployeeSchema } } }, async (request) =>
    service.get(request.actor, request.params.id),
  );
  r.patch(
    '/api/employees/:id',
    { schema: { ...DOCS, params: ZIdParamsSchema, body: ZEmployeeUpdateSchema, response: { 200: ZEmployeeSchema } } },
    async (request) => service.update(request.actor, request.params.id, request.body),
  );
  r.delete('/api/employees/:id', { schema: { ...DOCS, params: ZIdParamsSchema } }, async (request, reply) => {
    await service.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.post(
    '/api/employees/:id/verify-pin',
    { schema: { ...DOCS, params: ZIdParamsSchema, body: ZPinCheckSchema, response: { 200: ZPinCheckResultSchema } } },
    async (request) => ({ matches: await service.verifyPin(request.actor, request.params.id, request.body.pin) }),
  );
}
