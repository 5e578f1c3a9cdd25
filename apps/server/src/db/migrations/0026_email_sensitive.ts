import type { Kysely } from 'kysely';

/**
 * E-mails that carry a secret (a gift card's code) are marked sensitive: once SMTP has taken one,
 * its subject stays but its bodies are replaced, so the outbox never keeps a spendable code
 * (docs/decisions.md "Sensitive e-mails"). Without SMTP the outbox is the delivery and keeps them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('email_outbox')
    .addColumn('sensitive', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
