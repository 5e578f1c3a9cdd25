import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZJobIdParamsSchema, ZJobListQuerySchema, ZJobPageSchema, ZJobSchema } from '@menudelite/shared/jobs/contracts';
import type { TDeps } from '../../deps.ts';
import { createJobsAdminService } from './service.ts';

const DOCS = { tags: ['admin'], security: [{ bearer: [] }] };

/** Platform admin: failed jobs and their retry. A JSON API for now; the admin screens come later. */
export async function jobRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const jobs = createJobsAdminService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/admin/jobs', { schema: { ...DOCS, querystring: ZJobListQuerySchema, response: { 200: ZJobPageSchema } } }, async (request) =>
    jobs.list(request.actor, request.query),
  );
  r.post('/api/admin/jobs/:id/retry', { schema: { ...DOCS, params: ZJobIdParamsSchema, response: { 200: ZJobSchema } } }, async (request) =>
    jobs.retry(request.actor, request.params.id),
  );
}
