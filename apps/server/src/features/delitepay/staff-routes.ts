import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreatePaymentLinkRequestSchema,
  ZDelitePaySettingsSchema,
  ZDelitePayRefundRequestSchema,
  ZDelitePayRefundResponseSchema,
  ZLinkSendRequestSchema,
  ZPaymentLinkIdParamsSchema,
  ZPaymentLinkListQuerySchema,
  ZPaymentLinkPageSchema,
  ZPaymentLinkSchema,
  ZTransactionListQuerySchema,
  ZTransactionPageSchema,
} from '@menudelite/shared/delitepay/contracts';
import type { TDeps } from '../../deps.ts';
import { createLinksService } from './links-service.ts';
import { createDelitePayRefunds } from './refunds-service.ts';
import { createDelitePaySettingsService } from './settings-service.ts';
import { createTransactionsService } from './transactions-service.ts';

const DOCS = { tags: ['delitepay'], security: [{ bearer: [] }] };
const ZRefundHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });
const params = ZPaymentLinkIdParamsSchema;

/** Staff: payment links (/delitePay) and the transactions of the payment page and links (/paymentPageTransactions). */
export async function delitePayStaffRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const links = createLinksService({ db: deps.db, gateway: deps.payments.name, mailer: deps.mailer, sms: deps.sms, publicUrl: deps.config.publicUrl });
  const transactions = createTransactionsService({ db: deps.db });
  const refund = createDelitePayRefunds({ db: deps.db, provider: deps.payments });
  const settings = createDelitePaySettingsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/restaurant/delitepay-settings', { schema: { ...DOCS, response: { 200: ZDelitePaySettingsSchema } } }, async (request) =>
    settings.get(request.actor),
  );
  r.patch(
    '/api/restaurant/delitepay-settings',
    { schema: { ...DOCS, body: ZDelitePaySettingsSchema, response: { 200: ZDelitePaySettingsSchema } } },
    async (request) => settings.set(request.actor, request.body),
  );

  r.post(
    '/api/restaurant/payment-links',
    { schema: { ...DOCS, body: ZCreatePaymentLinkRequestSchema, response: { 201: ZPaymentLinkSchema } } },
    async (request, reply) => reply.status(201).send(await links.create(request.actor, request.body)),
  );
  r.get(
    '/api/restaurant/payment-links',
    { schema: { ...DOCS, querystring: ZPaymentLinkListQuerySchema, response: { 200: ZPaymentLinkPageSchema } } },
    async (request) => links.list(request.actor, request.query),
  );
  r.get('/api/restaurant/payment-links/:id', { schema: { ...DOCS, params, response: { 200: ZPaymentLinkSchema } } }, async (request) =>
    links.get(request.actor, request.params.id),
  );
  r.post('/api/restaurant/payment-links/:id/cancel', { schema: { ...DOCS, params, response: { 200: ZPaymentLinkSchema } } }, async (request) =>
    links.cancel(request.actor, request.params.id),
  );
  r.post(
    '/api/restaurant/payment-links/:id/send',
    { schema: { ...DOCS, params, body: ZLinkSendRequestSchema, response: { 200: ZPaymentLinkSchema } } },
    async (request) => links.send(request.actor, request.params.id, request.body),
  );
  r.get('/api/restaurant/payment-links/:id/qr.svg', { schema: { ...DOCS, params, produces: ['image/svg+xml'] } }, async (request, reply) => {
    const svg = await links.qr(request.actor, request.params.id);
    return reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').send(svg);
  });

  r.get(
    '/api/restaurant/payment-page-transactions',
    { schema: { ...DOCS, querystring: ZTransactionListQuerySchema, response: { 200: ZTransactionPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return transactions.list(request.actor, request.query);
    },
  );
  r.get(
    '/api/restaurant/payment-page-transactions/export.csv',
    { schema: { ...DOCS, querystring: ZTransactionListQuerySchema, produces: ['text/csv'] } },
    async (request, reply) => {
      const { filename, stream } = await transactions.exportCsv(request.actor, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
        .send(stream);
    },
  );
  r.post(
    '/api/restaurant/payment-page-transactions/:id/refunds',
    {
      schema: {
        ...DOCS,
        params,
        headers: ZRefundHeadersSchema,
        body: ZDelitePayRefundRequestSchema,
        response: { 200: ZDelitePayRefundResponseSchema, 201: ZDelitePayRefundResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await refund(request.actor, request.params.id, request.body, request.headers['idempotency-key'])),
  );
}
