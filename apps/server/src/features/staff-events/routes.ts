import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZStaffEventPageSchema, ZStaffEventsQuerySchema } from '@menudelite/shared/orders/staff-events';
import type { TDeps } from '../../deps.ts';
import { createStaffEventsService } from './service.ts';

const PRUNE_EVERY_MS = 3_600_000;

/** GET /api/staff-events?after=<offset>: the replay a reconnecting dashboard asks for. Old events are pruned hourly. */
export async function staffEventRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createStaffEventsService(deps.db);
  const pruning = setInterval(() => {
    service.pruneOld().catch((error: unknown) => app.log.error({ err: error }, 'pruning staff events failed'));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/staff-events',
    {
      onRequest: app.authenticate,
      schema: { tags: ['orders'], security: [{ bearer: [] }], querystring: ZStaffEventsQuerySchema, response: { 200: ZStaffEventPageSchema } },
    },
    async (request) => service.list(request.actor, request.query),
  );
}
