import type { Insertable, Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ClubInvoicesTable } from '../../db/schema.ts';

export type TInvoiceRow = Selectable<ClubInvoicesTable>;

/** One invoice per subscription and period: a second insert for the period keeps the first. */
export async function insertInvoiceOnce(db: TDb, row: Insertable<ClubInvoicesTable>): Promise<void> {
  await db
    .insertInto('club_invoices')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function findInvoice(db: TDb, subscriptionId: string, period: number): Promise<TInvoiceRow | undefined> {
  const row = await db
    .selectFrom('club_invoices')
    .selectAll()
    .where('subscription_id', '=', subscriptionId)
    .where('period_number', '=', period)
    .executeTakeFirst();
  return row && { ...row, amount: Number(row.amount), attempts: Number(row.attempts) };
}

export async function markInvoice(
  db: TDb,
  id: string,
  changes: { status: 'paid' | 'failed' | 'pending'; provider_ref?: string | null; failure_message?: string | null; updated_at: string },
): Promise<void> {
  await db
    .updateTable('club_invoices')
    .set((eb) => ({ ...changes, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .execute();
}
