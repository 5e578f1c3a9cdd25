import type { Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { DemoChargesTable } from '../../db/schema.ts';

export type TDemoChargeRow = Selectable<DemoChargesTable>;

/**
 * The demo gateway's side of a charge. The unique idempotency key makes a second charge with the
 * same key create nothing (ON CONFLICT DO NOTHING), even from two processes at once; the caller
 * then reads back whichever charge won.
 */
export async function insertDemoChargeOnce(db: TDb, row: TDemoChargeRow): Promise<TDemoChargeRow> {
  await db
    .insertInto('demo_charges')
    .values(row)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return (await findDemoCharge(db, row.idempotency_key))!;
}

export async function findDemoCharge(db: TDb, idempotencyKey: string): Promise<TDemoChargeRow | undefined> {
  const row = await db.selectFrom('demo_charges').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row ? { ...row, amount: Number(row.amount) } : undefined;
}
