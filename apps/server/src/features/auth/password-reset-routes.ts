import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZPasswordResetAcceptedSchema,
  ZPasswordResetCompleteSchema,
  ZPasswordResetRequestSchema,
  ZPasswordResetTokenParamsSchema,
  ZResetLinkStatusSchema,
} from '@menudelite/shared/auth/contracts';
import type { TDeps } from '../../deps.ts';
import { createPasswordResetService } from './password-reset-service.ts';
import { languageFromAcceptLanguage } from '../notifications/public.ts';

const tags = ['auth'];

export async function passwordResetRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const resets = createPasswordResetService(deps, app.realtime);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/password-reset',
    { schema: { tags, body: ZPasswordResetRequestSchema, response: { 202: ZPasswordResetAcceptedSchema } } },
    async (request, reply) => {
      await resets.request(request.body.email, request.ip, languageFromAcceptLanguage(request.headers['accept-language']));
      return reply.status(202).send({});
    },
  );

  api.get(
    '/api/auth/password-reset/:token',
    { schema: { tags, params: ZPasswordResetTokenParamsSchema, response: { 200: ZResetLinkStatusSchema } } },
    async (request) => resets.status(request.params.token),
  );

  api.post(
    '/api/auth/password-reset/:token',
    {
      schema: { tags, params: ZPasswordResetTokenParamsSchema, body: ZPasswordResetCompleteSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await resets.complete(request.params.token, request.body.password);
      return reply.status(204).send(null);
    },
  );
}
