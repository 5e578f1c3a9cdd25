import type { z } from 'zod';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import type { ZTableOverviewSchema } from '@menudelite/shared/orders/staff-orders';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenueId } from '../../lib/venue-actor.ts';
import { loadStaffOrders } from './load-orders.ts';
import { openDineInOrderRows } from './repository.ts';

type TTableOverview = z.infer<typeof ZTableOverviewSchema>;
const byDisplayId = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The table view (usesTableView): every active table with its open orders and running totals. */
export async function tableOverview(db: TDb, actor: TActor | null): Promise<TTableOverview> {
  const restaurantId = requireVenueId(actor);
  const [tables, rows] = await Promise.all([
    db
      .selectFrom('restaurant_tables')
      .select(['id', 'table_display_id', 'occupancy'])
      .where('restaurant_id', '=', restaurantId)
      .where('is_active', '=', true)
      .execute(),
    openDineInOrderRows(db, restaurantId),
  ]);
  const orders = await loadStaffOrders(db, rows);
  return {
    items: tables
      .toSorted((a, b) => byDisplayId.compare(a.table_display_id, b.table_display_id))
      .map((table) => {
        const open = orders.filter((o) => o.restaurantTableId === table.id);
        return {
          tableId: table.id,
          tableDisplayId: table.table_display_id,
          occupancy: table.occupancy,
          openOrders: open,
          runningTotal: sumMinor(open.map((o) => o.total)),
          unpaidTotal: sumMinor(open.filter((o) => o.paymentStatus === 'unpaid').map((o) => o.total)),
        };
      }),
  };
}
