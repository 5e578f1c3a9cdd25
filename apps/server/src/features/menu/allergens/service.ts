import { VENUE_ALLERGENS_MAX, type TAllergen, type TAllergenCreate, type TAllergenUpdate } from '@menudelite/shared/menu/allergens';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import type { TActor } from '../../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { requireVenuePermission } from '../../../lib/venue-actor.ts';
import { recordAudit } from '../../team/public.ts';
import { bumpMenuVersion } from '../shared/menu-version.ts';
import * as repo from './repository.ts';

export function createAllergensService(db: TDb) {
  /** The venue's own row; a built-in row is read-only (403), anything else is not found (404). */
  async function ownRow(restaurantId: string, id: string) {
    const row = await repo.findVisibleAllergen(db, restaurantId, id);
    if (!row) throw notFound('Allergen');
    if (row.restaurant_id === null) throw keyedError('FORBIDDEN', 'builtInReadOnly', { message: 'Built-in allergens and descriptors cannot be changed' });
    return row;
  }

  async function answer(restaurantId: string, id: string): Promise<TAllergen> {
    const row = await repo.findVisibleAllergen(db, restaurantId, id);
    if (!row) throw notFound('Allergen');
    return repo.toAllergen(row);
  }

  return {
    async list(actor: TActor | null): Promise<TAllergen[]> {
      return repo.listAllergens(db, requireVenuePermission(actor, ['menu.edit', 'menu.soldOut']));
    },

    async create(actor: TActor | null, input: TAllergenCreate): Promise<TAllergen> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const id = newId();
      await db.transaction().execute(async (trx) => {
        const count = await repo.countVenueAllergens(trx, restaurantId);
        if (count >= VENUE_ALLERGENS_MAX)
          throw keyedError('CONFLICT', 'limitReached', {
            params: { max: VENUE_ALLERGENS_MAX },
            message: `A venue can add at most ${VENUE_ALLERGENS_MAX} allergens and descriptors`,
          });
        await repo.insertAllergen(trx, {
          id,
          restaurantId,
          position: count,
          now: nowIso(),
          name: input.name,
          isDescriptor: input.isDescriptor ?? false,
          translations: input.translations ?? {},
        });
        await bumpMenuVersion(trx, restaurantId);
      });
      return answer(restaurantId, id);
    },

    async update(actor: TActor | null, id: string, input: TAllergenUpdate): Promise<TAllergen> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      await ownRow(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.updateAllergen(trx, restaurantId, id, input);
        await bumpMenuVersion(trx, restaurantId);
      });
      return answer(restaurantId, id);
    },

    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'menu.edit');
      const allergen = await ownRow(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteAllergen(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'menu.allergenDeleted',
          targetType: 'allergen',
          targetId: id,
          details: { name: allergen.name },
        });
        await bumpMenuVersion(trx, restaurantId);
      });
    },
  };
}
