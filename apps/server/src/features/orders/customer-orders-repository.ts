import { HELD_PAYMENT_STATUSES } from '@menudelite/shared/orders/status';
import type { TDb } from '../../db/database.ts';
import type { TOrderRow } from './mapper.ts';

/**
 * A signed-in customer's own orders across venues, newest first (GET /api/customer/me/orders, owned by
 * the points helper for /profile). Card orders still held for their payment (pending, failed) are not
 * orders yet and stay hidden, as they are from staff. Index orders_customer_idx (0022_points).
 */
export async function listCustomerOrderRows(
  db: TDb,
  customerUserId: string,
  limit: number,
  after: { createdAt: string; id: string } | null,
): Promise<TOrderRow[]> {
  let query = db
    .selectFrom('orders')
    .selectAll()
    .where('customer_user_id', '=', customerUserId)
    .where('payment_status', 'not in', [...HELD_PAYMENT_STATUSES]);
  if (after) {
    query = query.where((eb) => eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]));
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
