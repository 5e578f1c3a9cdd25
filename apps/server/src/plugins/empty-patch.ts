import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keyedError } from '../lib/app-error.ts';

/** Whether a validated body names nothing to change: `{}`, or only fields the schema dropped. */
export function isEmptyPatch(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && Object.values(body).every((value) => value === undefined);
}

async function refuseEmptyPatch(request: FastifyRequest): Promise<void> {
  if (isEmptyPatch(request.body)) throw keyedError('VALIDATION_FAILED', 'nothingToChange', { path: 'body', message: 'Send at least one field to change' });
}

/**
 * PATCH of one row by id (/api/<things>/:id) with nothing to change is a 400 VALIDATION_FAILED,
 * and writes nothing: an UPDATE with an empty SET list is invalid SQL (it answered 500), and a
 * patch that changes nothing is a client bug worth telling. Applied to every such route as it is
 * added, so a new feature cannot forget it. Runs after validation, so `{ "unknown": 1 }` (stripped
 * to `{}`) counts as empty too. Venue settings (PATCH /api/restaurant/me/...) keep answering the
 * current settings to an empty patch.
 */
export const emptyPatchPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!methods.includes('PATCH') || !/\/:id(?:\/|$)/.test(route.url)) return;
    const existing = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [refuseEmptyPatch, ...existing];
  });
});
