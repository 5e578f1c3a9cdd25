import { mkdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { TDeps } from '../../deps.ts';
import { UPLOADS_URL_PREFIX, uploadsDir } from './logo-service.ts';

/** Serves stored uploads publicly (logos appear on diners' pages). Names are fresh ids, never rewritten, so a year of caching is safe. */
export async function uploadsStatic(app: FastifyInstance, { deps }: { deps: TDeps }) {
  const root = uploadsDir(deps.config.DATA_DIR);
  mkdirSync(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    maxAge: '365d',
    immutable: true,
  });
}
