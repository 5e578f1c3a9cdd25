import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { GiftCardPurchasesTable } from '../../db/schema.ts';
import type { TPaymentAttemptRow } from '../payments/public.ts';

export type TPurchaseRow = Selectable<GiftCardPurchasesTable>;

export async function insertPurchase(trx: TDb, row: Insertable<GiftCardPurchasesTable>): Promise<void> {
  await trx.insertInto('gift_card_purchases').values(row).execute();
}

export async function findPurchaseByKey(db: TDb, restaurantId: string, key: string): Promise<TPurchaseRow | undefined> {
  return db.selectFrom('gift_card_purchases').selectAll().where('restaurant_id', '=', restaurantId).where('idempotency_key', '=', key).executeTakeFirst();
}

export async function findPurchaseById(db: TDb, id: string): Promise<TPurchaseRow | undefined> {
  return db.selectFrom('gift_card_purchases').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findPurchaseByToken(db: TDb, restaurantId: string, token: string): Promise<TPurchaseRow | undefined> {
  return db.selectFrom('gift_card_purchases').selectAll().where('restaurant_id', '=', restaurantId).where('success_token', '=', token).executeTakeFirst();
}

/** Pending (on this attempt) -> succeeded, once: the request, the webhook and the reconciliation job may all try. */
export async function markPurchasePaid(
  trx: TDb,
  id: string,
  attemptId: string,
  paid: { providerRef: string; last4: string; giftCardId: string },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('gift_card_purchases')
    .set({ status: 'succeeded', provider_ref: paid.providerRef, card_last4: paid.last4, gift_card_id: paid.giftCardId, paid_at: now, updated_at: now })
    .where('id', '=', id)
    .where('attempt_id', '=', attemptId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function markPurchaseFailed(trx: TDb, id: string, attemptId: string, message: string, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('gift_card_purchases')
    .set({ status: 'failed', failure_message: message, updated_at: now })
    .where('id', '=', id)
    .where('attempt_id', '=', attemptId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A failed purchase paid again: its next attempt, back to pending (only from failed, so two retries make one). */
export async function movePurchaseToAttempt(trx: TDb, id: string, attempt: TPaymentAttemptRow, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('gift_card_purchases')
    .set({ status: 'pending', attempt_id: attempt.id, attempt_sequence: attempt.sequence, failure_message: null, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The cards bought with this e-mail as the buyer's, newest first, keyset paged on the purchase. */
export async function listBoughtCards(db: TDb, customerUserId: string, limit: number, after: { createdAt: string; id: string } | null) {
  let query = db
    .selectFrom('gift_card_purchases as p')
    .innerJoin('gift_cards as c', 'c.id', 'p.gift_card_id')
    .select([
      'p.id as purchase_id',
      'p.created_at',
      'c.id',
      'c.restaurant_id',
      'c.code_last4',
      'c.balance',
      'c.initial_amount',
      'c.currency',
      'c.recipient_name',
      'c.delivered_at',
    ])
    .where('p.purchaser_user_id', '=', customerUserId)
    .where('p.status', '=', 'succeeded');
  if (after) {
    const { createdAt, id } = after;
    query = query.where((eb) => eb.or([eb('p.created_at', '<', createdAt), eb.and([eb('p.created_at', '=', createdAt), eb('p.id', '<', id)])]));
  }
  return query.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
}
