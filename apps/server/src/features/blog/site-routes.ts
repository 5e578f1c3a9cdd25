import type { FastifyInstance } from 'fastify';
import { robotsTxt, sitemapXml } from '@menudelite/shared/site/public-pages';
import type { TBlogPublicService } from './service.ts';

const open = { permission: 'public' } as const;

/**
 * sitemap.xml (every public page, then every published post with its last change) and robots.txt,
 * both with absolute URLs on PUBLIC_URL (config; http://localhost:<PORT> when unset). Short caching:
 * a post published now is in the sitemap within minutes.
 */
export async function siteRoutes(app: FastifyInstance, { blog, publicUrl }: { blog: TBlogPublicService; publicUrl: string }) {
  const origin = publicUrl.replace(/\/+$/, '');
  app.get('/sitemap.xml', { schema: { hide: true }, config: open }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(origin, await blog.sitemapEntries())),
  );
  app.get('/robots.txt', { schema: { hide: true }, config: open }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
}
