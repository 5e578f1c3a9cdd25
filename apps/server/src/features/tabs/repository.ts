import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { TabsTable } from '../../db/schema.ts';

export type TTabRow = Selectable<TabsTable>;

/** What staff watch: open tabs, one being charged, and those whose card was declined. */
export const ACTIVE_TAB_STATUSES = ['open', 'closing', 'failed'] as const;
/** What a diner at the table still sees as their tab (a pending one waits for the card). */
const CURRENT_TAB_STATUSES = ['pending_card', 'open', 'closing', 'failed'] as const;

const normalise = (row: TTabRow): TTabRow => ({
  ...row,
  charged_amount: row.charged_amount === null ? null : Number(row.charged_amount),
  tip_amount: row.tip_amount === null ? null : Number(row.tip_amount),
});

export async function insertTab(db: TDb, row: TTabRow): Promise<void> {
  await db.insertInto('tabs').values(row).execute();
}

export async function findTab(db: TDb, id: string): Promise<TTabRow | undefined> {
  const row = await db.selectFrom('tabs').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

export async function findVenueTab(db: TDb, restaurantId: string, id: string): Promise<TTabRow | undefined> {
  const row = await db.selectFrom('tabs').selectAll().where('id', '=', id).where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row && normalise(row);
}

/** The newest tab of a bill that is not closed: the one the table's diners see. */
export async function findCurrentTabOfBill(db: TDb, billId: string): Promise<TTabRow | undefined> {
  const row = await db
    .selectFrom('tabs')
    .selectAll()
    .where('bill_id', '=', billId)
    .where('status', 'in', [...CURRENT_TAB_STATUSES])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && normalise(row);
}

/**
 * pending_card -> open with the saved card. The partial unique index (one open or closing tab per
 * bill) throws when another tab of the bill is live: the caller answers 409.
 */
export async function markTabOpen(
  db: TDb,
  id: string,
  card: { paymentMethodRef: string; customerRef: string | null; last4: string },
  at: { openedAt: string; closesAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable('tabs')
    .set({
      status: 'open',
      payment_method_ref: card.paymentMethodRef,
      customer_ref: card.customerRef,
      card_last4: card.last4,
      opened_at: at.openedAt,
      closes_at: at.closesAt,
      updated_at: at.openedAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending_card')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The deadline as last computed (activity moved it, or the settings changed). */
export async function setTabClosesAt(db: TDb, id: string, closesAt: string, now: string): Promise<void> {
  await db.updateTable('tabs').set({ closes_at: closesAt, updated_at: now }).where('id', '=', id).where('status', '=', 'open').execute();
}

/** open -> closing: whoever moves it charges; a second closer (the job and staff at once) gets false. */
export async function claimTabClosing(db: TDb, id: string, reason: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('tabs')
    .set({ status: 'closing', close_reason: reason, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** closing -> open again: the closer found a diner's payment in progress on the bill and waits for it. */
export async function releaseTabClosing(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('tabs').set({ status: 'open', close_reason: null, updated_at: now }).where('id', '=', id).where('status', '=', 'closing').execute();
}

/**
 * A closing tab whose closer has not been heard of since `staleBefore` (its process died mid-charge):
 * taken over by moving updated_at, so of two jobs looking at once only one continues it.
 */
export async function takeOverStaleClosing(db: TDb, id: string, staleBefore: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('tabs')
    .set({ updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'closing')
    .where('updated_at', '<=', staleBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markTabClosed(
  db: TDb,
  id: string,
  outcome: { chargedAmount: number; tipAmount: number; billPaymentId: string | null; closeReason?: string },
  now: string,
): Promise<void> {
  await db
    .updateTable('tabs')
    .set({
      status: 'closed',
      charged_amount: outcome.chargedAmount,
      tip_amount: outcome.tipAmount,
      bill_payment_id: outcome.billPaymentId,
      ...(outcome.closeReason ? { close_reason: outcome.closeReason } : {}),
      closes_at: null,
      closed_at: now,
      failure_message: null,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['open', 'closing'])
    .execute();
}

/** The closing charge was declined: failed (no longer live, so a new tab may be opened on the bill). */
export async function markTabFailed(db: TDb, id: string, message: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('tabs')
    .set({ status: 'failed', failure_message: message, closes_at: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'closing')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type TTabListState = 'active' | 'closed';

/** One page of a venue's tabs: active ones oldest first, closed ones newest first, by (time, id) keyset. */
export async function listVenueTabs(
  db: TDb,
  restaurantId: string,
  state: TTabListState,
  limit: number,
  after: { at: string; id: string } | null,
): Promise<TTabRow[]> {
  let query = db.selectFrom('tabs').selectAll().where('restaurant_id', '=', restaurantId);
  if (state === 'active') {
    query = query
      .where('status', 'in', [...ACTIVE_TAB_STATUSES])
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc');
    if (after) query = query.where((eb) => eb.or([eb('created_at', '>', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '>', after.id)])]));
  } else {
    query = query.where('status', '=', 'closed').orderBy('created_at', 'desc').orderBy('id', 'desc');
    if (after) query = query.where((eb) => eb.or([eb('created_at', '<', after.at), eb.and([eb('created_at', '=', after.at), eb('id', '<', after.id)])]));
  }
  const rows = await query.limit(limit).execute();
  return rows.map(normalise);
}

/** A venue's open tabs (ids only): the ones whose deadline a change of the venue's rules moves. */
export async function listOpenTabIds(db: TDb, restaurantId: string): Promise<string[]> {
  const rows = await db.selectFrom('tabs').select('id').where('restaurant_id', '=', restaurantId).where('status', '=', 'open').execute();
  return rows.map((row) => row.id);
}
