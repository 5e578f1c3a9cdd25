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

/**
 * Claims a failed order for its payment-failed void: only if it is still failed and has not moved
 * since `cutoff`. The conditional update locks the row on PostgreSQL, so a card retry moving it
 * failed → pending waits for the void's transaction and then sees the benefits given back.
 */
export async function claimFailedOrderForVoid(trx: TDb, orderId: string, cutoff: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', orderId)
    .where('payment_status', '=', 'failed')
    .where('updated_at', '<=', cutoff)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
