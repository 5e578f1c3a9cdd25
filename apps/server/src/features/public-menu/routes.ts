import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicMenuSchema, type TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { ZRestaurantIdParamsSchema } from '@menudelite/shared/restaurant/contracts';
import type { TDeps } from '../../deps.ts';
import { matchesIfNoneMatch, pickEncoding } from './http-caching.ts';
import { createPublicMenuService } from './service.ts';

/**
 * GET /api/public/restaurants/:restaurantId/menu, no auth; the venue's slug serves too. The body (ZPublicMenuSchema, see
 * docs/api/menu.md) is sent pre-serialized and pre-compressed from the per-venue cache; clients
 * revalidate every time (max-age=0) and get a 304 while the ETag still matches.
 */
export async function publicMenuRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createPublicMenuService(deps.db, deps.menuCache);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/restaurants/:restaurantId/menu',
    // The 200 schema documents the body for OpenAPI; the cached bytes are sent as they are.
    { schema: { tags: ['public'], params: ZRestaurantIdParamsSchema, response: { 200: ZPublicMenuSchema, 304: z.void() } } },
    async (request, reply) => {
      const menu = await service.getMenu(request.params.restaurantId);
      reply.header('etag', menu.etag).header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'accept-encoding');
      if (matchesIfNoneMatch(request.headers['if-none-match'], menu.etag)) return reply.status(304).send(undefined);
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      const bytes = encoding === 'identity' ? menu.identity : menu[encoding];
      // Buffers skip the serializer: the bytes are the ZPublicMenuSchema body, already checked by the tests.
      return reply.type('application/json; charset=utf-8').send(bytes as unknown as TPublicMenu);
    },
  );
}
