import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDeliverySettingsSchema, ZDeliverySettingsUpdateSchema } from '@menudelite/shared/orders/delivery';
import { ZOnlineSchema } from '@menudelite/shared/orders/staff-orders';
import { ZOrderingSettingsSchema, ZOrderingSettingsUpdateSchema } from '@menudelite/shared/restaurant/contracts';
import type { TDeps } from '../../deps.ts';
import { createCheckoutSettingsService } from './settings-service.ts';

const DOCS = { tags: ['restaurant'], security: [{ bearer: [] }] };

/** PATCH /api/restaurant/me/online, GET/PATCH /api/restaurant/me/ordering-settings and /delivery-settings (venue token). */
export async function checkoutSettingsRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createCheckoutSettingsService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.patch('/api/restaurant/me/online', { schema: { ...DOCS, body: ZOnlineSchema, response: { 200: ZOnlineSchema } } }, async (request) =>
    service.setOnline(request.actor, request.body.isOnline),
  );
  r.get('/api/restaurant/me/ordering-settings', { schema: { ...DOCS, response: { 200: ZOrderingSettingsSchema } } }, async (request) =>
    service.getOrdering(request.actor),
  );
  r.patch(
    '/api/restaurant/me/ordering-settings',
    { schema: { ...DOCS, body: ZOrderingSettingsUpdateSchema, response: { 200: ZOrderingSettingsSchema } } },
    async (request) => service.updateOrdering(request.actor, request.body),
  );
  r.get('/api/restaurant/me/delivery-settings', { schema: { ...DOCS, response: { 200: ZDeliverySettingsSchema } } }, async (request) =>
    service.getDelivery(request.actor),
  );
  r.patch(
    '/api/restaurant/me/delivery-settings',
    { schema: { ...DOCS, body: ZDeliverySettingsUpdateSchema, response: { 200: ZDeliverySettingsSchema } } },
    async (request) => service.updateDelivery(request.actor, request.body),
  );
}
