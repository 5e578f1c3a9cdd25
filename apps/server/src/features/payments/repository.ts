import type { Insertable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { PaymentsTable } from '../../db/schema.ts';

/** Written in the order's own transaction: an order and its payment commit together or not at all. */
export async function insertPayment(trx: TDb, row: Insertable<PaymentsTable>): Promise<void> {
  await trx.insertInto('payments').values(row).execute();
}
