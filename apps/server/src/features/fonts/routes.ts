import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { ZFontListSchema, fontSlug } from '@menudelite/shared/fonts/contracts';

/** Families shipped as @fontsource npm packages: no external font host is reachable from a venue's network. */
export const FONT_FAMILIES = ['Inter', 'Noto Sans Arabic'];

const require = createRequire(import.meta.url);

export async function fontRoutes(app: FastifyInstance) {
  for (const family of FONT_FAMILIES) {
    const slug = fontSlug(family);
    const root = dirname(require.resolve(`@fontsource/${slug}/package.json`));
    await app.register(fastifyStatic, {
      root,
      prefix: `/fonts/${slug}/`,
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
  }

  app.withTypeProvider<ZodTypeProvider>().get('/api/fonts', { schema: { tags: ['system'], response: { 200: ZFontListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return FONT_FAMILIES;
  });
}
