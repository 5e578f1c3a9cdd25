import type { Insertable, Selectable, Updateable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { LoyaltyCampaignsTable } from '../../db/schema.ts';

export type TCampaignRow = Selectable<LoyaltyCampaignsTable> & { members_count: number | string };

function selectCampaigns(db: TDb) {
  return db
    .selectFrom('loyalty_campaigns as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('loyalty_passes as p')
        .whereRef('p.campaign_id', '=', 'c.id')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('members_count'),
    );
}

export async function findCampaignRow(db: TDb, restaurantId: string, id: string): Promise<TCampaignRow | undefined> {
  return selectCampaigns(db).where('c.restaurant_id', '=', restaurantId).where('c.id', '=', id).executeTakeFirst() as Promise<TCampaignRow | undefined>;
}

/** Newest first, keyset after (created_at, id). */
export async function listCampaignRows(
  db: TDb,
  restaurantId: string,
  options: { limit: number; after: { at: string; id: string } | null; includeDeleted: boolean },
): Promise<TCampaignRow[]> {
  let query = selectCampaigns(db).where('c.restaurant_id', '=', restaurantId);
  if (!options.includeDeleted) query = query.where('c.is_deleted', '=', false);
  if (options.after) {
    const { at, id } = options.after;
    query = query.where((eb) => eb.or([eb('c.created_at', '<', at), eb.and([eb('c.created_at', '=', at), eb('c.id', '<', id)])]));
  }
  return (await query.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(options.limit).execute()) as TCampaignRow[];
}

/** The venue's running campaign: active and not deleted (at most one; see switchOffOthers). */
export async function findActiveCampaignRow(db: TDb, restaurantId: string): Promise<Selectable<LoyaltyCampaignsTable> | undefined> {
  return db
    .selectFrom('loyalty_campaigns')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('is_active', '=', true)
    .where('is_deleted', '=', false)
    .orderBy('updated_at', 'desc')
    .executeTakeFirst();
}

export async function insertCampaign(db: TDb, row: Insertable<LoyaltyCampaignsTable>): Promise<void> {
  await db.insertInto('loyalty_campaigns').values(row).execute();
}

export async function updateCampaign(db: TDb, restaurantId: string, id: string, changes: Updateable<LoyaltyCampaignsTable>): Promise<void> {
  await db.updateTable('loyalty_campaigns').set(changes).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** One stamp card runs at a time: switching one on switches the venue's others off. */
export async function switchOffOthers(db: TDb, restaurantId: string, keepId: string, now: string): Promise<void> {
  await db
    .updateTable('loyalty_campaigns')
    .set({ is_active: false, updated_at: now })
    .where('restaurant_id', '=', restaurantId)
    .where('id', '!=', keepId)
    .where('is_active', '=', true)
    .execute();
}
