import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZBrandingSchema,
  ZBrandingUpdateSchema,
  ZMenuSettingsSchema,
  ZMenuSettingsUpdateSchema,
  ZOpeningHoursSettingsSchema,
  ZOpeningHoursUpdateSchema,
} from '@menudelite/shared/menu/settings';
import type { TDeps } from '../../../deps.ts';
import { createSettingsService } from './service.ts';

const DOCS = { tags: ['restaurant'], security: [{ bearer: [] }] };

export async function settingsRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createSettingsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/restaurant/me/menu-settings', { schema: { ...DOCS, response: { 200: ZMenuSettingsSchema } } }, async (request) =>
    service.getMenuSettings(request.actor),
  );
  r.patch(
    '/api/restaurant/me/menu-settings',
    { schema: { ...DOCS, body: ZMenuSettingsUpdateSchema, response: { 200: ZMenuSettingsSchema } } },
    async (request) => service.updateMenuSettings(request.actor, request.body),
  );

  r.get('/api/restaurant/me/branding', { schema: { ...DOCS, response: { 200: ZBrandingSchema } } }, async (request) => service.getBranding(request.actor));
  r.patch('/api/restaurant/me/branding', { schema: { ...DOCS, body: ZBrandingUpdateSchema, response: { 200: ZBrandingSchema } } }, async (request) =>
    service.updateBranding(request.actor, request.body),
  );

  r.get('/api/restaurant/me/opening-hours', { schema: { ...DOCS, response: { 200: ZOpeningHoursSettingsSchema } } }, async (request) =>
    service.getOpeningHours(request.actor),
  );
  r.patch(
    '/api/restaurant/me/opening-hours',
    { schema: { ...DOCS, body: ZOpeningHoursUpdateSchema, response: { 200: ZOpeningHoursSettingsSchema } } },
    async (request) => service.updateOpeningHours(request.actor, request.body),
  );
}
