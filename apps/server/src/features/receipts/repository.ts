import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { ReceiptDeliveriesTable } from '../../db/schema.ts';

export type TReceiptDeliveryRow = Selectable<ReceiptDeliveriesTable>;

/** Claims a delivery by its key; false when it was already made (a retried job, a second enqueue). */
export async function claimDelivery(trx: TDb, row: TReceiptDeliveryRow): Promise<boolean> {
  const result = await trx
    .insertInto('receipt_deliveries')
    .values(row)
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The receipts sent for one payment, oldest first (tests and support). */
export async function deliveriesOf(db: TDb, source: string, sourceId: string): Promise<TReceiptDeliveryRow[]> {
  return db.selectFrom('receipt_deliveries').selectAll().where('source', '=', source).where('source_id', '=', sourceId).orderBy('created_at').execute();
}
