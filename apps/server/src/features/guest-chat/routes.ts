import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAssignChatThreadSchema,
  ZChatMessagePageSchema,
  ZChatMessageSchema,
  ZChatMessagesQuerySchema,
  ZChatReadResultSchema,
  ZChatThreadListQuerySchema,
  ZChatThreadPageSchema,
  ZChatThreadParamsSchema,
  ZChatThreadSchema,
  ZGuestChatSchema,
  ZOpenChatThreadSchema,
  ZSendChatMessageSchema,
} from '@menudelite/shared/guest-chat/contracts';
import type { TDeps } from '../../deps.ts';
import { registerGuestChatJobs } from './email-job.ts';
import { createGuestChatService } from './service.ts';
import type { TStayPort } from './stay-port.ts';

const PUBLIC_DOCS = { tags: ['guest-chat'] };
const STAFF_DOCS = { tags: ['guest-chat'], security: [{ bearer: [] }] };
const GUEST_HEADERS = z.object({ 'x-guest-token': z.string().max(500).optional(), 'idempotency-key': z.string().min(1).max(64).optional() });
const STAFF_HEADERS = z.object({ 'idempotency-key': z.string().min(1).max(64).optional() });
const ZAssigneesSchema = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });

/** Hotel guest chat (docs/api/guest-chat.md): the guest's side by X-Guest-Token, the staff inbox by guests.serve. */
export async function guestChatRoutes(
  app: FastifyInstance,
  { deps, stays, unreadEmailDelayMs }: { deps: TDeps; stays: TStayPort; unreadEmailDelayMs?: number },
) {
  const service = createGuestChatService({
    db: deps.db,
    realtime: app.realtime,
    jobs: deps.jobs,
    stays,
    ...(unreadEmailDelayMs ? { unreadEmailDelayMs } : {}),
  });
  registerGuestChatJobs(deps.jobs, { db: deps.db, mailer: deps.mailer, stays, publicUrl: deps.config.publicUrl });

  const open = app.withTypeProvider<ZodTypeProvider>();
  open.get(
    '/api/public/guest/chat',
    {
      schema: { ...PUBLIC_DOCS, headers: GUEST_HEADERS, querystring: ZChatMessagesQuerySchema, response: { 200: ZGuestChatSchema } },
      config: { permission: 'public' },
    },
    async (request) => service.guest.view(request.headers['x-guest-token'], request.query),
  );
  open.post(
    '/api/public/guest/chat/messages',
    {
      schema: { ...PUBLIC_DOCS, headers: GUEST_HEADERS, body: ZSendChatMessageSchema, response: { 200: ZChatMessageSchema, 201: ZChatMessageSchema } },
      config: { permission: 'public' },
    },
    async (request, reply) => {
      const result = await service.guest.send(request.headers['x-guest-token'], request.body, request.headers['idempotency-key']);
      return reply.status(result.created ? 201 : 200).send(result.message);
    },
  );
  open.post(
    '/api/public/guest/chat/read',
    { schema: { ...PUBLIC_DOCS, headers: GUEST_HEADERS, response: { 200: ZChatReadResultSchema } }, config: { permission: 'public' } },
    async (request) => service.guest.read(request.headers['x-guest-token']),
  );

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    const config = { permission: 'guests.serve' } as const;
    s.get(
      '/api/chat/threads',
      { schema: { ...STAFF_DOCS, querystring: ZChatThreadListQuerySchema, response: { 200: ZChatThreadPageSchema } }, config },
      async (request) => service.staff.list(request.actor, request.query),
    );
    s.post('/api/chat/threads', { schema: { ...STAFF_DOCS, body: ZOpenChatThreadSchema, response: { 200: ZChatThreadSchema } }, config }, async (request) =>
      service.staff.open(request.actor, request.body.stayId),
    );
    s.get('/api/chat/assignees', { schema: { ...STAFF_DOCS, response: { 200: ZAssigneesSchema } }, config }, async (request) =>
      service.staff.assignees(request.actor),
    );
    s.get(
      '/api/chat/threads/:id',
      { schema: { ...STAFF_DOCS, params: ZChatThreadParamsSchema, response: { 200: ZChatThreadSchema } }, config },
      async (request) => service.staff.thread(request.actor, request.params.id),
    );
    s.get(
      '/api/chat/threads/:id/messages',
      { schema: { ...STAFF_DOCS, params: ZChatThreadParamsSchema, querystring: ZChatMessagesQuerySchema, response: { 200: ZChatMessagePageSchema } }, config },
      async (request) => service.staff.messages(request.actor, request.params.id, request.query),
    );
    s.post(
      '/api/chat/threads/:id/messages',
      {
        schema: {
          ...STAFF_DOCS,
          headers: STAFF_HEADERS,
          params: ZChatThreadParamsSchema,
          body: ZSendChatMessageSchema,
          response: { 200: ZChatMessageSchema, 201: ZChatMessageSchema },
        },
        config,
      },
      async (request, reply) => {
        const result = await service.staff.send(request.actor, request.params.id, request.body, request.headers['idempotency-key']);
        return reply.status(result.created ? 201 : 200).send(result.message);
      },
    );
    s.post(
      '/api/chat/threads/:id/read',
      { schema: { ...STAFF_DOCS, params: ZChatThreadParamsSchema, response: { 200: ZChatReadResultSchema } }, config },
      async (request) => service.staff.read(request.actor, request.params.id),
    );
    s.patch(
      '/api/chat/threads/:id/assign',
      { schema: { ...STAFF_DOCS, params: ZChatThreadParamsSchema, body: ZAssignChatThreadSchema, response: { 200: ZChatThreadSchema } }, config },
      async (request) => service.staff.assign(request.actor, request.params.id, request.body),
    );
  });
}
