import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ClubRedemptionsTable } from '../../db/schema.ts';

export type TRedemptionRow = Selectable<ClubRedemptionsTable>;

export async function usesOn(db: TDb, subscriptionId: string, day: string): Promise<number> {
  const row = await db.selectFrom('club_usage').select('uses').where('subscription_id', '=', subscriptionId).where('day', '=', day).executeTakeFirst();
  return row ? Number(row.uses) : 0;
}

/**
 * The guarded counter of free-with-club units: the day's row is made if missing, then raised only
 * while it stays within the limit. Inside the order's transaction, so two orders racing for the last
 * free coffee of the day cannot both win (false: the limit was reached first by another order).
 */
export async function takeUses(trx: TDb, subscriptionId: string, day: string, units: number, limit: number): Promise<boolean> {
  await trx
    .insertInto('club_usage')
    .values({ subscription_id: subscriptionId, day, uses: 0 })
    .onConflict((oc) => oc.doNothing())
    .execute();
  const result = await trx
    .updateTable('club_usage')
    .set((eb) => ({ uses: eb('uses', '+', units) }))
    .where('subscription_id', '=', subscriptionId)
    .where('day', '=', day)
    .where('uses', '<=', limit - units)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function giveUsesBack(trx: TDb, subscriptionId: string, day: string, units: number): Promise<void> {
  await trx
    .updateTable('club_usage')
    .set((eb) => ({ uses: eb('uses', '-', units) }))
    .where('subscription_id', '=', subscriptionId)
    .where('day', '=', day)
    .where('uses', '>=', units)
    .execute();
}

export async function insertRedemption(trx: TDb, row: Insertable<ClubRedemptionsTable>): Promise<void> {
  await trx.insertInto('club_redemptions').values(row).execute();
}

export async function findRedemption(db: TDb, orderId: string): Promise<TRedemptionRow | undefined> {
  return db.selectFrom('club_redemptions').selectAll().where('order_id', '=', orderId).executeTakeFirst();
}

/** Marks the order's redemption given back, once: false when it already was (the void job ran before). */
export async function markReturned(trx: TDb, orderId: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('club_redemptions')
    .set({ returned_at: now })
    .where('order_id', '=', orderId)
    .where('returned_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
