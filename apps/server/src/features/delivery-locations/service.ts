import { DELIVERY_LOCATIONS_MAX, type TDeliveryLocation, type TDeliveryLocationCreate, type TDeliveryLocationUpdate } from '@menudelite/shared/orders/delivery';
import type { TDb } from '../../db/database.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { recordAudit } from '../team/public.ts';
import * as repo from './repository.ts';

const toLocation = (row: repo.TLocationRow): TDeliveryLocation => ({
  id: row.id,
  name: row.name,
  isAvailable: toBool(row.is_available),
  createdAt: row.created_at,
});

/** Delivery locations (SPEC section 3): places a venue delivers to, each switchable on and off. */
export function createDeliveryLocationsService(db: TDb) {
  async function getOwn(restaurantId: string, id: string): Promise<TDeliveryLocation> {
    const row = await repo.findLocationRow(db, restaurantId, id);
    if (!row) throw notFound('Delivery location');
    return toLocation(row);
  }
  return {
    async list(actor: TActor | null): Promise<TDeliveryLocation[]> {
      return (await repo.listLocationRows(db, requireVenuePermission(actor, 'orders.view'))).map(toLocation);
    },
    async get(actor: TActor | null, id: string): Promise<TDeliveryLocation> {
      return getOwn(requireVenuePermission(actor, 'orders.view'), id);
    },
    async create(actor: TActor | null, input: TDeliveryLocationCreate): Promise<TDeliveryLocation> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      if ((await repo.countLocations(db, restaurantId)) >= DELIVERY_LOCATIONS_MAX) {
        throw keyedError('CONFLICT', 'limitReached', {
          params: { max: DELIVERY_LOCATIONS_MAX },
          message: `A venue can have at most ${DELIVERY_LOCATIONS_MAX} delivery locations`,
        });
      }
      const id = newId();
      await repo.insertLocation(db, { id, restaurant_id: restaurantId, name: input.name, is_available: input.isAvailable ?? true, created_at: nowIso() });
      return getOwn(restaurantId, id);
    },
    async update(actor: TActor | null, id: string, input: TDeliveryLocationUpdate): Promise<TDeliveryLocation> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      await getOwn(restaurantId, id);
      await repo.updateLocation(db, restaurantId, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.isAvailable !== undefined ? { is_available: input.isAvailable } : {}),
      });
      return getOwn(restaurantId, id);
    },
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      const area = await getOwn(restaurantId, id);
      await db.transaction().execute(async (trx) => {
        await repo.deleteLocation(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, {
          action: 'venue.deliveryAreaDeleted',
          targetType: 'deliveryArea',
          targetId: id,
          details: { name: area.name },
        });
      });
    },
  };
}
