import type { TPaymentStatus } from '@menudelite/shared/orders/status';
import type { TDb } from '../../db/database.ts';
import { enqueueOrderLifecycle } from './lifecycle.ts';
import type { TOrderLineRow, TOrderRow } from './mapper.ts';

/**
 * A card order is written before its charge with payment_status pending, hidden from staff
 * (HELD_PAYMENT_STATUSES); checkout moves it on as the payment settles. Conditional on the status
 * the caller expects, so two settlers (a retry and the reconciliation job) move it once.
 */
export async function moveOrderPaymentStatus(trx: TDb, orderId: string, from: readonly TPaymentStatus[], to: TPaymentStatus, now: string): Promise<boolean> {
  const moved = await trx
    .updateTable('orders')
    .set({ payment_status: to, updated_at: now })
    .where('id', '=', orderId)
    .where('payment_status', 'in', [...from])
    .returning('restaurant_id')
    .executeTakeFirst();
  if (!moved) return false;
  // Paid: points and stamps are earned; failed: its benefits go back unless a retry pays it (lifecycle.ts).
  if (to === 'paid') await enqueueOrderLifecycle(trx, { kind: 'paid', orderId, restaurantId: moved.restaurant_id });
  if (to === 'failed') await enqueueOrderLifecycle(trx, { kind: 'voided', reason: 'paymentFailed', orderId, restaurantId: moved.restaurant_id });
  return true;
}

/** An order with its lines by id, for the checkout that placed it (the staff event of its release). */
export async function findPlacedOrder(db: TDb, orderId: string): Promise<{ row: TOrderRow; lines: TOrderLineRow[] } | null> {
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!row) return null;
  const lines = await db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('position').execute();
  return { row, lines };
}

/** Whether the order's payment is still failed and has not moved for `ms` (no retry paid or retried it meanwhile). */
export async function isStillFailedAfter(db: TDb, orderId: string, ms: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select(['payment_status', 'updated_at']).where('id', '=', orderId).executeTakeFirst();
  return row?.payment_status === 'failed' && Date.now() - Date.parse(row.updated_at) >= ms;
}
