import { SECTIONS_MAX, type TMenuSection, type TMenuSectionCreate, type TMenuSectionUpdate } from '@menudelite/shared/menu/sections';
import type { TReorderRequest } from '@menudelite/shared/menu/common';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { recordAudit } from '../../team/public.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import { forgetRecommendations } from '../shared/recommendations-repository.ts';
import { assertSameIds, idsInScope, nextPosition, writePositions } from '../shared/positions.ts';
import * as repo from './repository.ts';

export function createSectionsService(db: TDb) {
  async function get(restaurantId: string, id: string): Promise<TMenuSection> {
    const section = await repo.findSection(db, restaurantId, id);
    if (!section) throw notFound('Section');
    return section;
  }

  return {
    async list(actor: TActor | null): Promise<TMenuSection[]> {
      const restaurantId = requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']);
      return repo.listSections(db, restaurantId);
    },

    async get(actor: TActor | null, id: string): Promise<TMenuSection> {
      return get(requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']), id);
    },

    async create(actor: TActor | null, input: TMenuSectionCreate): Promise<TMenuSection> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const id = newId();
      await db.transaction().execute(async (trx) => {
        if ((await repo.countSections(trx, restaurantId)) >= SECTIONS_MAX) {
          throw keyedError('CONFLICT', 'limitReached', { params: { max: SECTIONS_MAX }, message: `A menu can have at most ${SECTIONS_MAX} sections` });
        }
        await repo.insertSection(trx, {
          id,
          restaurantId,
          position: await nextPosition(trx, 'menu_sections', restaurantId),
          now: nowIso(),
          title: input.title,
          description: input.description ?? '',
          isDrinks: input.isDrinks ?? false,
          isAvailable: input.isAvailable ?? true,
          translations: input.translations ?? {},
        });
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    async update(actor: TActor | null, id: string, input: TMenuSectionUpdate): Promise<TMenuSection> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.updateSection(trx, restaurantId, id, input, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return get(restaurantId, id);
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const section = await get(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        const itemIds = await idsInScope(trx, 'menu_items', restaurantId, { column: 'section_id', value: id });
        await repo.deleteSection(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'menu.sectionDeleted',
          targetType: 'menuSection',
          targetId: id,
          details: { name: section.title, itemsDeleted: itemIds.length },
        });
        await forgetRecommendations(trx, restaurantId, itemIds);
        await bumpMenuVersion(trx, restaurantId);
      });
    },

    async reorder(actor: TActor | null, input: TReorderRequest): Promise<TMenuSection[]> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await db.transaction().execute(async (trx) => {
        assertSameIds(input.ids, await idsInScope(trx, 'menu_sections', restaurantId), 'sections');
        await writePositions(trx, 'menu_sections', restaurantId, input.ids, nowIso());
        await bumpMenuVersion(trx, restaurantId);
      });
      return repo.listSections(db, restaurantId);
    },
  };
}
export type TSectionsService = ReturnType<typeof createSectionsService>;
