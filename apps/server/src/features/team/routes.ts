import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAuthSessionSchema } from '@menudelite/shared/auth/contracts';
import { ZIdParamsSchema } from '@menudelite/shared/menu/common';
import {
  ZAuditPageSchema,
  ZAuditQuerySchema,
  ZCustomRoleInputSchema,
  ZCustomRoleSchema,
  ZCustomRoleUpdateSchema,
  ZInviteAcceptSchema,
  ZInviteCreateSchema,
  ZInviteListSchema,
  ZInvitePreviewRequestSchema,
  ZInvitePreviewSchema,
  ZInviteSchema,
  ZManagerApprovalRequestSchema,
  ZManagerApprovalSchema,
  ZMemberListQuerySchema,
  ZMemberPageSchema,
  ZMemberUpdateSchema,
  ZMyVenueListSchema,
  ZOwnershipTransferSchema,
  ZOwnPinSchema,
  ZPinMemberCreateSchema,
  ZRoleListSchema,
  ZTeamMemberSchema,
  ZTeamMeSchema,
  ZVenueSwitchSchema,
} from '@menudelite/shared/team/contracts';
import { START_SCREENS } from '@menudelite/shared/team/permissions';
import type { TDeps } from '../../deps.ts';
import type { TActorOrigin } from '../../lib/access-tokens.ts';
import { createSessions, setRefreshCookie } from '../auth/public.ts';
import { checkManagerPin } from './approval.ts';
import { listAudit } from './audit.ts';
import { createInvitesService } from './invites-service.ts';
import { createMembersService } from './members-service.ts';
import { createRolesService } from './roles-service.ts';
import { createVenuesService } from './venues-service.ts';

const DOCS = { tags: ['team'], security: [{ bearer: [] }] };
const PUBLIC_DOCS = { tags: ['team'] };
const ZAcceptedSchema = ZAuthSessionSchema.extend({ startScreen: z.enum(START_SCREENS) });

function anonymousOrigin(request: FastifyRequest): TActorOrigin {
  const ua = request.headers['user-agent'];
  return { deviceId: null, userAgent: typeof ua === 'string' ? ua.slice(0, 300) : null, ip: request.ip, managerPin: null };
}

/** The staff team (docs/api/team.md). Each route declares its permission; services check it again first. */
export async function teamRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const ctx = { deps, realtime: app.realtime };
  const sessions = createSessions(deps, app.realtime);
  const members = createMembersService(ctx);
  const invites = createInvitesService(ctx, sessions);
  const roles = createRolesService(deps);
  const venues = createVenuesService(deps, sessions);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = app.authenticate;

  // Answers carrying access tokens (accept, switch) and team data are never cached.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  r.get('/api/team/me', { onRequest, config: { permission: 'member' }, schema: { ...DOCS, response: { 200: ZTeamMeSchema } } }, async (request) =>
    members.me(request.actor),
  );
  r.put('/api/team/me/pin', { onRequest, config: { permission: 'member' }, schema: { ...DOCS, body: ZOwnPinSchema } }, async (request, reply) => {
    await members.setOwnPin(request.actor, request.body.pin);
    return reply.status(204).send();
  });

  r.get(
    '/api/team/members',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, querystring: ZMemberListQuerySchema, response: { 200: ZMemberPageSchema } } },
    async (request) => members.list(request.actor, request.query),
  );
  r.post(
    '/api/team/members',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, body: ZPinMemberCreateSchema, response: { 201: ZTeamMemberSchema } } },
    async (request, reply) => reply.status(201).send(await members.createPinMember(request.actor, request.body)),
  );
  r.get(
    '/api/team/members/:id',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZTeamMemberSchema } } },
    async (request) => members.get(request.actor, request.params.id),
  );
  r.patch(
    '/api/team/members/:id',
    {
      onRequest,
      config: { permission: 'users.manage' },
      schema: { ...DOCS, params: ZIdParamsSchema, body: ZMemberUpdateSchema, response: { 200: ZTeamMemberSchema } },
    },
    async (request) => members.update(request.actor, request.params.id, request.body),
  );
  r.post(
    '/api/team/members/:id/suspend',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZTeamMemberSchema } } },
    async (request) => members.suspend(request.actor, request.params.id),
  );
  r.post(
    '/api/team/members/:id/reactivate',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, params: ZIdParamsSchema, response: { 200: ZTeamMemberSchema } } },
    async (request) => members.reactivate(request.actor, request.params.id),
  );
  r.delete(
    '/api/team/members/:id',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, params: ZIdParamsSchema } },
    async (request, reply) => {
      await members.remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/team/ownership/transfer',
    { onRequest, config: { permission: 'ownership.manage' }, schema: { ...DOCS, body: ZOwnershipTransferSchema, response: { 200: ZTeamMemberSchema } } },
    async (request) => members.transferOwnership(request.actor, request.body.memberId),
  );

  r.get(
    '/api/team/invites',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, response: { 200: ZInviteListSchema } } },
    async (request) => ({
      items: await invites.list(request.actor),
    }),
  );
  r.post(
    '/api/team/invites',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, body: ZInviteCreateSchema, response: { 201: ZInviteSchema } } },
    async (request, reply) => reply.status(201).send(await invites.create(request.actor, request.body)),
  );
  r.delete(
    '/api/team/invites/:id',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, params: ZIdParamsSchema } },
    async (request, reply) => {
      await invites.revoke(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/team/invites/preview',
    { config: { permission: 'public' }, schema: { ...PUBLIC_DOCS, body: ZInvitePreviewRequestSchema, response: { 200: ZInvitePreviewSchema } } },
    async (request) => invites.preview(request.body.token, request.ip),
  );
  r.post(
    '/api/team/invites/accept',
    {
      onRequest: app.optionalAuthenticate,
      config: { permission: 'public' },
      schema: { ...PUBLIC_DOCS, body: ZInviteAcceptSchema, response: { 200: ZAcceptedSchema } },
    },
    async (request, reply) => {
      const { session, refreshToken, startScreen } = await invites.accept(request.body, request.actor, request.actor?.origin ?? anonymousOrigin(request));
      setRefreshCookie(reply, refreshToken, deps.config.COOKIE_SECURE);
      return { ...session, startScreen };
    },
  );

  r.get('/api/team/roles', { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, response: { 200: ZRoleListSchema } } }, async (request) =>
    roles.list(request.actor),
  );
  r.post(
    '/api/team/roles',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, body: ZCustomRoleInputSchema, response: { 201: ZCustomRoleSchema } } },
    async (request, reply) => reply.status(201).send(await roles.create(request.actor, request.body)),
  );
  r.patch(
    '/api/team/roles/:id',
    {
      onRequest,
      config: { permission: 'users.manage' },
      schema: { ...DOCS, params: ZIdParamsSchema, body: ZCustomRoleUpdateSchema, response: { 200: ZCustomRoleSchema } },
    },
    async (request) => roles.update(request.actor, request.params.id, request.body),
  );
  r.delete(
    '/api/team/roles/:id',
    { onRequest, config: { permission: 'users.manage' }, schema: { ...DOCS, params: ZIdParamsSchema } },
    async (request, reply) => {
      await roles.remove(request.actor, request.params.id);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/team/manager-approval',
    { onRequest, config: { permission: 'orders.view' }, schema: { ...DOCS, body: ZManagerApprovalRequestSchema, response: { 200: ZManagerApprovalSchema } } },
    async (request) => ({ approvedBy: await checkManagerPin(deps, request.actor, request.body.permission, request.body.pin) }),
  );

  r.get(
    '/api/team/audit',
    { onRequest, config: { permission: 'audit.view' }, schema: { ...DOCS, querystring: ZAuditQuerySchema, response: { 200: ZAuditPageSchema } } },
    async (request) => listAudit(deps.db, request.actor, request.query),
  );

  r.get(
    '/api/team/venues',
    { onRequest, config: { permission: 'authenticated' }, schema: { ...DOCS, response: { 200: ZMyVenueListSchema } } },
    async (request) => ({
      items: await venues.list(request.actor),
    }),
  );
  r.post(
    '/api/team/venues/switch',
    { onRequest, config: { permission: 'authenticated' }, schema: { ...DOCS, body: ZVenueSwitchSchema, response: { 200: ZAuthSessionSchema } } },
    async (request) => venues.switchTo(request.actor, request.body.venueId),
  );
}
