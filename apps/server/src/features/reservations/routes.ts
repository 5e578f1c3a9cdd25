import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponseSchema } from '@menudelite/shared/errors';
import { ZIdempotencyHeadersSchema } from '@menudelite/shared/orders/checkout';
import {
  ZAcceptingRequestSchema,
  ZAcceptingResponseSchema,
  ZAvailabilityQuerySchema,
  ZAvailabilitySchema,
  ZBookRequestSchema,
  ZBookResponseSchema,
  ZClosedDateListQuerySchema,
  ZClosedDatePageSchema,
  ZClosedDateRequestSchema,
  ZClosedDateSchema,
  ZGuestChangeRequestSchema,
  ZGuestHistoryQuerySchema,
  ZGuestHistorySchema,
  ZHoldRequestSchema,
  ZHoldResponseSchema,
  ZIdParamsSchema,
  ZManageTokenQuerySchema,
  ZPublicReservationSchema,
  ZReservationDayQuerySchema,
  ZReservationDaySchema,
  ZReservationIdParamsSchema,
  ZReservationListQuerySchema,
  ZReservationPageSchema,
  ZReservationSchema,
  ZReservationSettingsSchema,
  ZReservationSettingsViewSchema,
  ZRestaurantIdParamsSchema,
  ZSlotTakenResponseSchema,
  ZStaffCreateRequestSchema,
  ZStatusRequestSchema,
  ZTableCombinationPageSchema,
  ZTableCombinationRequestSchema,
  ZTableCombinationSchema,
  ZTableRequestSchema,
} from '@menudelite/shared/reservations/contracts';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import type { TDeps } from '../../deps.ts';
import { SlotConflictError } from './booking.ts';
import { NO_HOOKS, type TReservationHooks } from './hooks.ts';
import { registerReservationJobs } from './jobs.ts';
import { createPublicReservations } from './public-service.ts';
import { createStaffReservations } from './staff-service.ts';
import { createReservationTokens } from './tokens.ts';

const PUBLIC = { tags: ['reservations'] };
const STAFF = { tags: ['reservations'], security: [{ bearer: [] }] };
const CONFLICT = ZSlotTakenResponseSchema.or(ZErrorResponseSchema);
const open = { permission: 'public' } as const;
const staff = { permission: 'reservations.manage' } as const;
const now = () => new Date();

/** 409 SLOT_TAKEN answers with the day's slots as they are now (docs/api/reservations.md); other errors go to the app's handler. */
async function answering<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SlotConflictError)) throw error;
    return reply
      .status(409)
      .send({ error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) }, availability: error.availability });
  }
}

/** Table reservations (issue 10 section 1): the guest's booking flow without an account, and front of house's reservation book. */
export async function reservationRoutes(app: FastifyInstance, { deps, hooks = NO_HOOKS }: { deps: TDeps; hooks?: TReservationHooks }) {
  const tokens = createReservationTokens(deps.config);
  const base = { db: deps.db, tokens, hooks, realtime: app.realtime, now };
  const guests = createPublicReservations({ ...base, rateLimiter: deps.rateLimiter, holdsPerIpPerMinute: deps.config.ORDER_RATE_LIMIT_PER_IP });
  const book = createStaffReservations(base);
  registerReservationJobs(deps.jobs, deps.db);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const venue = '/api/public/restaurants/:restaurantId/reservations';
  r.get(
    `${venue}/availability`,
    { schema: { ...PUBLIC, params: ZRestaurantIdParamsSchema, querystring: ZAvailabilityQuerySchema, response: { 200: ZAvailabilitySchema } }, config: open },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return guests.availability(request.params.restaurantId, request.query);
    },
  );
  r.post(
    `${venue}/holds`,
    {
      schema: { ...PUBLIC, params: ZRestaurantIdParamsSchema, body: ZHoldRequestSchema, response: { 201: ZHoldResponseSchema, 409: CONFLICT } },
      config: open,
    },
    async (request, reply) => answering(reply, async () => reply.status(201).send(await guests.hold(request.params.restaurantId, request.body, request.ip))),
  );
  r.post(
    venue,
    {
      schema: {
        ...PUBLIC,
        params: ZRestaurantIdParamsSchema,
        headers: ZIdempotencyHeadersSchema,
        body: ZBookRequestSchema,
        response: { 200: ZBookResponseSchema, 201: ZBookResponseSchema, 409: CONFLICT },
      },
      config: open,
    },
    async (request, reply) =>
      answering(reply, async () => {
        const result = await guests.book(request.params.restaurantId, request.headers['idempotency-key'], request.body);
        return reply.status(result.kind === 'created' ? 201 : 200).send(result.response);
      }),
  );

  const manage = '/api/public/reservations/:reservationId';
  const manageSchema = { ...PUBLIC, params: ZReservationIdParamsSchema, querystring: ZManageTokenQuerySchema };
  r.get(manage, { schema: { ...manageSchema, response: { 200: ZPublicReservationSchema } }, config: open }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return guests.read(request.params.reservationId, request.query.token);
  });
  r.patch(
    manage,
    { schema: { ...manageSchema, body: ZGuestChangeRequestSchema, response: { 200: ZPublicReservationSchema, 409: CONFLICT } }, config: open },
    async (request, reply) => answering(reply, () => guests.change(request.params.reservationId, request.query.token, request.body)),
  );
  r.post(`${manage}/cancel`, { schema: { ...manageSchema, response: { 200: ZPublicReservationSchema } }, config: open }, async (request) =>
    guests.cancel(request.params.reservationId, request.query.token),
  );
  r.post(`${manage}/confirm`, { schema: { ...manageSchema, response: { 200: ZPublicReservationSchema } }, config: open }, async (request) =>
    guests.confirm(request.params.reservationId, request.query.token),
  );

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
    });
    s.get(
      '/api/reservations',
      { schema: { ...STAFF, querystring: ZReservationListQuerySchema, response: { 200: ZReservationPageSchema } }, config: staff },
      async (request) => book.list(request.actor, request.query),
    );
    s.get(
      '/api/reservations/day',
      { schema: { ...STAFF, querystring: ZReservationDayQuerySchema, response: { 200: ZReservationDaySchema } }, config: staff },
      async (request) => book.day(request.actor, request.query.date),
    );
    s.get(
      '/api/reservations/guests/history',
      { schema: { ...STAFF, querystring: ZGuestHistoryQuerySchema, response: { 200: ZGuestHistorySchema } }, config: staff },
      async (request) => book.guestHistory(request.actor, request.query),
    );
    s.get('/api/reservations/settings', { schema: { ...STAFF, response: { 200: ZReservationSettingsViewSchema } }, config: staff }, async (request) =>
      book.getSettings(request.actor),
    );
    s.put(
      '/api/reservations/settings',
      { schema: { ...STAFF, body: ZReservationSettingsSchema, response: { 200: ZReservationSettingsViewSchema } }, config: staff },
      async (request) => book.putSettings(request.actor, request.body),
    );
    s.patch(
      '/api/reservations/accepting',
      { schema: { ...STAFF, body: ZAcceptingRequestSchema, response: { 200: ZAcceptingResponseSchema } }, config: staff },
      async (request) => book.setAccepting(request.actor, request.body.accepting),
    );
    s.get(
      '/api/reservations/closed-dates',
      { schema: { ...STAFF, querystring: ZClosedDateListQuerySchema, response: { 200: ZClosedDatePageSchema } }, config: staff },
      async (request) => book.listClosedDates(request.actor, request.query),
    );
    s.post(
      '/api/reservations/closed-dates',
      { schema: { ...STAFF, body: ZClosedDateRequestSchema, response: { 201: ZClosedDateSchema } }, config: staff },
      async (request, reply) => reply.status(201).send(await book.addClosedDate(request.actor, request.body)),
    );
    s.delete(
      '/api/reservations/closed-dates/:id',
      { schema: { ...STAFF, params: ZIdParamsSchema, response: { 204: z.null() } }, config: staff },
      async (request, reply) => {
        await book.deleteClosedDate(request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
    s.get(
      '/api/reservations/combinations',
      { schema: { ...STAFF, querystring: ZPageQuerySchema, response: { 200: ZTableCombinationPageSchema } }, config: staff },
      async (request) => book.listCombinations(request.actor, request.query),
    );
    s.post(
      '/api/reservations/combinations',
      { schema: { ...STAFF, body: ZTableCombinationRequestSchema, response: { 201: ZTableCombinationSchema } }, config: staff },
      async (request, reply) => reply.status(201).send(await book.addCombination(request.actor, request.body)),
    );
    s.delete(
      '/api/reservations/combinations/:id',
      { schema: { ...STAFF, params: ZIdParamsSchema, response: { 204: z.null() } }, config: staff },
      async (request, reply) => {
        await book.deleteCombination(request.actor, request.params.id);
        return reply.status(204).send(null);
      },
    );
    s.post(
      '/api/reservations',
      { schema: { ...STAFF, body: ZStaffCreateRequestSchema, response: { 201: ZReservationSchema, 409: CONFLICT } }, config: staff },
      async (request, reply) => answering(reply, async () => reply.status(201).send(await book.create(request.actor, request.body))),
    );
    s.get('/api/reservations/:id', { schema: { ...STAFF, params: ZIdParamsSchema, response: { 200: ZReservationSchema } }, config: staff }, async (request) =>
      book.get(request.actor, request.params.id),
    );
    s.patch(
      '/api/reservations/:id/status',
      { schema: { ...STAFF, params: ZIdParamsSchema, body: ZStatusRequestSchema, response: { 200: ZReservationSchema } }, config: staff },
      async (request) => book.setStatus(request.actor, request.params.id, request.body.status),
    );
    s.patch(
      '/api/reservations/:id/table',
      { schema: { ...STAFF, params: ZIdParamsSchema, body: ZTableRequestSchema, response: { 200: ZReservationSchema, 409: CONFLICT } }, config: staff },
      async (request, reply) => answering(reply, () => book.setTables(request.actor, request.params.id, request.body.tableIds)),
    );
  });
}
