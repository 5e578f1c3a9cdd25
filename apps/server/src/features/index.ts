import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../deps.ts';
import { healthRoutes } from './health/routes.ts';
import { fontRoutes } from './fonts/routes.ts';

/** Every feature's routes, registered in one place. */
export async function featureRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  await app.register(healthRoutes, { deps });
  await app.register(fontRoutes);
}
