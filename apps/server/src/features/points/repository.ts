import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { PointsAccountsTable, PointsLedgerTable, PointsRulesTable } from '../../db/schema.ts';

export type TRulesRow = Selectable<PointsRulesTable>;
export type TAccountRow = Selectable<PointsAccountsTable>;
export type TLedgerRow = Selectable<PointsLedgerTable>;

export async function findRulesRow(db: TDb, restaurantId: string): Promise<TRulesRow | undefined> {
  return db.selectFrom('points_rules').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst();
}

export async function saveRulesRow(db: TDb, row: TRulesRow): Promise<void> {
  const { restaurant_id: _id, created_at: _created, ...changes } = row;
  await db
    .insertInto('points_rules')
    .values(row)
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(changes))
    .execute();
}

/** Venues whose points expire now (the daily expiry job's targets). */
export async function venuesWithExpiry(db: TDb): Promise<string[]> {
  const rows = await db
    .selectFrom('points_rules')
    .select('restaurant_id')
    .where('enabled', '=', true)
    .where('expiry_days', 'is not', null)
    .where('expiry_effective_at', 'is not', null)
    .execute();
  return rows.map((r) => r.restaurant_id);
}

export async function findAccount(db: TDb, restaurantId: string, customerUserId: string): Promise<TAccountRow | undefined> {
  return db
    .selectFrom('points_accounts')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('customer_user_id', '=', customerUserId)
    .executeTakeFirst();
}

export async function findAccountById(db: TDb, restaurantId: string, id: string): Promise<TAccountRow | undefined> {
  return db.selectFrom('points_accounts').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

/** The account of this customer at this venue, made (balance 0) if it does not exist yet. */
export async function ensureAccount(trx: TDb, row: TAccountRow): Promise<TAccountRow> {
  await trx
    .insertInto('points_accounts')
    .values(row)
    .onConflict((oc) => oc.columns(['restaurant_id', 'customer_user_id']).doNothing())
    .execute();
  return (await findAccount(trx, row.restaurant_id, row.customer_user_id))!;
}

/**
 * Takes the account's row lock (PostgreSQL) before reading its ledger, so two jobs about one account
 * (a void and an earning, an expiry and a refund) decide one after the other. SQLite has one writer.
 */
export async function lockAccount(trx: TDb, accountId: string, now: string): Promise<TAccountRow> {
  await trx.updateTable('points_accounts').set({ updated_at: now }).where('id', '=', accountId).execute();
  return (await trx.selectFrom('points_accounts').selectAll().where('id', '=', accountId).executeTakeFirst())!;
}

/** balance + n (n > 0). */
export async function creditAccount(trx: TDb, accountId: string, points: number, now: string): Promise<void> {
  await trx
    .updateTable('points_accounts')
    .set((eb) => ({ balance: eb('balance', '+', points), updated_at: now }))
    .where('id', '=', accountId)
    .execute();
}

/** The guarded decrement: balance − n only while balance ≥ n. Answers whether it happened. */
export async function debitAccount(trx: TDb, accountId: string, points: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('points_accounts')
    .set((eb) => ({ balance: eb('balance', '-', points), updated_at: now }))
    .where('id', '=', accountId)
    .where('balance', '>=', points)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Appends a ledger row; a key already written makes it a no-op (answers false): retried jobs never double. */
export async function appendLedger(trx: TDb, row: TLedgerRow): Promise<boolean> {
  const result = await trx
    .insertInto('points_ledger')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function ledgerKeyExists(db: TDb, key: string): Promise<boolean> {
  return (await db.selectFrom('points_ledger').select('id').where('key', '=', key).executeTakeFirst()) !== undefined;
}

export async function ledgerOfOrder(db: TDb, orderId: string): Promise<TLedgerRow[]> {
  return db.selectFrom('points_ledger').selectAll().where('order_id', '=', orderId).orderBy('created_at').orderBy('id').execute();
}

/** Every row of an account that matters for expiry: all of them (one customer at one venue: small). */
export async function ledgerOfAccount(db: TDb, accountId: string): Promise<TLedgerRow[]> {
  return db.selectFrom('points_ledger').selectAll().where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
}

/** A page of an account's ledger, newest first, rows that moved points only. */
export async function ledgerPage(db: TDb, accountId: string, limit: number, after: { createdAt: string; id: string } | null): Promise<TLedgerRow[]> {
  let query = db.selectFrom('points_ledger').selectAll().where('account_id', '=', accountId).where('points', '!=', 0);
  if (after) {
    query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Accounts of a venue holding points that may have expired by `now` (lots earned under the current expiry rule). */
export async function accountsWithExpiredLots(db: TDb, restaurantId: string, effectiveAt: string, now: string): Promise<string[]> {
  const rows = await db
    .selectFrom('points_ledger')
    .innerJoin('points_accounts', 'points_accounts.id', 'points_ledger.account_id')
    .select('points_ledger.account_id')
    .distinct()
    .where('points_ledger.restaurant_id', '=', restaurantId)
    .where('points_ledger.expires_at', '<=', now)
    .where('points_ledger.created_at', '>=', effectiveAt)
    .where('points_accounts.balance', '>', 0)
    .execute();
  return rows.map((r) => r.account_id);
}

/** A customer's accounts across venues, most recently changed first. */
export async function customerAccounts(
  db: TDb,
  customerUserId: string,
  limit: number,
  after: { updatedAt: string; id: string } | null,
): Promise<TAccountRow[]> {
  let query = db.selectFrom('points_accounts').selectAll().where('customer_user_id', '=', customerUserId);
  if (after) {
    query = query.where((eb) => eb.or([eb('updated_at', '<', after.updatedAt), eb.and([eb('updated_at', '=', after.updatedAt), eb('id', '<', after.id)])]));
  }
  return query.orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** A venue's member accounts, largest balance first. */
export async function venueAccounts(db: TDb, restaurantId: string, limit: number, after: { balance: number; id: string } | null): Promise<TAccountRow[]> {
  let query = db.selectFrom('points_accounts').selectAll().where('restaurant_id', '=', restaurantId);
  if (after) {
    query = query.where((eb) => eb.or([eb('balance', '<', after.balance), eb.and([eb('balance', '=', after.balance), eb('id', '<', after.id)])]));
  }
  return query.orderBy('balance', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
