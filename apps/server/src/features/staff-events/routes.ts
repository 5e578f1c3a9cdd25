import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStaffEventPageSchema, ZStaffEventsQuerySchema } from '@menudelite/shared/orders/staff-events';
import type { TDeps } from '../../deps.ts';
import { createStaffEventsService } from './service.ts';

/** GET /api/staff-events?after=<offset>: the replay a reconnecting dashboard asks for. Old events are pruned by the daily purge job (features/jobs). */
export async function staffEventRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createStaffEventsService(deps.db);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff-events',
    {
      onRequest: app.authenticate,
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: ZStaffEventsQuerySchema, response: { 200: ZStaffEventPageSchema } },
    },
    async (request) => service.list(request.actor, request.query),
  );
}
