import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_COOKIE_NAME, SESSION_LIFETIME_MS } from '@menudelite/shared/auth/session';

/** Only the auth routes ever see the refresh cookie; SameSite=Strict keeps it off cross-site requests. */
const COOKIE_PATH = '/api/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE_NAME] || undefined;
}

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE_NAME, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}
