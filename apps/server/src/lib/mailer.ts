import nodemailer from 'nodemailer';
import type { TDb } from '../db/database.ts';
import type { TJobRunner } from '../features/jobs/public.ts';
import { newId } from './ids.ts';
import { nowIso, toBool } from '../db/rows.ts';
import { attachmentsOf, findEmailOutbox, insertEmailOutbox, markEmailSent } from './mailer-repository.ts';

export { attachmentsOf } from './mailer-repository.ts';

/**
 * A file sent with an e-mail. `content` is UTF-8 text (an `.ics`) or, with encoding 'base64', binary
 * data in base64. Kept in the outbox row as JSON (attachments_json) and handed to nodemailer as is.
 */
export type TEmailAttachment = { filename: string; contentType: string; content: string; encoding?: 'utf8' | 'base64' };
export type TEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  restaurantId?: string | null;
  attachments?: readonly TEmailAttachment[];
  /** Carries a secret (a gift card code): once SMTP has taken it, the outbox keeps the subject only. */
  sensitive?: boolean;
};

/** Pass the caller's transaction to write the e-mail (and its send job) atomically with the change that caused it. */
export type TMailer = { send: (email: TEmail, trx?: TDb) => Promise<void> };

export const EMAIL_SEND_JOB = 'email.send';

/**
 * Every e-mail is written to the outbox table first (staff and tests can read it). With SMTP_URL set,
 * an `email.send` job is enqueued with the row, in the same transaction; the job sends it through
 * nodemailer with retries and backoff and marks it sent. Without SMTP_URL the outbox is the delivery.
 * The caller never waits for SMTP, so answer times do not reveal whether mail went out (password reset).
 */
export function createMailer(db: TDb, jobs: TJobRunner, options: { smtpUrl?: string | undefined; from: string }): TMailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  if (transport) {
    jobs.define<{ outboxId: string }>(EMAIL_SEND_JOB, async ({ outboxId }) => {
      const row = await findEmailOutbox(db, outboxId);
      // Already sent (a retry after the stamp) or gone with its venue: nothing left to do.
      if (!row || row.sent_at) return;
      const attachments = attachmentsOf(row).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
        encoding: a.encoding ?? 'utf8',
      }));
      await transport.sendMail({
        from: options.from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        ...(attachments.length ? { attachments } : {}),
      });
      await markEmailSent(db, outboxId, nowIso(), toBool(row.sensitive));
    });
  }
  return {
    async send(email, trx) {
      const write = async (t: TDb) => {
        const id = newId();
        await insertEmailOutbox(t, {
          id,
          restaurant_id: email.restaurantId ?? null,
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          attachments_json: email.attachments?.length ? JSON.stringify(email.attachments) : null,
          created_at: nowIso(),
          sent_at: null,
          sensitive: email.sensitive ?? false,
        });
        if (transport) await jobs.enqueue(EMAIL_SEND_JOB, { outboxId: id }, { uniqueKey: `email:${id}` }, t);
      };
      if (trx) await write(trx);
      else {
        await db.transaction().execute(write);
        jobs.wake();
      }
    },
  };
}
