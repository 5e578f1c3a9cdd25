import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { GiftCardLedgerTable, GiftCardsTable } from '../../db/schema.ts';

export type TGiftCardRow = Selectable<GiftCardsTable>;
export type TLedgerRow = Selectable<GiftCardLedgerTable>;

export async function insertGiftCard(trx: TDb, row: Insertable<GiftCardsTable>): Promise<void> {
  await trx.insertInto('gift_cards').values(row).execute();
}

export async function findGiftCardByHash(db: TDb, hash: string): Promise<TGiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('code_hash', '=', hash).executeTakeFirst();
}

export async function findGiftCardById(db: TDb, id: string): Promise<TGiftCardRow | undefined> {
  return db.selectFrom('gift_cards').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The guarded decrement: takes `amount` only while the balance covers it. Answers the balance after,
 * or null when another spend got there first (the caller answers 409 and its transaction rolls back).
 */
export async function debitGiftCard(trx: TDb, id: string, amount: number, now: string): Promise<number | null> {
  const row = await trx
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '-', amount), updated_at: now }))
    .where('id', '=', id)
    .where('balance', '>=', amount)
    .returning('balance')
    .executeTakeFirst();
  return row ? Number(row.balance) : null;
}

/** Gives money back to a card (a voided order, a staff adjustment up): answers the balance after. */
export async function creditGiftCard(trx: TDb, id: string, amount: number, now: string): Promise<number> {
  const row = await trx
    .updateTable('gift_cards')
    .set((eb) => ({ balance: eb('balance', '+', amount), updated_at: now }))
    .where('id', '=', id)
    .returning('balance')
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export async function markGiftCardDelivered(trx: TDb, id: string, now: string): Promise<boolean> {
  const result = await trx.updateTable('gift_cards').set({ delivered_at: now }).where('id', '=', id).where('delivered_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertLedgerRow(trx: TDb, row: Insertable<GiftCardLedgerTable>): Promise<void> {
  await trx.insertInto('gift_card_ledger').values(row).execute();
}

export async function findLedgerByRef(db: TDb, refKey: string): Promise<TLedgerRow | undefined> {
  return db.selectFrom('gift_card_ledger').selectAll().where('ref_key', '=', refKey).executeTakeFirst();
}

/** An order's redemptions (one per card it used). */
export async function findOrderRedemptions(db: TDb, orderId: string): Promise<TLedgerRow[]> {
  return db.selectFrom('gift_card_ledger').selectAll().where('order_id', '=', orderId).where('kind', '=', 'redeem').execute();
}

/** Newest first, keyset paged. */
export async function listLedgerRows(db: TDb, cardId: string, limit: number, after: { createdAt: string; id: string } | null): Promise<TLedgerRow[]> {
  let query = db.selectFrom('gift_card_ledger').selectAll().where('gift_card_id', '=', cardId);
  if (after) {
    query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
