import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { inject } from 'vitest';

/** The newest e-mail the server wrote to its outbox for an address (the default mail transport). */
export function latestEmailTo(address: string): { subject: string; text_body: string } | undefined {
  const db = new DatabaseSync(join(inject('dataDir'), 'menudelite.sqlite'), { readOnly: true });
  try {
    return db.prepare('select subject, text_body from email_outbox where to_address = ? order by created_at desc limit 1').get(address) as
      { subject: string; text_body: string } | undefined;
  } finally {
    db.close();
  }
}
