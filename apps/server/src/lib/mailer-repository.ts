import type { Selectable } from 'kysely';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TOutboxEmail } from '@menudelite/shared/restaurant/outbox';
import type { TDb } from '../db/database.ts';
import type { EmailOutboxTable } from '../db/schema.ts';
import type { TEmailAttachment } from './mailer.ts';

export type TEmailOutboxRow = Selectable<EmailOutboxTable>;

export async function insertEmailOutbox(trx: TDb, row: TEmailOutboxRow): Promise<void> {
  await trx.insertInto('email_outbox').values(row).execute();
}

export async function findEmailOutbox(db: TDb, id: string): Promise<TEmailOutboxRow | undefined> {
  return db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * A venue's e-mails for its staff (the demo mailbox), newest first. Ids are UUIDv7
 * (time-ordered), so the last id of a page is the cursor of the next.
 */
export async function listOutboxEmails(db: TDb, restaurantId: string, page: TPageQuery): Promise<TPage<TOutboxEmail>> {
  let query = db
    .selectFrom('email_outbox')
    .select(['id', 'to_address', 'subject', 'created_at', 'sent_at', 'attachments_json'])
    .where('restaurant_id', '=', restaurantId);
  if (page.cursor) query = query.where('id', '<', page.cursor);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const items = rows.slice(0, page.limit).map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    attachments: attachmentsOf(row).map((a) => ({ filename: a.filename, contentType: a.contentType })),
  }));
  return { items, nextCursor: rows.length > page.limit ? (items.at(-1)?.id ?? null) : null };
}

/** What a sensitive e-mail's bodies become once sent: the secret went to the recipient and is kept nowhere else. */
export const SENT_SENSITIVE_BODY = '(Sent. This e-mail carried a secret, so its content is not kept.)';

/** Stamps the row sent; a sensitive one's bodies and attachments are dropped in the same update. */
export async function markEmailSent(db: TDb, id: string, now: string, sensitive = false): Promise<void> {
  await db
    .updateTable('email_outbox')
    .set(sensitive ? { sent_at: now, text_body: SENT_SENSITIVE_BODY, html_body: null, attachments_json: null } : { sent_at: now })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** The attachments stored on an outbox row (none: []). */
export function attachmentsOf(row: { attachments_json: string | null }): TEmailAttachment[] {
  if (!row.attachments_json) return [];
  const parsed: unknown = JSON.parse(row.attachments_json);
  return Array.isArray(parsed) ? (parsed as TEmailAttachment[]) : [];
}
