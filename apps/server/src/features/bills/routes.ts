import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBillConflictResponseSchema,
  ZBillIdParamsSchema,
  ZBillLineParamsSchema,
  ZBillListQuerySchema,
  ZBillPageSchema,
  ZBillPayRequestSchema,
  ZBillPaymentParamsSchema,
  ZBillPayResponseSchema,
  ZBillQuoteRequestSchema,
  ZBillQuoteSchema,
  ZBillRefundRequestSchema,
  ZBillRefundResponseSchema,
  ZBillSchema,
  ZBillTableCodeParamsSchema,
  ZBillTokenParamsSchema,
  ZBillTokenQuerySchema,
  ZCloseBillRequestSchema,
  ZCompLineRequestSchema,
  ZOptionalIdempotencyHeadersSchema,
  ZStaffBillSchema,
  ZStaffRecordPaymentRequestSchema,
  ZStaffRecordPaymentResponseSchema,
} from '@menudelite/shared/bills/contracts';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { ZErrorResponseSchema } from '@menudelite/shared/errors';
import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import { billRoom } from '@menudelite/shared/socket/events';
import type { TDeps } from '../../deps.ts';
import { createGiftCardBillTender } from '../gift-cards/public.ts';
import { registerRefundRetry } from '../payments/public.ts';
import { BillConflictError } from './conflict.ts';
import { createDinerBills } from './diner-service.ts';
import { bodyOf, type TCachedBill } from './read-cache.ts';
import { findBillByToken } from './repository.ts';
import { billAttemptSettler } from './settler.ts';
import { createBillRefunds } from './refund-service.ts';
import { BILL_REFUND_RETRY_JOB, billRefundSource } from './refund-source.ts';
import { createStaffBills } from './staff-service.ts';
import { setDefaultTipSource, type TDefaultTipSource } from './tips-default.ts';

const PUBLIC = { tags: ['bills'] };
const STAFF = { tags: ['bills'], security: [{ bearer: [] }] };
const CONFLICT = ZBillConflictResponseSchema.or(ZErrorResponseSchema);
/**
 * A diner's bill: the bytes serialized once per version (reader.ts), ZBillSchema's own encoding, so
 * the serializer is skipped. A bill changes with every payment: never stored by the browser.
 */
const sendBill = (reply: FastifyReply, entry: TCachedBill) =>
  reply
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(bodyOf(entry) as unknown as TBill);

/** 409 BILL_CHANGED / BILL_CLOSED answer with the bill as it is now (docs/api/bills.md); other errors go to the app's handler. */
async function answering<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof BillConflictError)) throw error;
    return reply
      .status(409)
      .send({ error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }, bill: error.bill });
  }
}

/** The table bill (issue 9 section 3): diners by token or table code, staff by the venue's token; plus the bill room of the socket. */
export async function billRoutes(app: FastifyInstance, { deps, defaultTip }: { deps: TDeps; defaultTip?: TDefaultTipSource }) {
  const d = { db: deps.db, payments: deps.payments, jobs: deps.jobs, realtime: app.realtime, rateLimiter: deps.rateLimiter, log: app.log };
  // New card payments per client address: the anonymous-order limit (ORDER_RATE_LIMIT_PER_IP a minute), as card testers try stolen numbers on public card forms.
  const perIp = { name: 'bill-pay-ip', limit: deps.config.ORDER_RATE_LIMIT_PER_IP, windowMs: 60_000 };
  const giftCards = createGiftCardBillTender(deps);
  const diners = createDinerBills({ ...d, admit: (trx, ip) => deps.rateLimiter.consume(perIp, [ip], trx), giftCards });
  const staff = createStaffBills(d);
  const refunds = createBillRefunds({ ...d, giftCards });
  if (defaultTip) setDefaultTipSource(deps.db, defaultTip);
  // Stripe's webhook and the reconciliation job settle 'bill' attempts through the same code as the request.
  deps.paymentSettlers.bill = billAttemptSettler(d);
  // Refunds the provider did not answer are asked again every minute (payments' shared loop).
  registerRefundRetry(deps.jobs, { db: deps.db, provider: deps.payments }, { kind: BILL_REFUND_RETRY_JOB, name: 'bills-refunds', source: billRefundSource(d) });

  // Diners follow a bill live: its token admits a socket to the bill's room (billUpdated).
  app.realtime.io.on('connection', (socket) => {
    socket.on('joinBill', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const token = typeof payload?.token === 'string' ? payload.token : '';
      const bill = token.length >= 16 && token.length <= 128 ? await findBillByToken(deps.db, token) : undefined;
      if (!bill) return ack({ ok: false, error: 'NOT_FOUND' });
      await socket.join(billRoom(bill.id));
      ack({ ok: true, billId: bill.id });
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/public/bills/:token',
    { schema: { ...PUBLIC, params: ZBillTokenParamsSchema, querystring: ZBillTokenQuerySchema, response: { 200: ZBillSchema } } },
    async (request, reply) => sendBill(reply, await diners.read(request.params.token, request.query.tableCode)),
  );
  r.get(
    '/api/public/tables/:code/bill',
    { schema: { ...PUBLIC, params: ZBillTableCodeParamsSchema, response: { 200: ZBillSchema } } },
    async (request, reply) => sendBill(reply, await diners.ofTable(request.params.code)),
  );
  r.post(
    '/api/public/bills/:token/quote',
    {
      schema: {
        ...PUBLIC,
        params: ZBillTokenParamsSchema,
        querystring: ZBillTokenQuerySchema,
        body: ZBillQuoteRequestSchema,
        response: { 200: ZBillQuoteSchema, 409: CONFLICT },
      },
    },
    async (request, reply) => answering(reply, () => diners.quote(request.params.token, request.query.tableCode, request.body)),
  );
  r.post(
    '/api/public/bills/:token/payments',
    {
      schema: {
        ...PUBLIC,
        params: ZBillTokenParamsSchema,
        querystring: ZBillTokenQuerySchema,
        headers: ZIdempotencyHeadersSchema,
        body: ZBillPayRequestSchema,
        response: { 200: ZBillPayResponseSchema, 201: ZBillPayResponseSchema, 409: CONFLICT },
      },
    },
    async (request, reply) =>
      answering(reply, async () => {
        const result = await diners.pay(request.params.token, request.query.tableCode, request.headers['idempotency-key'], request.body, request.ip);
        return reply.status(result.created ? 201 : 200).send(result.response);
      }),
  );

  await app.register(async (venue) => {
    const s = venue.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get('/api/restaurant/bills', { schema: { ...STAFF, querystring: ZBillListQuerySchema, response: { 200: ZBillPageSchema } } }, async (request) =>
      staff.list(request.actor, request.query),
    );
    s.get('/api/restaurant/bills/:id', { schema: { ...STAFF, params: ZBillIdParamsSchema, response: { 200: ZStaffBillSchema } } }, async (request) =>
      staff.get(request.actor, request.params.id),
    );
    s.post(
      '/api/restaurant/bills/:id/payments',
      {
        schema: {
          ...STAFF,
          params: ZBillIdParamsSchema,
          headers: ZIdempotencyHeadersSchema,
          body: ZStaffRecordPaymentRequestSchema,
          response: { 200: ZStaffRecordPaymentResponseSchema, 201: ZStaffRecordPaymentResponseSchema, 409: CONFLICT },
        },
      },
      async (request, reply) =>
        answering(reply, async () => {
          const result = await staff.recordPayment(request.actor, request.params.id, request.headers['idempotency-key'], request.body);
          return reply.status(result.created ? 201 : 200).send(result.response);
        }),
    );
    s.post(
      '/api/restaurant/bills/:id/payments/:paymentId/refunds',
      {
        schema: {
          ...STAFF,
          params: ZBillPaymentParamsSchema,
          headers: ZOptionalIdempotencyHeadersSchema,
          body: ZBillRefundRequestSchema,
          response: { 200: ZBillRefundResponseSchema, 201: ZBillRefundResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await refunds.refund(request.actor, request.params.id, request.params.paymentId, request.body, request.headers['idempotency-key']);
        return reply.status(result.created ? 201 : 200).send(result.response);
      },
    );
    s.post(
      '/api/restaurant/bills/:id/lines/:lineId/comp',
      {
        schema: { ...STAFF, params: ZBillLineParamsSchema, body: ZCompLineRequestSchema, response: { 200: ZStaffBillSchema, 409: CONFLICT } },
      },
      async (request, reply) => answering(reply, () => staff.compLine(request.actor, request.params.id, request.params.lineId, request.body)),
    );
    s.post(
      '/api/restaurant/bills/:id/close',
      {
        schema: { ...STAFF, params: ZBillIdParamsSchema, body: ZCloseBillRequestSchema, response: { 200: ZStaffBillSchema, 409: CONFLICT } },
      },
      async (request, reply) => answering(reply, () => staff.close(request.actor, request.params.id, request.body)),
    );
  });
}
