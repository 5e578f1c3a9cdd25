import { SOLD_OUT_INDEFINITELY, type TMenuItem, type TSoldOutRequest } from '@menudelite/shared/menu/items';
import type { TReorderRequest } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import { nowIso, parseJson, toBool } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { invalidField, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import { assertSameIds, idsInScope, writePositions } from '../shared/positions.ts';
import { loadLinks } from './links-repository.ts';
import * as repo from './repository.ts';
import { writeLinks } from './service.ts';

const COPY_SUFFIX = ' (copy)';
const NAME_MAX = 120;

/** Item actions beyond CRUD: duplicate, 86 (sold out) and back, reorder within a section. */
export function createItemActionsService(db: TDb) {
  async function getRow(restaurantId: string, id: string) {
    const row = await repo.findItemRow(db, restaurantId, id);
    if (!row) throw notFound('Item');
    return row;
  }
  async function answer(restaurantId: string, id: string): Promise<TMenuItem> {
    const item = await repo.findItem(db, restaurantId, id);
    if (!item) throw notFound('Item');
    return item;
  }

  return {
    /** A copy right after the original: same content and links, on sale, not featured. */
    async duplicate(actor: TActor | null, id: string): Promise<TMenuItem> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const original = await getRow(restaurantId, id);
      const copyId = newId();
      await db.transaction().execute(async (trx) => {
        const now = nowIso();
        await repo.shiftPositionsAfter(trx, restaurantId, original.section_id, original.position);
        await repo.insertItem(trx, {
          id: copyId,
          restaurantId,
          position: original.position + 1,
          soldOutUntil: null,
          now,
          sectionId: original.section_id,
          name: original.name.slice(0, NAME_MAX - COPY_SUFFIX.length) + COPY_SUFFIX,
          description: original.description,
          price: Number(original.price),
          imageIds: parseJson(original.image_ids),
          recommendedItemIds: parseJson(original.recommended_item_ids),
          nutrition: parseJson(original.nutrition),
          isAvailable: toBool(original.is_available),
          translations: parseJson(original.translations),
        });
        const links = (await loadLinks(trx, [id])).get(id)!;
        await writeLinks(trx, restaurantId, copyId, links);
        await bumpMenuVersion(trx, restaurantId);
      });
      return answer(restaurantId, copyId);
    },

    /** 86 the item until a time, or until further notice (until null). It comes back by itself. */
    async markSoldOut(actor: TActor | null, id: string, input: TSoldOutRequest): Promise<TMenuItem> {
      const restaurantId = requireVenuePermission(actor, 'menu.soldOut');
      await getRow(restaurantId, id);
      const until = input.until === null ? SOLD_OUT_INDEFINITELY : new Date(input.until).toISOString();
      if (Date.parse(until) <= Date.now()) {
        throw invalidField('body.until', 'mustBeFuture');
      }
      await db.transaction().execute(async (trx) => {
        await repo.setSoldOutUntil(trx, restaurantId, id, until, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return answer(restaurantId, id);
    },

    async clearSoldOut(actor: TActor | null, id: string): Promise<TMenuItem> {
      const restaurantId = requireVenuePermission(actor, 'menu.soldOut');
      await getRow(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.setSoldOutUntil(trx, restaurantId, id, null, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return answer(restaurantId, id);
    },

    /** PUT /api/menu/sections/:sectionId/items/order: the section's items, all of them, in order. */
    async reorderInSection(actor: TActor | null, sectionId: string, input: TReorderRequest): Promise<TMenuItem[]> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      if (!(await repo.sectionExists(db, restaurantId, sectionId))) throw notFound('Section');
      await db.transaction().execute(async (trx) => {
        const existing = await idsInScope(trx, 'menu_items', restaurantId, { column: 'section_id', value: sectionId });
        assertSameIds(input.ids, existing, 'items of this section');
        await writePositions(trx, 'menu_items', restaurantId, input.ids, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return repo.listSectionItems(db, restaurantId, sectionId);
    },
  };
}
