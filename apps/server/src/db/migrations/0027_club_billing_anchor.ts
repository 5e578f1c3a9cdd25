import type { Kysely } from 'kysely';

/**
 * A subscription's billing anchor: the moment its first period began. Each period ends a whole number
 * of months after it (31 January → 28 February → 31 March), so a short month never shifts later
 * renewals, as Stripe Billing keeps its billing_cycle_anchor. Null on rows from before: they renew
 * from their last period's end.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('club_subscriptions').addColumn('billing_anchor', 'text').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
