import { AMENITIES_MAX, APPROVAL_EXPIRY_MINUTES_DEFAULT, type TAmenity, type TAmenityCreate, type TAmenityUpdate } from '@menudelite/shared/hotel/contracts';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { toAmenity } from './mapper.ts';
import * as repo from './repository.ts';

/** Editing the catalogue is venue set-up (or settings); reading it is serving guests. */
const EDIT = ['venue.setup', 'settings.change'] as const;

/** A charged amenity has a price; other modes cost nothing (their price is kept at 0). */
function priceCheck(mode: TAmenity['mode'], price: number | undefined): number {
  if (mode !== 'charged') return 0;
  if (!price || price <= 0) throw invalidField('body.price', 'mustBePositive', { min: 0 });
  return price;
}

/** The hotel's amenity catalogue (docs/api/hotel.md): towels, pillows, toiletries, with a maximum and a mode each. */
export function createAmenityCatalogue(deps: { db: TDb; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  async function own(restaurantId: string, id: string) {
    const row = await repo.findAmenity(db, restaurantId, id);
    if (!row) throw notFound('Amenity');
    return row;
  }
  return {
    async list(actor: TActor | null): Promise<TAmenity[]> {
      const restaurantId = requireVenuePermission(actor, ['guests.serve', ...EDIT]);
      return (await repo.listAmenities(db, restaurantId)).map(toAmenity);
    },
    async create(actor: TActor | null, input: TAmenityCreate): Promise<TAmenity> {
      const restaurantId = requireVenuePermission(actor, EDIT);
      if ((await repo.countAmenities(db, restaurantId)) >= AMENITIES_MAX) {
        throw keyedError('CONFLICT', 'limitReached', { params: { max: AMENITIES_MAX }, message: `A hotel can have at most ${AMENITIES_MAX} amenities` });
      }
      const at = now().toISOString();
      const row: repo.TAmenityRow = {
        id: newId(),
        restaurant_id: restaurantId,
        name: input.name,
        translations: JSON.stringify(input.translations ?? {}),
        max_quantity: input.maxQuantity,
        mode: input.mode,
        price: priceCheck(input.mode, input.price),
        approval_expiry_minutes: input.mode === 'approval' ? (input.approvalExpiryMinutes ?? APPROVAL_EXPIRY_MINUTES_DEFAULT) : null,
        is_active: input.isActive ?? true,
        position: input.position ?? (await repo.countAmenities(db, restaurantId)),
        created_at: at,
        updated_at: at,
      };
      await repo.insertAmenity(db, row);
      return toAmenity(row);
    },
    async update(actor: TActor | null, id: string, input: TAmenityUpdate): Promise<TAmenity> {
      const restaurantId = requireVenuePermission(actor, EDIT);
      const row = await own(restaurantId, id);
      if (Object.keys(input).length === 0) throw invalidField('body', 'nothingToChange');
      const mode = input.mode ?? (row.mode as TAmenity['mode']);
      const price = mode === 'charged' ? priceCheck(mode, input.price ?? Number(row.price)) : 0;
      const approval = mode === 'approval' ? (input.approvalExpiryMinutes ?? row.approval_expiry_minutes ?? APPROVAL_EXPIRY_MINUTES_DEFAULT) : null;
      await repo.updateAmenity(db, restaurantId, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.translations !== undefined ? { translations: JSON.stringify(input.translations) } : {}),
        ...(input.maxQuantity !== undefined ? { max_quantity: input.maxQuantity } : {}),
        ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
        ...(input.position !== undefined ? { position: input.position } : {}),
        mode,
        price,
        approval_expiry_minutes: approval,
        updated_at: now().toISOString(),
      });
      return toAmenity(await own(restaurantId, id));
    },
    /** Requests keep their own copy of the items (name, price), so deleting an amenity changes no request. */
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, EDIT);
      await own(restaurantId, id);
      await repo.deleteAmenity(db, restaurantId, id);
    },
  };
}
