import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { TDb } from '../db/database.ts';
import { createBlogPublicService } from '../features/blog/public.ts';
import { blogListLanguage, blogPageOf, renderBlogPage } from './web-app-blog.ts';
import { blogRoutePage, sitePageOf, sitePreloadLinks } from './web-app-site-preload.ts';
import { dinerPageOf, dinerPreloadLinks, preloadLanguage, readManifest, withInlineEntryCss } from './web-app-preload.ts';

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html never, so a deploy
 * is picked up on the next load. The build writes .br and .gz copies of every text asset
 * (apps/web/vite.config.ts), sent as the client accepts (`preCompressed`). Any other GET that is not
 * an API path gets index.html (client routing); the diner's menu pages get it with preload links
 * and the entry's CSS inline (web-app-preload.ts). The public blog pages are rendered on the server
 * (web-app-blog.ts); their canonical URLs use `publicUrl` (config PUBLIC_URL), else the request's origin.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { distDir: string; db?: TDb; publicUrl?: string }) => {
  const distDir = resolve(opts.distDir);
  const hasDist = existsSync(join(distDir, 'index.html'));
  const indexHtml = hasDist ? readFileSync(join(distDir, 'index.html'), 'utf8') : '';
  const manifest = hasDist ? readManifest(distDir) : null;
  const dinerHtml = hasDist ? withInlineEntryCss(indexHtml, distDir, manifest) : '';
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app is not built; run `npm run build` to serve it');
  }

  const blog = opts.db ? createBlogPublicService(opts.db) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/socket.io');
    // A missing (or deleted) upload is a 404, never the web app's HTML in place of an image.
    const isFile = path.startsWith('/uploads/') || path.startsWith('/media/');
    if (!isApi && !isFile && hasDist && (request.method === 'GET' || request.method === 'HEAD')) {
      const blogPage = blog ? blogPageOf(path) : null;
      if (blog && blogPage) {
        const html = await renderBlogPage(blog, dinerHtml, {
          page: blogPage,
          query: request.url.split('?')[1] ?? '',
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
          origin: opts.publicUrl ?? `${request.protocol}://${request.host}`,
        });
        // An unknown or unpublished post: the app shows its not-found page, with a real 404 status.
        if (!html) return sendHtml(reply.status(404), dinerHtml, request.headers['accept-encoding']);
        const links = sitePreloadLinks(blogRoutePage(blogPage.kind), manifest, blogListLanguage(request.headers.cookie, request.headers['accept-language']));
        return sendHtml(
          reply.header('vary', READER_VARY),
          html.replace('</head>', () => `${links}</head>`),
          request.headers['accept-encoding'],
        );
      }
      const sitePage = sitePageOf(path);
      if (sitePage) {
        const links = sitePreloadLinks(sitePage, manifest, blogListLanguage(request.headers.cookie, request.headers['accept-language']));
        return sendHtml(
          reply.header('vary', READER_VARY),
          dinerHtml.replace('</head>', () => `${links}</head>`),
          request.headers['accept-encoding'],
        );
      }
      const page = dinerPageOf(path);
      if (!page) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      const links = await dinerPreloadLinks(page, { manifest, db: opts.db, language: preloadLanguage(page, request.headers.cookie) });
      return sendHtml(reply, dinerHtml.replace('</head>', `${links}</head>`), request.headers['accept-encoding']);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${path}` } });
  });
});

/** The public site's and blog's HTML is in the reader's language (the locale cookie, else Accept-Language). */
const READER_VARY = 'accept-encoding, cookie, accept-language';

/** A page of a few KB: compressing it per request costs well under a millisecond. */
function sendHtml(reply: FastifyReply, html: string, acceptEncoding: string | undefined) {
  if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
  reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (accepts(acceptEncoding, 'br'))
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }));
  if (accepts(acceptEncoding, 'gzip')) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/** Whether Accept-Encoding lists the coding without refusing it (q=0). */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    return token?.trim() === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}
