import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_MIME_TYPES, LOGO_MAX_BYTES, ZLogoUploadResponseSchema } from '@menudelite/shared/restaurant/contracts';
import type { TDeps } from '../../deps.ts';
import { createLogoService } from './logo-service.ts';

/** PUT /api/restaurant/me/logo takes the raw image as the body (its own plugin, so the image parser stays here). */
export async function logoRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const logos = createLogoService(deps);

  app.addContentTypeParser([...IMAGE_MIME_TYPES], { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/restaurant/me/logo',
    {
      onRequest: app.authenticate,
      bodyLimit: LOGO_MAX_BYTES,
      schema: {
        tags: ['restaurant'],
        security: [{ bearer: [] }],
        consumes: [...IMAGE_MIME_TYPES],
        response: { 200: ZLogoUploadResponseSchema },
      },
    },
    async (request) => logos.upload(request.actor, request.body),
  );
}
