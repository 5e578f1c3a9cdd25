import type { TMenuItem, TMenuItemCreate, TMenuItemListQuery, TMenuItemPage, TMenuItemUpdate } from '@menudelite/shared/menu/items';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { recordAudit } from '../../team/public.ts';
import { setFeatured } from '../featured/repository.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import { nextPosition } from '../shared/positions.ts';
import { forgetRecommendations } from '../shared/recommendations-repository.ts';
import { LINK_TABLES, replaceLinks, type TLinkField } from './links-repository.ts';
import { listItemPage } from './page-repository.ts';
import * as repo from './repository.ts';
import { assertItemReferences } from './write-checks.ts';

/** Writes the item's link lists that the input names (undefined = leave as is). */
export async function writeLinks(db: TDb, restaurantId: string, itemId: string, input: Partial<Record<TLinkField, string[]>>) {
  for (const field of Object.keys(LINK_TABLES) as TLinkField[]) {
    const ids = input[field];
    if (ids !== undefined) await replaceLinks(db, restaurantId, itemId, field, ids);
  }
}

export function createItemsService(db: TDb) {
  async function get(restaurantId: string, id: string): Promise<TMenuItem> {
    const item = await repo.findItem(db, restaurantId, id);
    if (!item) throw notFound('Item');
    return item;
  }

  return {
    async list(actor: TActor | null, query: TMenuItemListQuery): Promise<TMenuItemPage> {
      const restaurantId = requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']);
      return listItemPage(db, restaurantId, query);
    },

    async get(actor: TActor | null, id: string): Promise<TMenuItem> {
      return get(requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']), id);
    },

    async create(actor: TActor | null, input: TMenuItemCreate): Promise<TMenuItem> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await assertItemReferences(db, restaurantId, input);
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await repo.insertItem(trx, {
          id,
          restaurantId,
          position: await nextPosition(trx, 'menu_items', restaurantId, { column: 'section_id', value: input.sectionId }),
          soldOutUntil: null,
          now,
          sectionId: input.sectionId,
          name: input.name,
          description: input.description ?? '',
          price: input.price,
          imageIds: input.imageIds ?? [],
          recommendedItemIds: input.recommendedItemIds ?? [],
          nutrition: input.nutrition ?? {},
          isAvailable: input.isAvailable ?? true,
          translations: input.translations ?? {},
        });
        await writeLinks(trx, restaurantId, id, input);
        if (input.isFeatured) await setFeatured(trx, restaurantId, id, true, now);
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    async update(actor: TActor | null, id: string, input: TMenuItemUpdate): Promise<TMenuItem> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const current = await repo.findItemRow(db, restaurantId, id);
      if (!current) throw notFound('Item');
      await assertItemReferences(db, restaurantId, input, id);
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        const moves = input.sectionId !== undefined && input.sectionId !== current.section_id;
        const position = moves ? await nextPosition(trx, 'menu_items', restaurantId, { column: 'section_id', value: input.sectionId! }) : undefined;
        await repo.updateItem(trx, restaurantId, id, { ...input, ...(position !== undefined ? { position } : {}) }, now);
        if (input.price !== undefined && input.price !== current.price)
          await recordAudit(trx, actor!, restaurantId, {
            action: 'menu.itemPriceChanged',
            targetType: 'menuItem',
            targetId: id,
            details: { name: current.name, from: current.price, to: input.price },
          });
        await writeLinks(trx, restaurantId, id, input);
        if (input.isFeatured !== undefined) await setFeatured(trx, restaurantId, id, input.isFeatured, now);
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const item = await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteItem(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'menu.itemDeleted',
          targetType: 'menuItem',
          targetId: id,
          details: { name: item.name, price: item.price },
        });
        await forgetRecommendations(trx, restaurantId, [id]);
        await bumpMenuVersion(trx, restaurantId);
      });
    },
  };
}
export type TItemsService = ReturnType<typeof createItemsService>;
