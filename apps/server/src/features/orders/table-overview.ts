import type { z } from 'zod';
import { sumMinor } from '@menudelite/shared/money/arithmetic';
import type { ZTableOverviewSchema } from '@menudelite/shared/orders/staff-orders';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { listTableRows } from '../tables/public.ts';
import { loadStaffOrders } from './load-orders.ts';
import { openDineInOrderRows } from './repository.ts';

type TTableOverview = z.infer<typeof ZTableOverviewSchema>;

/** The table view (usesTableView): every active table with its open orders and running totals. */
export async function tableOverview(db: TDb, actor: TActor | null): Promise<TTableOverview> {
  const restaurantId = requireVenuePermission(actor, 'orders.view');
  const [tables, rows] = await Promise.all([listTableRows(db, restaurantId, true), openDineInOrderRows(db, restaurantId)]);
  const orders = await loadStaffOrders(db, rows);
  return {
    // listTableRows answers them in natural order of their display ids.
    items: tables.map((table) => {
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
