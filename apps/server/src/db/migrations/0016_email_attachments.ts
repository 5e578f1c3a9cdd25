import type { Kysely } from 'kysely';

/**
 * E-mail attachments (issue 10: a booking confirmation carries an `.ics`). The outbox row keeps them
 * as a JSON array of { filename, contentType, encoding, content }, so the send job (nodemailer) and
 * tests reading the outbox see exactly what goes out. Null on every older row: no attachments.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('attachments_json', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
