import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.ts';
import { allergenRoutes } from './allergens/routes.ts';
import { featuredRoutes } from './featured/routes.ts';
import { itemRoutes } from './items/routes.ts';
import { modifierGroupRoutes } from './modifier-groups/routes.ts';
import { sectionRoutes } from './sections/routes.ts';
import { settingsRoutes } from './settings/routes.ts';
import { tagRoutes } from './tags/routes.ts';

/** Staff menu editing (/api/menu/...) and the venue settings that shape the diner's menu. */
export async function menuRoutes(app: FastifyInstance, { deps }: { deps: TDeps }) {
  await app.register(sectionRoutes, { deps });
  await app.register(itemRoutes, { deps });
  await app.register(featuredRoutes, { deps });
  await app.register(modifierGroupRoutes, { deps });
  await app.register(tagRoutes, { deps });
  await app.register(allergenRoutes, { deps });
  await app.register(settingsRoutes, { deps });
}
