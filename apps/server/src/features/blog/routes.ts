import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZBlogAdminListQuerySchema,
  ZBlogIdOrSlugParamsSchema,
  ZBlogPostIdParamsSchema,
  ZBlogPostInputSchema,
  ZBlogPostPageSchema,
  ZBlogPostSchema,
  ZBlogPublicPostSchema,
  ZBlogPublicListQuerySchema,
  ZBlogPublishSchema,
} from '@menudelite/shared/blog/contracts';
import { IMAGE_UPLOAD_MAX_BYTES, ZUploadedImageSchema } from '@menudelite/shared/menu/images';
import type { TDeps } from '../../deps.ts';
import { registerBlogPublishJob } from './publish-job.ts';
import { createBlogAdminService, createBlogPublicService } from './service.ts';
import { siteRoutes } from './site-routes.ts';

const ADMIN = { tags: ['blog'], security: [{ bearer: [] }] };
const PUBLIC = { tags: ['blog'] };
const admin = { permission: 'admin' } as const;
const open = { permission: 'public' } as const;

/** The blog (docs/api/blog.md): admins write at /api/admin/blog, readers read at /api/blog. */
export async function blogRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  registerBlogPublishJob({ db: deps.db, jobs: deps.jobs });
  const adminService = createBlogAdminService({ db: deps.db, jobs: deps.jobs, dataDir: deps.config.DATA_DIR });
  const publicService = createBlogPublicService(deps.db);

  await app.register(async (scope) => {
    // Raw image bytes for the upload, scoped to this plugin (as features/media does).
    for (const type of [/^image\/[\w.+-]+$/, 'application/octet-stream']) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: IMAGE_UPLOAD_MAX_BYTES }, (_request, body, done) => done(null, body));
    }
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.addHook('onRequest', app.authenticate);
    const base = '/api/admin/blog/posts';
    r.get(base, { schema: { ...ADMIN, querystring: ZBlogAdminListQuerySchema, response: { 200: ZBlogPostPageSchema } }, config: admin }, async (request) =>
      adminService.list(request.actor, request.query),
    );
    r.post(base, { schema: { ...ADMIN, body: ZBlogPostInputSchema, response: { 201: ZBlogPostSchema } }, config: admin }, async (request, reply) =>
      reply.status(201).send(await adminService.create(request.actor, request.body)),
    );
    r.get(`${base}/:id`, { schema: { ...ADMIN, params: ZBlogPostIdParamsSchema, response: { 200: ZBlogPostSchema } }, config: admin }, async (request) =>
      adminService.get(request.actor, request.params.id),
    );
    r.put(
      `${base}/:id`,
      { schema: { ...ADMIN, params: ZBlogPostIdParamsSchema, body: ZBlogPostInputSchema, response: { 200: ZBlogPostSchema } }, config: admin },
      async (request) => adminService.update(request.actor, request.params.id, request.body),
    );
    r.delete(`${base}/:id`, { schema: { ...ADMIN, params: ZBlogPostIdParamsSchema, response: { 204: z.null() } }, config: admin }, async (request, reply) => {
      await adminService.remove(request.actor, request.params.id);
      return reply.status(204).send(null);
    });
    r.post(
      `${base}/:id/publish`,
      {
        schema: { ...ADMIN, params: ZBlogPostIdParamsSchema, body: ZBlogPublishSchema, response: { 200: ZBlogPostSchema } },
        config: admin,
        // No body at all means "now", as `{}` does.
        preValidation: async (request) => {
          request.body ??= {};
        },
      },
      async (request) => adminService.publish(request.actor, request.params.id, request.body.at),
    );
    r.post(
      `${base}/:id/unpublish`,
      { schema: { ...ADMIN, params: ZBlogPostIdParamsSchema, response: { 200: ZBlogPostSchema } }, config: admin },
      async (request) => adminService.unpublish(request.actor, request.params.id),
    );
    r.post(
      '/api/admin/blog/images',
      {
        bodyLimit: IMAGE_UPLOAD_MAX_BYTES,
        schema: { ...ADMIN, consumes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'], response: { 201: ZUploadedImageSchema } },
        config: admin,
      },
      async (request, reply) => reply.status(201).send(await adminService.uploadImage(request.actor, request.body)),
    );
  });

  await app.register(siteRoutes, { blog: publicService, publicUrl: deps.config.publicUrl });

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/blog/posts',
    { schema: { ...PUBLIC, querystring: ZBlogPublicListQuerySchema, response: { 200: ZBlogPostPageSchema } }, config: open },
    async (request) => publicService.list(request.query),
  );
  r.get(
    '/api/blog/posts/:idOrSlug',
    { schema: { ...PUBLIC, params: ZBlogIdOrSlugParamsSchema, response: { 200: ZBlogPublicPostSchema } }, config: open },
    async (request) => publicService.get(request.params.idOrSlug),
  );
}
