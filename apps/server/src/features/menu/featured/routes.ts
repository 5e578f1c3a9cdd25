import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZFeaturedItemListSchema, ZFeaturedItemsUpdateSchema } from '@menudelite/shared/menu/items';
import type { TDeps } from '../../../deps.ts';
import { STAFF_DOCS } from '../shared/route-options.ts';
import { createFeaturedService } from './service.ts';

export async function featuredRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createFeaturedService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);

  r.get('/api/menu/featured-items', { schema: { ...STAFF_DOCS, response: { 200: ZFeaturedItemListSchema } } }, async (request) => ({
    items: await service.list(request.actor),
  }));

  r.put(
    '/api/menu/featured-items',
    { schema: { ...STAFF_DOCS, body: ZFeaturedItemsUpdateSchema, response: { 200: ZFeaturedItemListSchema } } },
    async (request) => ({ items: await service.replace(request.actor, request.body) }),
  );
}
