import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAuthSessionSchema,
  ZEmailExistsRequestSchema,
  ZEmailExistsResponseSchema,
  ZSignInRequestSchema,
  ZSignUpRequestSchema,
} from '@menudelite/shared/auth/contracts';
import type { TDeps } from '../../deps.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookie.ts';
import { passwordResetRoutes } from './password-reset-routes.ts';
import { createAuthService } from './service.ts';
import { createSessions } from './sessions.ts';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const sessions = createSessions(deps, app.realtime);
  const auth = createAuthService(deps, sessions);
  const secure = deps.config.COOKIE_SECURE;
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Auth answers carry access tokens (and reset-link e-mails): no cache, shared or private, may keep them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  // Refresh and sign-out take no body; clients that still send an empty JSON body must not get a 400.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : defaultJsonParser(request, body as string, done),
  );

  api.post('/api/auth/signup', { schema: { tags, body: ZSignUpRequestSchema, response: { 201: ZAuthSessionSchema } } }, async (request, reply) => {
    const { session, refreshToken } = await auth.signUp(request.body, request.ip);
    setRefreshCookie(reply, refreshToken, secure);
    return reply.status(201).send(session);
  });

  api.post('/api/auth/signin', { schema: { tags, body: ZSignInRequestSchema, response: { 200: ZAuthSessionSchema } } }, async (request, reply) => {
    const { session, refreshToken } = await auth.signIn(request.body, request.ip);
    setRefreshCookie(reply, refreshToken, secure);
    return session;
  });

  // No cookie at all is a visitor who never signed in: nothing to refresh, not a failure, so the
  // public pages' start-up logs no error (204). A cookie that is unknown, expired or reused is 401.
  api.post('/api/auth/refresh', { schema: { tags, response: { 200: ZAuthSessionSchema, 204: z.null() } } }, async (request, reply) => {
    const cookie = readRefreshCookie(request);
    if (!cookie) return reply.status(204).send(null);
    const { session, refreshToken } = await sessions.rotate(cookie);
    setRefreshCookie(reply, refreshToken, secure);
    return session;
  });

  api.post('/api/auth/signout', { schema: { tags, response: { 204: z.null() } } }, async (request, reply) => {
    await sessions.end(readRefreshCookie(request));
    clearRefreshCookie(reply, secure);
    return reply.status(204).send(null);
  });

  api.post('/api/auth/email-exists', { schema: { tags, body: ZEmailExistsRequestSchema, response: { 200: ZEmailExistsResponseSchema } } }, async (request) => ({
    exists: await auth.emailExists(request.body.email, request.ip),
  }));

  await app.register(passwordResetRoutes, { deps });
}
