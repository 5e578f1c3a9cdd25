import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTableCodeParamsSchema } from '@menudelite/shared/menu/tables';
import {
  ZOpenTabRequestSchema,
  ZPublicTabSchema,
  ZStaffTabSchema,
  ZTabIdParamsSchema,
  ZTabListQuerySchema,
  ZTabPageSchema,
  ZTabParamsSchema,
  ZTabSettingsSchema,
  ZTableTabSchema,
} from '@menudelite/shared/tabs/contracts';
import type { TDeps } from '../../deps.ts';
import { createTabBills } from './bills.ts';
import { createTabCloser } from './close-service.ts';
import { registerTabJobs } from './jobs.ts';
import { createTabOpenService } from './open-service.ts';
import { createTabStaffService } from './staff-service.ts';

const PUBLIC_DOCS = { tags: ['tabs'] };
const STAFF_DOCS = { tags: ['tabs'], security: [{ bearer: [] }] };
const now = () => new Date();

/** Pay-later tabs (docs/api/tabs.md): diners open one with the table's code; staff list them, close one early and set the rules. */
export async function tabRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const bills = createTabBills(deps, app.realtime);
  // The end-to-end spec shortens a tab's idle minute (TEST_TAB_MINUTE_MS); never in production.
  const idleMinuteMs = deps.config.NODE_ENV === 'production' ? undefined : deps.config.TEST_TAB_MINUTE_MS;
  const base = { db: deps.db, jobs: deps.jobs, payments: deps.payments, bills, now, ...(idleMinuteMs ? { idleMinuteMs } : {}) };
  const closer = createTabCloser({ ...base, realtime: app.realtime });
  registerTabJobs(deps.jobs, closer);
  const diners = createTabOpenService({ ...base, rateLimiter: deps.rateLimiter });
  const staff = createTabStaffService({ ...base, closer });

  const open = app.withTypeProvider<ZodTypeProvider>();
  open.get(
    '/api/public/tables/:code/tab',
    { schema: { ...PUBLIC_DOCS, params: ZTableCodeParamsSchema, response: { 200: ZTableTabSchema } }, config: { permission: 'public' } },
    async (request) => diners.current(request.params.code),
  );
  open.post(
    '/api/public/tables/:code/tab',
    {
      schema: { ...PUBLIC_DOCS, params: ZTableCodeParamsSchema, body: ZOpenTabRequestSchema, response: { 201: ZPublicTabSchema } },
      config: { permission: 'public' },
    },
    async (request, reply) => reply.status(201).send(await diners.open(request.params.code, request.body)),
  );
  open.post(
    '/api/public/tables/:code/tab/:tabId/card',
    { schema: { ...PUBLIC_DOCS, params: ZTabParamsSchema, response: { 200: ZPublicTabSchema } }, config: { permission: 'public' } },
    async (request) => diners.confirmCard(request.params.code, request.params.tabId),
  );

  await app.register(async (scope) => {
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.addHook('onRequest', app.authenticate);
    s.get(
      '/api/tabs',
      { schema: { ...STAFF_DOCS, querystring: ZTabListQuerySchema, response: { 200: ZTabPageSchema } }, config: { permission: 'orders.take' } },
      async (request) => staff.list(request.actor, request.query),
    );
    s.post(
      '/api/tabs/:id/close',
      { schema: { ...STAFF_DOCS, params: ZTabIdParamsSchema, response: { 200: ZStaffTabSchema } }, config: { permission: 'orders.take' } },
      async (request) => staff.closeNow(request.actor, request.params.id),
    );
    s.get('/api/tabs/settings', { schema: { ...STAFF_DOCS, response: { 200: ZTabSettingsSchema } }, config: { permission: 'orders.view' } }, async (request) =>
      staff.settings(request.actor),
    );
    s.put(
      '/api/tabs/settings',
      { schema: { ...STAFF_DOCS, body: ZTabSettingsSchema, response: { 200: ZTabSettingsSchema } }, config: { permission: 'settings.change' } },
      async (request) => staff.saveSettings(request.actor, request.body),
    );
  });
}
