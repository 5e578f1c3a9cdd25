import type { TDb } from '../../db/database.ts';

export type TSmsOutboxRow = {
  id: string;
  restaurant_id: string;
  order_id: string | null;
  to_phone: string;
  body: string;
  created_at: string;
  sent_at: string | null;
};

export async function insertSmsOutbox(trx: TDb, row: TSmsOutboxRow): Promise<void> {
  await trx.insertInto('sms_outbox').values(row).execute();
}

export async function findSmsOutbox(db: TDb, id: string): Promise<TSmsOutboxRow | undefined> {
  return db.selectFrom('sms_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markSmsSent(db: TDb, id: string, now: string): Promise<void> {
  await db.updateTable('sms_outbox').set({ sent_at: now }).where('id', '=', id).where('sent_at', 'is', null).execute();
}
