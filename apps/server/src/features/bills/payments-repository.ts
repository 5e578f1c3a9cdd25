import type { Insertable, Selectable } from 'kysely';
import type { TBillPaymentStatus } from '@menudelite/shared/bills/contracts';
import type { TDb } from '../../db/database.ts';
import type { BillPaymentLinesTable, BillPaymentsTable } from '../../db/schema.ts';

export type TBillPaymentRow = Selectable<BillPaymentsTable>;
export type TBillPaymentLineRow = Selectable<BillPaymentLinesTable>;
/** A line's share of a pending or succeeded payment: what is paid or taken on it. */
export type TAllocationRow = { bill_line_id: string; bill_payment_id: string; amount: number; parts: number; status: 'pending' | 'succeeded' };

/** Payments that hold money on a bill: succeeded ones, and pending ones (taken until they settle). */
const HOLDING = ['pending', 'succeeded'] as const;

const normalisePayment = (row: TBillPaymentRow): TBillPaymentRow => ({
  ...row,
  amount: Number(row.amount),
  tip: Number(row.tip),
  processing_fee: Number(row.processing_fee),
  total: Number(row.total),
  refunded_amount: Number(row.refunded_amount),
  split_plan: row.split_plan === null ? null : Number(row.split_plan),
  split_people: row.split_people === null ? null : Number(row.split_people),
});

export async function insertBillPayment(trx: TDb, row: Insertable<BillPaymentsTable>, lines: readonly Insertable<BillPaymentLinesTable>[]): Promise<void> {
  await trx.insertInto('bill_payments').values(row).execute();
  if (lines.length > 0)
    await trx
      .insertInto('bill_payment_lines')
      .values([...lines])
      .execute();
}

export async function findBillPaymentByKey(db: TDb, billId: string, idempotencyKey: string): Promise<TBillPaymentRow | undefined> {
  const row = await db.selectFrom('bill_payments').selectAll().where('bill_id', '=', billId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row && normalisePayment(row);
}

export async function findBillPayment(db: TDb, id: string): Promise<TBillPaymentRow | undefined> {
  const row = await db.selectFrom('bill_payments').selectAll().where('id', '=', id).executeTakeFirst();
  return row && normalisePayment(row);
}

export async function findBillPaymentByAttempt(db: TDb, attemptId: string): Promise<TBillPaymentRow | undefined> {
  const row = await db.selectFrom('bill_payments').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
  return row && normalisePayment(row);
}

/** Conditional on the statuses the caller expects, so two settlers (the request, the webhook, the job) move it once. */
export async function moveBillPayment(
  trx: TDb,
  id: string,
  from: readonly TBillPaymentStatus[],
  to: TBillPaymentStatus,
  fields: { cardLast4?: string | null; failureCode?: string | null; failureMessage?: string | null },
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('bill_payments')
    .set({
      status: to,
      updated_at: now,
      ...(fields.cardLast4 !== undefined ? { card_last4: fields.cardLast4 } : {}),
      ...(fields.failureCode !== undefined ? { failure_code: fields.failureCode } : {}),
      ...(fields.failureMessage !== undefined ? { failure_message: fields.failureMessage } : {}),
    })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A payment's lines; a payment settled after its lines were given back and taken by others keeps none (its money is to refund). */
export async function paymentLines(db: TDb, billPaymentId: string): Promise<TBillPaymentLineRow[]> {
  const rows = await db.selectFrom('bill_payment_lines').selectAll().where('bill_payment_id', '=', billPaymentId).execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount), parts: Number(row.parts) }));
}

export async function dropPaymentLines(trx: TDb, billPaymentId: string): Promise<void> {
  await trx.deleteFrom('bill_payment_lines').where('bill_payment_id', '=', billPaymentId).execute();
}

/** What pending and succeeded payments hold on each line of the given bills. */
export async function allocationsOf(db: TDb, billIds: readonly string[]): Promise<Map<string, TAllocationRow[]>> {
  const byBill = new Map<string, TAllocationRow[]>(billIds.map((id) => [id, []]));
  if (billIds.length === 0) return byBill;
  const rows = await db
    .selectFrom('bill_payment_lines as l')
    .innerJoin('bill_payments as p', 'p.id', 'l.bill_payment_id')
    .select(['l.bill_id', 'l.bill_line_id', 'l.bill_payment_id', 'l.amount', 'l.parts', 'p.status'])
    .where('l.bill_id', 'in', [...billIds])
    .where('p.status', 'in', [...HOLDING])
    .execute();
  for (const row of rows) {
    byBill.get(row.bill_id)?.push({
      bill_line_id: row.bill_line_id,
      bill_payment_id: row.bill_payment_id,
      amount: Number(row.amount),
      parts: Number(row.parts),
      status: row.status as 'pending' | 'succeeded',
    });
  }
  return byBill;
}

/** Every payment of the given bills, oldest first (failed ones too: the staff view shows them). */
export async function paymentsOf(db: TDb, billIds: readonly string[]): Promise<Map<string, TBillPaymentRow[]>> {
  const byBill = new Map<string, TBillPaymentRow[]>(billIds.map((id) => [id, []]));
  if (billIds.length === 0) return byBill;
  const rows = await db
    .selectFrom('bill_payments')
    .selectAll()
    .where('bill_id', 'in', [...billIds])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) byBill.get(row.bill_id)?.push(normalisePayment(row));
  return byBill;
}

/** The latest payment on a bill (tabs: the bill's last activity). */
export async function lastPaymentAt(db: TDb, billId: string): Promise<string | null> {
  const row = await db
    .selectFrom('bill_payments')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('bill_id', '=', billId)
    .executeTakeFirst();
  return (row?.at as string | null | undefined) ?? null;
}

/** The Connect application fee of a bill payment: the order fees it pays (the platform's part, as checkout sends it). */
export async function orderFeesPaidBy(db: TDb, billPaymentId: string): Promise<number> {
  const row = await db
    .selectFrom('bill_payment_lines as a')
    .innerJoin('bill_lines as l', 'l.id', 'a.bill_line_id')
    .select((eb) => eb.fn.sum<number | string | null>('a.amount').as('fees'))
    .where('a.bill_payment_id', '=', billPaymentId)
    .where('l.kind', '=', 'orderFee')
    .executeTakeFirst();
  return Number(row?.fees ?? 0);
}
