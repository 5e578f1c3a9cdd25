import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/ping.ts';
import type { TDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

const ZHealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/health', { schema: { tags: ['system'], response: { 200: ZHealthSchema } } }, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError('INTERNAL', 'database unreachable');
    }
    return { status: 'ok' as const, database: deps.dialect };
  });
}
