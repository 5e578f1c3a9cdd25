import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZOrderIdParamsSchema, ZOrderTokenQuerySchema } from '@menudelite/shared/orders/checkout';
import { ZReceiptRequestResultSchema, ZReceiptRequestSchema } from '@menudelite/shared/receipts/contracts';
import type { TDeps } from '../../deps.ts';
import { createReceiptRequestService } from './request-service.ts';
import { registerReceiptJob } from './send-job.ts';

/** The receipts.send job, and POST /api/public/orders/:orderId/receipt?token= (the diner's "e-mail me a receipt"). */
export async function receiptRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  registerReceiptJob(deps);
  const service = createReceiptRequestService(deps);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/public/orders/:orderId/receipt',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['public'],
        params: ZOrderIdParamsSchema,
        querystring: ZOrderTokenQuerySchema,
        body: ZReceiptRequestSchema,
        response: { 202: ZReceiptRequestResultSchema },
      },
    },
    async (request, reply) => {
      reply.code(202).header('cache-control', 'no-store');
      return service.requestOrderReceipt(request.params.orderId, request.query.token, request.body, request.ip);
    },
  );
}
