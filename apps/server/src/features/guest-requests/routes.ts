import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAmenityCreateSchema,
  ZAmenityListSchema,
  ZAmenitySchema,
  ZAmenityUpdateSchema,
  ZGuestRequestCreateSchema,
  ZGuestRequestListQuerySchema,
  ZGuestRequestPageSchema,
  ZGuestRequestSchema,
  ZRequestStatusUpdateSchema,
  ZStaffRequestListQuerySchema,
} from '@menudelite/shared/hotel/contracts';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import type { TDeps } from '../../deps.ts';
import { guestOf, guestSessionPreHandler } from '../stays/public.ts';
import { toAmenity } from './mapper.ts';
import { createAmenityCatalogue } from './catalogue-service.ts';
import { registerGuestRequestJobs } from './jobs.ts';
import { listAmenities } from './repository.ts';
import { createGuestRequests } from './service.ts';

const GUEST = { tags: ['hotel'], security: [{ guestToken: [] }] };
const STAFF = { tags: ['hotel'], security: [{ bearer: [] }] };
const EDIT = ['venue.setup', 'settings.change'] as const;

/** A stay sends at most this many requests in 10 minutes (a stuck button or a script, not a guest): then 429. */
export const GUEST_REQUESTS_PER_STAY = { name: 'guest-requests-stay', limit: 30, windowMs: 10 * 60_000 };

/** The hotel's minute under the end-to-end test hook (TEST_HOTEL_MINUTE_MS); never in production. */
export function hotelMinuteMs(deps: TDeps): number | undefined {
  return deps.config.NODE_ENV === 'production' ? undefined : deps.config.TEST_HOTEL_MINUTE_MS;
}

/** Amenity catalogue and guest requests (docs/api/hotel.md): guests with X-Guest-Token, staff with guests.serve. */
export async function guestRequestRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const minuteMs = hotelMinuteMs(deps);
  const base = { db: deps.db, realtime: app.realtime, log: app.log, ...(minuteMs ? { minuteMs } : {}) };
  registerGuestRequestJobs(deps.jobs, { ...base, mailer: deps.mailer });
  const requests = createGuestRequests({
    ...base,
    jobs: deps.jobs,
    admit: (trx, stayId) => deps.rateLimiter.consume(GUEST_REQUESTS_PER_STAY, [stayId], trx),
  });
  const catalogue = createAmenityCatalogue({ db: deps.db });
  const guestOnly = guestSessionPreHandler(deps.db);

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/public/guest/amenities',
    { schema: { ...GUEST, response: { 200: ZAmenityListSchema } }, config: { permission: 'public' }, preHandler: guestOnly },
    async (request) => ({ items: (await listAmenities(deps.db, guestOf(request).restaurantId, true)).map(toAmenity) }),
  );
  r.get(
    '/api/public/guest/requests',
    {
      schema: { ...GUEST, querystring: ZGuestRequestListQuerySchema, response: { 200: ZGuestRequestPageSchema } },
      config: { permission: 'public' },
      preHandler: guestOnly,
    },
    async (request) => requests.listForGuest(guestOf(request), request.query),
  );
  r.post(
    '/api/public/guest/requests',
    { schema: { ...GUEST, body: ZGuestRequestCreateSchema, response: { 201: ZGuestRequestSchema } }, config: { permission: 'public' }, preHandler: guestOnly },
    async (request, reply) => reply.status(201).send(await requests.create(guestOf(request), request.body)),
  );
  r.post(
    '/api/public/guest/requests/:id/cancel',
    { schema: { ...GUEST, params: ZIdParamsSchema, response: { 200: ZGuestRequestSchema } }, config: { permission: 'public' }, preHandler: guestOnly },
    async (request) => requests.cancelByGuest(guestOf(request), request.params.id),
  );

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get(
      '/api/amenities',
      { schema: { ...STAFF, response: { 200: ZAmenityListSchema } }, config: { permission: ['guests.serve', ...EDIT] } },
      async (request) => ({ items: await catalogue.list(request.actor) }),
    );
    s.post(
      '/api/amenities',
      { schema: { ...STAFF, body: ZAmenityCreateSchema, response: { 201: ZAmenitySchema } }, config: { permission: EDIT } },
      async (request, reply) => reply.status(201).send(await catalogue.create(request.actor, request.body)),
    );
    s.patch(
      '/api/amenities/:id',
      { schema: { ...STAFF, params: ZIdParamsSchema, body: ZAmenityUpdateSchema, response: { 200: ZAmenitySchema } }, config: { permission: EDIT } },
      async (request) => catalogue.update(request.actor, request.params.id, request.body),
    );
    s.delete('/api/amenities/:id', { schema: { ...STAFF, params: ZIdParamsSchema }, config: { permission: EDIT } }, async (request, reply) => {
      await catalogue.remove(request.actor, request.params.id);
      return reply.status(204).send();
    });
    s.get(
      '/api/guest-requests',
      { schema: { ...STAFF, querystring: ZStaffRequestListQuerySchema, response: { 200: ZGuestRequestPageSchema } }, config: { permission: 'guests.serve' } },
      async (request) => requests.list(request.actor, request.query),
    );
    s.get(
      '/api/guest-requests/:id',
      { schema: { ...STAFF, params: ZIdParamsSchema, response: { 200: ZGuestRequestSchema } }, config: { permission: 'guests.serve' } },
      async (request) => requests.get(request.actor, request.params.id),
    );
    s.patch(
      '/api/guest-requests/:id/status',
      {
        schema: { ...STAFF, params: ZIdParamsSchema, body: ZRequestStatusUpdateSchema, response: { 200: ZGuestRequestSchema } },
        config: { permission: 'guests.serve' },
      },
      async (request) => requests.setStatus(request.actor, request.params.id, request.body),
    );
  });
}
