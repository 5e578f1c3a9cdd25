import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '@menudelite/shared/auth/session';
import { newId } from '../lib/ids.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Keeps the client's mdRequestId when it is sane, else mints one; every answer carries it back. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : newId();
}

export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
