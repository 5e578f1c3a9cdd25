import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { TGrantedDiscount, TGrantedTender } from './benefit-providers.ts';

/** The order's granted benefits, written in its transaction next to the providers' own consumption. */
export async function insertOrderBenefits(
  trx: TDb,
  order: { id: string; restaurantId: string; now: string },
  granted: readonly (TGrantedDiscount | TGrantedTender)[],
): Promise<void> {
  if (granted.length === 0) return;
  await trx
    .insertInto('order_benefits')
    .values(
      granted.map((g) => ({
        id: newId(),
        order_id: order.id,
        restaurant_id: order.restaurantId,
        source: g.source,
        ref_id: g.id,
        name: 'name' in g ? g.name : g.label,
        amount: g.amount,
        points: 'points' in g && g.points !== undefined ? g.points : null,
        meta_json: g.meta ? JSON.stringify(g.meta) : null,
        released_at: null,
        created_at: order.now,
      })),
    )
    .execute();
}

/** Marks the order's benefits given back; answers how many moved (0 when a void already did). */
export async function releaseOrderBenefits(trx: TDb, orderId: string, now: string): Promise<number> {
  const result = await trx
    .updateTable('order_benefits')
    .set({ released_at: now })
    .where('order_id', '=', orderId)
    .where('released_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether a void gave this order's benefits back: a late retry must not charge it at the old price. */
export async function hasReleasedBenefits(db: TDb, orderId: string): Promise<boolean> {
  const row = await db.selectFrom('order_benefits').select('id').where('order_id', '=', orderId).where('released_at', 'is not', null).executeTakeFirst();
  return Boolean(row);
}

export type TOrderBenefitRow = { source: string; ref_id: string; name: string; amount: number; points: number | null; meta_json: string | null };

/** What an order was granted (for receipts, the staff order and the providers' give-back). */
export async function listOrderBenefits(db: TDb, orderId: string): Promise<TOrderBenefitRow[]> {
  const rows = await db
    .selectFrom('order_benefits')
    .select(['source', 'ref_id', 'name', 'amount', 'points', 'meta_json'])
    .where('order_id', '=', orderId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => ({ ...r, amount: Number(r.amount), points: r.points === null ? null : Number(r.points) }));
}
