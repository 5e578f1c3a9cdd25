import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { LoyaltyEntriesTable, LoyaltyPassesTable } from '../../db/schema.ts';

export type TPassRow = Selectable<LoyaltyPassesTable> & {
  campaign_name: string;
  reward_description: string;
  min_spend_quantity: number;
  min_order_amount: number;
  campaign_active: boolean | number;
  campaign_deleted: boolean | number;
};

function selectPasses(db: TDb) {
  return db
    .selectFrom('loyalty_passes as p')
    .innerJoin('loyalty_campaigns as c', 'c.id', 'p.campaign_id')
    .selectAll('p')
    .select([
      'c.name as campaign_name',
      'c.reward_description',
      'c.min_spend_quantity',
      'c.min_order_amount',
      'c.is_active as campaign_active',
      'c.is_deleted as campaign_deleted',
    ]);
}

export async function findPassByIdentifier(db: TDb, passIdentifier: string): Promise<TPassRow | undefined> {
  return selectPasses(db).where('p.pass_identifier', '=', passIdentifier).executeTakeFirst();
}

export async function findPassById(db: TDb, id: string): Promise<TPassRow | undefined> {
  return selectPasses(db).where('p.id', '=', id).executeTakeFirst();
}

export async function findPassOfCustomer(db: TDb, campaignId: string, customerUserId: string): Promise<TPassRow | undefined> {
  return selectPasses(db).where('p.campaign_id', '=', campaignId).where('p.customer_user_id', '=', customerUserId).executeTakeFirst();
}

type TAfter = { at: string; id: string } | null;
const afterCursor = (cursor: TAfter) => (eb: any) =>
  eb.or([eb('p.created_at', '<', cursor!.at), eb.and([eb('p.created_at', '=', cursor!.at), eb('p.id', '<', cursor!.id)])]);

export async function listVenuePassRows(
  db: TDb,
  restaurantId: string,
  options: { limit: number; after: TAfter; campaignId?: string | undefined },
): Promise<TPassRow[]> {
  let query = selectPasses(db).where('p.restaurant_id', '=', restaurantId);
  if (options.campaignId) query = query.where('p.campaign_id', '=', options.campaignId);
  if (options.after) query = query.where(afterCursor(options.after));
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(options.limit).execute();
}

export async function listCustomerPassRows(db: TDb, customerUserId: string, options: { limit: number; after: TAfter }): Promise<TPassRow[]> {
  let query = selectPasses(db).where('p.customer_user_id', '=', customerUserId).where('c.is_deleted', '=', false);
  if (options.after) query = query.where(afterCursor(options.after));
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(options.limit).execute();
}

/** Joining twice keeps the first pass (unique campaign + customer). */
export async function insertPassIfMissing(db: TDb, row: Insertable<LoyaltyPassesTable>): Promise<void> {
  await db
    .insertInto('loyalty_passes')
    .values(row)
    .onConflict((oc) => oc.columns(['campaign_id', 'customer_user_id']).doNothing())
    .execute();
}

/**
 * The one way a pass's counts change: a conditional update. `minStamps` guards a decrement (the
 * row must hold at least that many stamps), so two redemptions of one card cannot both succeed.
 * Answers whether the row changed.
 */
export async function changePassCounts(trx: TDb, passId: string, change: { stamps: number; gifts: number; minStamps: number }, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('loyalty_passes')
    .set((eb) => ({
      redemptions_count: eb('redemptions_count', '+', change.stamps),
      gifts_count: eb('gifts_count', '+', change.gifts),
      updated_at: now,
    }))
    .where('id', '=', passId)
    .where('redemptions_count', '>=', change.minStamps)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertEntry(trx: TDb, row: Insertable<LoyaltyEntriesTable>): Promise<void> {
  await trx.insertInto('loyalty_entries').values(row).execute();
}

/** An order's entry of a kind, if the lifecycle already wrote it (idempotency). */
export async function findOrderEntry(db: TDb, orderId: string, kind: string): Promise<Selectable<LoyaltyEntriesTable> | undefined> {
  return db.selectFrom('loyalty_entries').selectAll().where('order_id', '=', orderId).where('kind', '=', kind).executeTakeFirst();
}

export async function listPassEntries(db: TDb, passId: string, limit: number): Promise<Selectable<LoyaltyEntriesTable>[]> {
  return db.selectFrom('loyalty_entries').selectAll().where('pass_id', '=', passId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Passes whose stamps changed after `since` (the wallet web service's "updated since"), among `serials`. */
export async function listPassUpdates(db: TDb, serials: readonly string[], since: string | null): Promise<{ pass_identifier: string; updated_at: string }[]> {
  if (serials.length === 0) return [];
  let query = db
    .selectFrom('loyalty_passes')
    .select(['pass_identifier', 'updated_at'])
    .where('pass_identifier', 'in', [...serials]);
  if (since) query = query.where('updated_at', '>', since);
  return query.execute();
}

export async function setEntryStamps(trx: TDb, entryId: string, stamps: number): Promise<void> {
  await trx.updateTable('loyalty_entries').set({ stamps }).where('id', '=', entryId).execute();
}

/** A campaign's wording or card size changed: every pass of it shows it, so each is marked updated. Answers their identifiers. */
export async function touchCampaignPasses(trx: TDb, campaignId: string, now: string): Promise<string[]> {
  await trx.updateTable('loyalty_passes').set({ updated_at: now }).where('campaign_id', '=', campaignId).execute();
  const rows = await trx.selectFrom('loyalty_passes').select('pass_identifier').where('campaign_id', '=', campaignId).execute();
  return rows.map((row) => row.pass_identifier);
}

/** The entry a staff request with this Idempotency-Key already wrote on the pass, if any. */
export async function findRequestEntry(db: TDb, passId: string, requestKey: string): Promise<Selectable<LoyaltyEntriesTable> | undefined> {
  return db.selectFrom('loyalty_entries').selectAll().where('pass_id', '=', passId).where('request_key', '=', requestKey).executeTakeFirst();
}
