import type { Insertable, Selectable, Updateable } from 'kysely';
import { CLUB_LIVE_STATUSES, type TClubSubscriptionStatus } from '@menudelite/shared/growth/club';
import type { TDb } from '../../db/database.ts';
import type { ClubSubscriptionsTable } from '../../db/schema.ts';

export type TSubscriptionRow = Selectable<ClubSubscriptionsTable>;

const normalise = (row: TSubscriptionRow): TSubscriptionRow => ({ ...row, price: Number(row.price), period_number: Number(row.period_number) });

/**
 * The conditional insert: the partial unique index (one live subscription per customer and venue)
 * turns a second one into "nothing inserted" instead of an error, so two parallel subscribes make one.
 */
export async function insertSubscriptionOnce(db: TDb, row: Insertable<ClubSubscriptionsTable>): Promise<boolean> {
  const result = await db
    .insertInto('club_subscriptions')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .execute();
  return result.length === 1;
}

export async function findSubscription(db: TDb, id: string): Promise<TSubscriptionRow | undefined> {
  const row = await db.selectFrom('club_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function findSubscriptionByKey(db: TDb, restaurantId: string, customerUserId: string, key: string): Promise<TSubscriptionRow | undefined> {
  const row = await db
    .selectFrom('club_subscriptions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('customer_user_id', '=', customerUserId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row && normalise(row);
}

/** The customer's live subscription at the venue (at most one, by the partial unique index). */
export async function findLiveSubscription(db: TDb, restaurantId: string, customerUserId: string): Promise<TSubscriptionRow | undefined> {
  const row = await db
    .selectFrom('club_subscriptions')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('customer_user_id', '=', customerUserId)
    .where('status', 'in', CLUB_LIVE_STATUSES)
    .executeTakeFirst();
  return row && normalise(row);
}

type TListOptions = { limit: number; before?: { createdAt: string; id: string } | undefined; status?: TClubSubscriptionStatus | undefined };

function page(db: TDb, column: 'restaurant_id' | 'customer_user_id', value: string, options: TListOptions) {
  let query = db.selectFrom('club_subscriptions').selectAll().where(column, '=', value);
  if (options.status) query = query.where('status', '=', options.status);
  const before = options.before;
  if (before)
    query = query.where((eb) => eb.or([eb('created_at', '<', before.createdAt), eb.and([eb('created_at', '=', before.createdAt), eb('id', '<', before.id)])]));
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit);
}

export async function listVenueSubscriptions(db: TDb, restaurantId: string, options: TListOptions): Promise<TSubscriptionRow[]> {
  return (await page(db, 'restaurant_id', restaurantId, options).execute()).map(normalise);
}

export async function listCustomerSubscriptions(db: TDb, customerUserId: string, options: TListOptions): Promise<TSubscriptionRow[]> {
  return (await page(db, 'customer_user_id', customerUserId, options).execute()).map(normalise);
}

/** Moves the subscription only from one of `from` (and, when given, in period `period`): false when it had moved already. */
export async function moveSubscription(
  db: TDb,
  id: string,
  from: readonly TClubSubscriptionStatus[],
  changes: Updateable<ClubSubscriptionsTable>,
  period?: number,
): Promise<boolean> {
  let query = db.updateTable('club_subscriptions').set(changes).where('id', '=', id).where('status', 'in', from);
  if (period !== undefined) query = query.where('period_number', '=', period);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Subscriptions still incomplete since before `before`: a first charge whose answer never came back. */
export async function listStaleIncomplete(db: TDb, before: string, limit: number): Promise<TSubscriptionRow[]> {
  const rows = await db
    .selectFrom('club_subscriptions')
    .selectAll()
    .where('status', '=', 'incomplete')
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map(normalise);
}
