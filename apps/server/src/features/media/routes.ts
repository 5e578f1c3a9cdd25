import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import fastifyStatic from '@fastify/static';
import { IMAGE_UPLOAD_MAX_BYTES, ZUploadedImageSchema } from '@menudelite/shared/menu/images';
import type { TDeps } from '../../deps.ts';
import { createMediaService } from './service.ts';
import { MEDIA_PATH, uploadsRoot } from './storage.ts';

async function uploadRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const service = createMediaService(deps.db, deps.config.DATA_DIR);
  // Raw bytes, scoped to this plugin: the rest of the API keeps JSON only and its 1 MB limit.
  for (const type of [/^image\/[\w.+-]+$/, 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
  }
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', app.authenticate);
  r.post(
    '/api/media/images',
    {
      bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
      schema: {
        tags: ['media'],
        security: [{ bearer: [] }],
        consumes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
        response: { 201: ZUploadedImageSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.uploadImage(request.actor, request.body)),
  );
}

/** /media/<restaurantId>/<imageId>-<size>.webp: immutable files, cached for a year. */
async function mediaFiles(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const root = uploadsRoot(deps.config.DATA_DIR);
  mkdirSync(root, { recursive: true });
  // A missing image is a plain 404 here, not the web app's index.html.
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No file at ${request.url.split('?')[0]}` } }));
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    decorateReply: false,
    index: false,
    wildcard: true,
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => MEDIA_PATH.test(pathName),
  });
}

export async function mediaRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  await app.register(uploadRoutes, { deps });
  await app.register(mediaFiles, { deps, prefix: '/media' });
}
