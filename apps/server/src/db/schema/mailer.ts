import type { DbBool } from './common.ts';

// Tables owned by lib/mailer (db/table-owners.ts).

export interface EmailOutboxTable {
  id: string;
  restaurant_id: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of TEmailAttachment ([] or null: none); migration 0016. */
  attachments_json: string | null;
  created_at: string;
  sent_at: string | null;
  /** Carries a secret (a gift card code): the bodies are replaced once SMTP took it (0026). */
  sensitive: DbBool;
}

export interface MailerSchema {
  email_outbox: EmailOutboxTable;
}
