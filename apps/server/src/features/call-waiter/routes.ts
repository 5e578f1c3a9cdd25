import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZCallWaiterResponseSchema } from '@menudelite/shared/orders/checkout-options';
import { ZTableCodeParamsSchema } from '@menudelite/shared/menu/tables';
import type { TDeps } from '../../deps.ts';
import { createCallWaiterService } from './service.ts';

/** POST /api/public/tables/:code/call-waiter (no auth): 201 { status: 'complete' }; 404 unknown table; 429 too often. */
export async function callWaiterRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createCallWaiterService(deps.db, app.realtime, deps.rateLimiter);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/public/tables/:code/call-waiter',
      { schema: { tags: ['public'], params: ZTableCodeParamsSchema, response: { 201: ZCallWaiterResponseSchema } } },
      async (request, reply) => reply.status(201).send(await service.call(request.params.code)),
    );
}
