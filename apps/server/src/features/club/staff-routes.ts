import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZClubIdParamsSchema,
  ZClubMemberPageSchema,
  ZClubMemberQuerySchema,
  ZClubPlanCreateSchema,
  ZClubPlanPageSchema,
  ZClubPlanSchema,
  ZClubPlanUpdateSchema,
  ZClubSettingsSchema,
} from '@menudelite/shared/growth/club';
import { ZPageQuerySchema } from '@menudelite/shared/lib/pagination';
import type { TDeps } from '../../deps.ts';
import { createClubMembersService } from './members-service.ts';
import { createClubPlansService } from './plans-service.ts';

const DOCS = { tags: ['club'], security: [{ bearer: [] }] };
const config = { permission: 'offers.manage' as const };

/** Staff (/deliteClub): the switch, the plans and the members. Managing the club is offers.manage (owner, manager). */
export async function clubStaffRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const plans = createClubPlansService(deps.db);
  const members = createClubMembersService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/restaurant/club-settings', { config, schema: { ...DOCS, response: { 200: ZClubSettingsSchema } } }, async (request) =>
    plans.getSettings(request.actor),
  );
  r.patch(
    '/api/restaurant/club-settings',
    { config, schema: { ...DOCS, body: ZClubSettingsSchema, response: { 200: ZClubSettingsSchema } } },
    async (request) => plans.setSettings(request.actor, request.body),
  );
  r.get('/api/restaurant/club/plans', { config, schema: { ...DOCS, querystring: ZPageQuerySchema, response: { 200: ZClubPlanPageSchema } } }, async (request) =>
    plans.list(request.actor, request.query),
  );
  r.post(
    '/api/restaurant/club/plans',
    { config, schema: { ...DOCS, body: ZClubPlanCreateSchema, response: { 201: ZClubPlanSchema } } },
    async (request, reply) => reply.status(201).send(await plans.create(request.actor, request.body)),
  );
  r.patch(
    '/api/restaurant/club/plans/:id',
    { config, schema: { ...DOCS, params: ZClubIdParamsSchema, body: ZClubPlanUpdateSchema, response: { 200: ZClubPlanSchema } } },
    async (request) => plans.update(request.actor, request.params.id, request.body),
  );
  r.delete('/api/restaurant/club/plans/:id', { config, schema: { ...DOCS, params: ZClubIdParamsSchema } }, async (request, reply) => {
    await plans.remove(request.actor, request.params.id);
    return reply.status(204).send();
  });
  r.get(
    '/api/restaurant/club/members',
    { config, schema: { ...DOCS, querystring: ZClubMemberQuerySchema, response: { 200: ZClubMemberPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return members.list(request.actor, request.query);
    },
  );
}
