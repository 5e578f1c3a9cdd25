import type { Selectable } from 'kysely';
import type { TDb } from '../db/database.ts';
import type { EmailOutboxTable } from '../db/schema.ts';

export type TEmailOutboxRow = Selectable<EmailOutboxTable>;

export async function insertEmailOutbox(trx: TDb, row: TEmailOutboxRow): Promise<void> {
  await trx.insertInto('email_outbox').values(row).execute();
}

export async function findEmailOutbox(db: TDb, id: string): Promise<TEmailOutboxRow | undefined> {
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markEmailSent(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('email_outbox').set({ sent_at: now }).where('id', '=', id).where('sent_at', 'is', null).execute();
}
