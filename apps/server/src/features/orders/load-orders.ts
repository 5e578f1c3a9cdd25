import type { TOrder } from '@menudelite/shared/orders/order';
import type { TDb } from '../../db/database.ts';
import { toStaffOrder, type TOrderRow } from './mapper.ts';
import { linesByOrder } from './repository.ts';

/** Rows to staff orders, with every order's lines fetched in one query. */
export async function loadStaffOrders(db: TDb, rows: readonly TOrderRow[]): Promise<TOrder[]> {
  const lines = await linesByOrder(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toStaffOrder(row, lines.get(row.id) ?? []));
}
