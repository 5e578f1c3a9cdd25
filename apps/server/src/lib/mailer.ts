import nodemailer from 'nodemailer';
import type { TDb } from '../db/database.ts';
import { newId } from './ids.ts';
import { nowIso } from '../db/rows.ts';

export type TEmail = { to: string; subject: string; text: string; html?: string; restaurantId?: string | null };
export type TMailer = { send: (email: TEmail) => Promise<void> };

/**
 * Every e-mail is written to the outbox table first (staff and tests can read it). With SMTP_URL
 * set it is also sent through nodemailer and marked sent; without it, the outbox is the delivery.
 */
export function createMailer(db: TDb, options: { smtpUrl?: string | undefined; from: string; onError?: (error: unknown) => void }): TMailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const id = newId();
      await db
        .insertInto('email_outbox')
        .values({
          id,
          restaurant_id: email.restaurantId ?? null,
          to_address: email.to,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html ?? null,
          created_at: nowIso(),
          sent_at: null,
        })
        .execute();
      if (!transport) return;
      // Not awaited: a caller's answer time must not reveal whether mail went out (password reset).
      // An unsent row keeps sent_at null, so it can be retried from the outbox.
      void transport
        .sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html })
        .then(() => db.updateTable('email_outbox').set({ sent_at: nowIso() }).where('id', '=', id).execute())
        .catch((error: unknown) => options.onError?.(error));
    },
  };
}
