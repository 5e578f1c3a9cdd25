import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZCheckInSchema,
  ZCheckOutResultSchema,
  ZGuestSessionRequestSchema,
  ZGuestSessionSchema,
  ZGuestStaySchema,
  ZHotelParamsSchema,
  ZHotelRoomListQuerySchema,
  ZHotelRoomPageSchema,
  ZHotelRoomSchema,
  ZStayListQuerySchema,
  ZStayPageSchema,
  ZStaySchema,
} from '@menudelite/shared/hotel/contracts';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import { stayRoom } from '@menudelite/shared/socket/events';
import type { TDeps } from '../../deps.ts';
import { createGuestSessions, resolveGuestSession } from './guest-service.ts';
import type { TCheckOutHook } from './hooks.ts';
import { guestOf, guestSessionPreHandler } from './guest-auth.ts';
import { createStaysService } from './service.ts';

const PUBLIC = { tags: ['hotel'] };
const GUEST = { tags: ['hotel'], security: [{ guestToken: [] }] };
const STAFF = { tags: ['hotel'], security: [{ bearer: [] }] };

/** An SVG sheet to print, never cached by the browser. */
const sendSvg = (reply: FastifyReply, svg: string, name: string) =>
  reply.type('image/svg+xml; charset=utf-8').header('cache-control', 'private, no-store').header('content-disposition', `inline; filename="${name}"`).send(svg);

/**
 * Hotel stays and guest sessions (docs/api/hotel.md): the rooms screen, check-in and check-out for
 * staff (guests.serve); guests come in with the room's QR code or room number plus last name and
 * follow their stay on the socket (joinStay).
 */
export async function stayRoutes(app: FastifyInstance, { deps, onCheckOut }: { deps: TDeps; onCheckOut?: readonly TCheckOutHook[] }) {
  const staff = createStaysService({ db: deps.db, realtime: app.realtime, publicUrl: deps.config.publicUrl, onCheckOut, log: app.log });
  // Per client address, as generous as sign-in's limit allows (20 a minute at least): guessing codes or last names stays slow.
  const guests = createGuestSessions({ db: deps.db, rateLimiter: deps.rateLimiter, perIpPerMinute: Math.max(20, deps.config.AUTH_RATE_LIMIT) });
  const guestOnly = guestSessionPreHandler(deps.db);

  // A guest's app follows its stay: the guest token admits the socket to stay:<stayId>.
  app.realtime.io.on('connection', (socket) => {
    socket.on('joinStay', async (payload, ack) => {
      if (typeof ack !== 'function') return;
      const token = typeof payload?.token === 'string' ? payload.token : '';
      const guest = await resolveGuestSession(deps.db, token).catch(() => null);
      if (!guest) return ack({ ok: false, error: 'NOT_FOUND' });
      await socket.join(stayRoom(guest.stayId));
      ack({ ok: true, stayId: guest.stayId });
    });
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/public/hotels/:restaurantId/guest-sessions',
    {
      schema: { ...PUBLIC, params: ZHotelParamsSchema, body: ZGuestSessionRequestSchema, response: { 201: ZGuestSessionSchema } },
      config: { permission: 'public' },
    },
    async (request, reply) => reply.status(201).send(await guests.open(request.params.restaurantId, request.body, request.ip)),
  );
  r.get(
    '/api/public/guest/session',
    { schema: { ...GUEST, response: { 200: ZGuestStaySchema } }, config: { permission: 'public' }, preHandler: guestOnly },
    async (request) => guests.current(guestOf(request)),
  );
  r.delete('/api/public/guest/session', { schema: { ...GUEST }, config: { permission: 'public' }, preHandler: guestOnly }, async (request, reply) => {
    await guests.end(guestOf(request));
    return reply.status(204).send();
  });

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get(
      '/api/hotel/rooms',
      { schema: { ...STAFF, querystring: ZHotelRoomListQuerySchema, response: { 200: ZHotelRoomPageSchema } }, config: { permission: 'guests.serve' } },
      async (request) => staff.rooms(request.actor, request.query),
    );
    s.get(
      '/api/hotel/rooms/qr-sheet.svg',
      { schema: { ...STAFF, produces: ['image/svg+xml'] }, config: { permission: ['venue.setup', 'guests.serve'] } },
      async (request, reply) => sendSvg(reply, await staff.qrSheet(request.actor), 'room-qr-codes.svg'),
    );
    s.get(
      '/api/hotel/rooms/:id/qr.svg',
      { schema: { ...STAFF, params: ZIdParamsSchema, produces: ['image/svg+xml'] }, config: { permission: ['venue.setup', 'guests.serve'] } },
      async (request, reply) => sendSvg(reply, await staff.qrSheet(request.actor, request.params.id), 'room-qr-code.svg'),
    );
    s.post(
      '/api/hotel/rooms/:id/code',
      { schema: { ...STAFF, params: ZIdParamsSchema, response: { 200: ZHotelRoomSchema } }, config: { permission: 'venue.setup' } },
      async (request) => staff.newRoomCode(request.actor, request.params.id),
    );
    s.get(
      '/api/stays',
      { schema: { ...STAFF, querystring: ZStayListQuerySchema, response: { 200: ZStayPageSchema } }, config: { permission: 'guests.serve' } },
      async (request) => staff.list(request.actor, request.query),
    );
    s.post(
      '/api/stays',
      { schema: { ...STAFF, body: ZCheckInSchema, response: { 201: ZStaySchema } }, config: { permission: 'guests.serve' } },
      async (request, reply) => reply.status(201).send(await staff.checkIn(request.actor, request.body)),
    );
    s.get(
      '/api/stays/:id',
      { schema: { ...STAFF, params: ZIdParamsSchema, response: { 200: ZStaySchema } }, config: { permission: 'guests.serve' } },
      async (request) => staff.get(request.actor, request.params.id),
    );
    s.post(
      '/api/stays/:id/check-out',
      { schema: { ...STAFF, params: ZIdParamsSchema, response: { 200: ZCheckOutResultSchema } }, config: { permission: 'guests.serve' } },
      async (request) => staff.checkOut(request.actor, request.params.id),
    );
  });
}
