import type { Insertable } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import type { StripeWebhookEventsTable } from '../../../db/schema.ts';

/** Stores the event unless its id is already there; false means Stripe delivered this id before. */
export async function insertInboxEvent(db: TDb, row: Insertable<StripeWebhookEventsTable>): Promise<boolean> {
  const result = await db
    .insertInto('stripe_webhook_events')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function findInboxEvent(db: TDb, eventId: string) {
  return db.selectFrom('stripe_webhook_events').select(['id', 'processed_at', 'outcome']).where('id', '=', eventId).executeTakeFirst();
}

/** Once: a second delivery processing the same event concurrently finds it processed and keeps the first outcome. */
export async function markInboxProcessed(db: TDb, eventId: string, outcome: string, now: string): Promise<void> {
  await db.updateTable('stripe_webhook_events').set({ processed_at: now, outcome }).where('id', '=', eventId).where('processed_at', 'is', null).execute();
}
