import type { TDb } from '../../db/database.ts';
import type { TOfferRow } from './repository.ts';

/** Venues where this customer used an offer before (one of the ways a customer "knows" a venue). */
export async function redeemedVenueIds(db: TDb, customerUserId: string): Promise<string[]> {
  const rows = await db.selectFrom('offer_redemptions').select('restaurant_id').distinct().where('customer_user_id', '=', customerUserId).execute();
  return rows.map((row) => row.restaurant_id);
}

/** Live, codeless offers of these venues, newest first, keyset on (created_at, id). */
export async function listVenuesOfferRows(
  db: TDb,
  restaurantIds: readonly string[],
  options: { after: { at: string; id: string } | null; limit: number },
): Promise<TOfferRow[]> {
  if (restaurantIds.length === 0) return [];
  let query = db
    .selectFrom('offers')
    .selectAll()
    .where('restaurant_id', 'in', [...restaurantIds])
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .where('code', 'is', null);
  if (options.after) {
    const { at, id } = options.after;
    query = query.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
}
