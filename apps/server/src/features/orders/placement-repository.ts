import { sql } from 'kysely';
import type { TDb } from '../../db/database.ts';
import { insertRows, runPrepared } from '../../db/prepared.ts';
import type { TOrderLineRow, TOrderRow } from './mapper.ts';

/** Checkout places orders: the writes of a new order, exported to it through public.ts. This feature owns the order tables. */

/** Runs before every order, and almost always misses: the probe reads two columns, the full row only on a hit. */
export async function findOrderByIdempotencyKey(db: TDb, restaurantId: string, key: string): Promise<{ row: TOrderRow; lines: TOrderLineRow[] } | null> {
  const probe = () => db.selectFrom('orders').select('id').where('restaurant_id', '=', restaurantId).where('idempotency_key', '=', key);
  const hit = (await runPrepared<{ id: string }>(db, 'orders|by-idempotency-key', probe, [restaurantId, key])).rows[0];
  if (!hit) return null;
  const row = await db.selectFrom('orders').selectAll().where('id', '=', hit.id).executeTakeFirstOrThrow();
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).orderBy('position').execute();
  return { row, lines };
}

/** The venue's next order number, inside the order's transaction (a rolled-back order gives its number back). */
export async function nextOrderNumber(trx: TDb, restaurantId: string): Promise<number> {
  const upsert = () =>
    trx
      .insertInto('order_counters')
      .values({ restaurant_id: restaurantId, last_number: 1 })
      .onConflict((oc) => oc.column('restaurant_id').doUpdateSet({ last_number: sql<number>`order_counters.last_number + 1` }))
      .returning('last_number');
  const result = await runPrepared<{ last_number: number }>(trx, 'order_counters|next', upsert, [restaurantId, 1]);
  return Number(result.rows[0]!.last_number);
}

const ORDER_COLUMNS = [
  'id',
  'restaurant_id',
  'number',
  'idempotency_key',
  'request_hash',
  'type',
  'status',
  'restaurant_table_id',
  'table_display_id',
  'room_number',
  'checkout_as_visitor',
  'employee_id',
  'customer_user_id',
  'customer_name',
  'customer_email',
  'customer_phone',
  'notes',
  'pickup_time',
  'delivery_address',
  'delivery_notes',
  'delivery_location_id',
  'delivery_location_name',
  'estimated_ready_at',
  'currency',
  'subtotal',
  'discount',
  'order_fee',
  'delivery_fee',
  'tip',
  'processing_fee',
  'total',
  'payment_method',
  'payment_status',
  'sms_sent',
  'failed_external_integration',
  'external_delivery_id',
  'delivery_quote',
  'created_at',
  'updated_at',
  'completed_time',
  'language',
  'benefit_discount',
  'tendered',
] as const satisfies readonly (keyof TOrderRow)[];
const LINE_COLUMNS = [
  'id',
  'order_id',
  'restaurant_id',
  'position',
  'item_id',
  'name',
  'quantity',
  'unit_price',
  'modifiers',
  'line_total',
  'discount',
  'notes',
] as const satisfies readonly (keyof TOrderLineRow)[];

export async function insertOrder(trx: TDb, order: TOrderRow, lines: TOrderLineRow[]): Promise<void> {
  await insertRows(trx, 'orders', ORDER_COLUMNS, [order]);
  await insertRows(trx, 'order_lines', LINE_COLUMNS, lines);
}
