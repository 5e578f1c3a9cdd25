import { TAGS_MAX, type TTag, type TTagCreate, type TTagUpdate } from '@menudelite/shared/menu/tags';
import type { TReorderRequest } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { bumpMenuVersion, clearMenuTypeTag } from '../../restaurant/public.ts';
import { recordAudit } from '../../team/public.ts';
import { assertSameIds, idsInScope, nextPosition, writePositions } from '../shared/positions.ts';
import * as repo from './repository.ts';

export function createTagsService(db: TDb) {
  async function get(restaurantId: string, id: string): Promise<TTag> {
    const tag = await repo.findTag(db, restaurantId, id);
    if (!tag) throw notFound('Tag');
    return tag;
  }

  return {
    async list(actor: TActor | null): Promise<TTag[]> {
      return repo.listTags(db, requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']));
    },

    async get(actor: TActor | null, id: string): Promise<TTag> {
      return get(requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']), id);
    },

    async create(actor: TActor | null, input: TTagCreate): Promise<TTag> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const id = newId();
      await db.transaction().execute(async (trx) => {
        if ((await repo.countTags(trx, restaurantId)) >= TAGS_MAX) {
          throw keyedError('CONFLICT', 'limitReached', { params: { max: TAGS_MAX }, message: `A menu can have at most ${TAGS_MAX} tags` });
        }
        await repo.insertTag(trx, {
          id,
          restaurantId,
          position: await nextPosition(trx, 'menu_tags', restaurantId),
          now: nowIso(),
          name: input.name,
          color: input.color,
          isMenuType: input.isMenuType ?? false,
          tagDiscountEnabled: input.tagDiscountEnabled ?? false,
          discountPercent: input.discountPercent ?? 0,
          tagAvailabilityEnabled: input.tagAvailabilityEnabled ?? false,
          availabilityWindows: input.availabilityWindows ?? [],
          translations: input.translations ?? {},
        });
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    async update(actor: TActor | null, id: string, input: TTagUpdate): Promise<TTag> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.updateTag(trx, restaurantId, id, input, nowIso());
        if (input.isMenuType === false) await clearMenuTypeTag(trx, restaurantId, id);
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    /** Items lose the tag (links cascade); a pickup/delivery menu on this tag falls back to the whole menu. */
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const tag = await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await clearMenuTypeTag(trx, restaurantId, id);
        await repo.deleteTag(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, { action: 'menu.tagDeleted', targetType: 'menuTag', targetId: id, details: { name: tag.name } });
        await bumpMenuVersion(trx, restaurantId);
      });
    },

    async reorder(actor: TActor | null, input: TReorderRequest): Promise<TTag[]> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await db.transaction().execute(async (trx) => {
        assertSameIds(input.ids, await idsInScope(trx, 'menu_tags', restaurantId), 'tags');
        await writePositions(trx, 'menu_tags', restaurantId, input.ids, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return repo.listTags(db, restaurantId);
    },
  };
}
