import { sql, type Selectable } from 'kysely';
import type { TPaymentLinkStatus } from '@menudelite/shared/delitepay/contracts';
import type { TDb } from '../../db/database.ts';
import type { DelitepayLinksTable } from '../../db/schema.ts';

export type TLinkRow = Selectable<DelitepayLinksTable>;

const normalise = (row: TLinkRow): TLinkRow => ({
  ...row,
  amount: Number(row.amount),
  times_paid: Number(row.times_paid),
  amount_collected: Number(row.amount_collected),
});

export async function insertLink(trx: TDb, row: TLinkRow): Promise<void> {
  await trx.insertInto('delitepay_links').values(row).execute();
}

export async function findLink(db: TDb, restaurantId: string, id: string): Promise<TLinkRow | undefined> {
  const row = await db.selectFrom('delitepay_links').selectAll().where('id', '=', id).where('restaurant_id', '=', restaurantId).executeTakeFirst();
  return row && normalise(row);
}

export async function findLinkByToken(db: TDb, token: string): Promise<TLinkRow | undefined> {
  const row = await db.selectFrom('delitepay_links').selectAll().where('token', '=', token).executeTakeFirst();
  return row && normalise(row);
}

export async function findLinkById(db: TDb, id: string): Promise<TLinkRow | undefined> {
  const row = await db.selectFrom('delitepay_links').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalise(row);
}

/** Newest first, keyset by (created_at, id); `status` is matched as links-mapper computes it (expired from expires_at). */
export async function listLinkRows(
  db: TDb,
  restaurantId: string,
  query: { status?: TPaymentLinkStatus | undefined; limit: number; before?: { at: string; id: string } | undefined },
  now: string,
): Promise<TLinkRow[]> {
  let select = db.selectFrom('delitepay_links').selectAll().where('restaurant_id', '=', restaurantId);
  const lapsed = sql<boolean>`(expires_at is not null and expires_at <= ${now})`;
  if (query.status === 'expired') select = select.where('status', '=', 'active').where(lapsed);
  else if (query.status === 'active') select = select.where('status', '=', 'active').where(sql<boolean>`not ${lapsed}`);
  else if (query.status) select = select.where('status', '=', query.status);
  if (query.before) {
    const { at, id } = query.before;
    select = select.where((eb) => eb.or([eb('created_at', '<', at), eb.and([eb('created_at', '=', at), eb('id', '<', id)])]));
  }
  const rows = await select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
  return rows.map(normalise);
}

/**
 * A single-use link is taken by the payment paying it, in that payment's own transaction: the update
 * changes the row only while the link is active, unexpired and held by nobody, so of two payers at
 * once exactly one gets it (PostgreSQL re-checks the condition after the first commit; SQLite runs
 * one writer at a time). A hold lasts LINK_HOLD_MS: a lapsed one is released first (link-hold.ts,
 * after its intent is canceled at the provider), never overwritten here.
 */
export async function holdLink(trx: TDb, linkId: string, paymentId: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_links')
    .set({ held_by_payment_id: paymentId, updated_at: now })
    .where('id', '=', linkId)
    .where('status', '=', 'active')
    .where('held_by_payment_id', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reusable link takes a payment while it is active and unexpired (checked in the payment's transaction, so a cancel is never overtaken). */
export async function touchReusableLink(trx: TDb, linkId: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_links')
    .set({ updated_at: now })
    .where('id', '=', linkId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The payment holding the link failed: the link is free for the next payer. */
export async function releaseLink(trx: TDb, linkId: string, paymentId: string, now: string): Promise<void> {
  await trx
    .updateTable('delitepay_links')
    .set({ held_by_payment_id: null, updated_at: now })
    .where('id', '=', linkId)
    .where('held_by_payment_id', '=', paymentId)
    .execute();
}

/** A payment with the link succeeded: counted, and a single-use link is paid (whatever its state: the money is taken). */
export async function countLinkPayment(trx: TDb, link: { id: string; reusable: boolean }, total: number, now: string): Promise<void> {
  await trx
    .updateTable('delitepay_links')
    .set((eb) => ({
      times_paid: eb('times_paid', '+', 1),
      amount_collected: eb('amount_collected', '+', total),
      updated_at: now,
      ...(link.reusable ? {} : { status: 'paid' }),
    }))
    .where('id', '=', link.id)
    .execute();
}

/**
 * Cancels an active link; false when it is paid or cancelled already. A payment already in progress
 * (a Stripe payer on the card form) may still succeed: the money is then taken and the link shows paid.
 */
export async function cancelLink(trx: TDb, restaurantId: string, linkId: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('delitepay_links')
    .set({ status: 'cancelled', cancelled_at: now, updated_at: now })
    .where('id', '=', linkId)
    .where('restaurant_id', '=', restaurantId)
    .where('status', '=', 'active')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markLinkSent(trx: TDb, linkId: string, sent: { channel: string; to: string }, now: string): Promise<void> {
  await trx
    .updateTable('delitepay_links')
    .set({ sent_channel: sent.channel, sent_to: sent.to, sent_at: now, updated_at: now })
    .where('id', '=', linkId)
    .execute();
}
