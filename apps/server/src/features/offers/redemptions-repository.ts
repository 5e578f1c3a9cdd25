import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { OfferRedemptionsTable } from '../../db/schema.ts';

export type TRedemptionRow = Selectable<OfferRedemptionsTable>;

/** Uses of these offers by one customer that still count (not given back). */
export async function countCustomerUses(db: TDb, offerIds: readonly string[], customerUserId: string): Promise<Map<string, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('offer_redemptions')
    .select(['offer_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('offer_id', 'in', [...offerIds])
    .where('customer_user_id', '=', customerUserId)
    .where('released_at', 'is', null)
    .groupBy('offer_id')
    .execute();
  return new Map(rows.map((row) => [row.offer_id, Number(row.n)]));
}

export async function insertRedemption(trx: TDb, row: TRedemptionRow): Promise<void> {
  await trx.insertInto('offer_redemptions').values(row).execute();
}

/** The order's redemptions not yet given back. */
export async function listHeldRedemptions(trx: TDb, orderId: string): Promise<TRedemptionRow[]> {
  return trx.selectFrom('offer_redemptions').selectAll().where('order_id', '=', orderId).where('released_at', 'is', null).execute();
}

/** Marks one redemption given back; false when another run did it first (the void job is idempotent). */
export async function releaseRedemption(trx: TDb, id: string, at: string): Promise<boolean> {
  const result = await trx.updateTable('offer_redemptions').set({ released_at: at }).where('id', '=', id).where('released_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
