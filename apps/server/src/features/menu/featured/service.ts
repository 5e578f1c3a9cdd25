import type { TFeaturedItem, TFeaturedItemsUpdate } from '@menudelite/shared/menu/items';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import { assertOwnedIds } from '../shared/references.ts';
import * as repo from './repository.ts';

export function createFeaturedService(db: TDb) {
  return {
    async list(actor: TActor | null): Promise<TFeaturedItem[]> {
      return repo.listFeatured(db, requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']));
    },

    async replace(actor: TActor | null, input: TFeaturedItemsUpdate): Promise<TFeaturedItem[]> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await assertOwnedIds(db, 'menu_items', restaurantId, input.itemIds, 'itemIds');
      await db.transaction().execute(async (trx) => {
        await repo.replaceFeatured(trx, restaurantId, input.itemIds, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return repo.listFeatured(db, restaurantId);
    },
  };
}
