import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent } from '../staff-events/public.ts';
import { findActiveTableRowByCode } from '../tables/public.ts';

/** One call per table per 30 seconds is plenty; more is a stuck button or a prank. */
const CALLS_PER_TABLE = { name: 'call-waiter', limit: 2, windowMs: 60_000 };

/** A diner at a table calls the waiter: stored as a staff event, then sent to the venue's dashboards. */
export function createCallWaiterService(db: TDb, realtime: TRealtime, rateLimiter: TRateLimiter) {
  return {
    async call(tableCode: string): Promise<{ status: 'complete' }> {
      const table = await findActiveTableRowByCode(db, tableCode);
      if (!table) throw new AppError('NOT_FOUND', 'Table not found');
      await rateLimiter.consume(CALLS_PER_TABLE, [table.id]);
      const now = nowIso();
      const event = await db.transaction().execute(async (trx) => {
        await lockStaffEvents(trx, table.restaurant_id);
        return recordStaffEvent(
          trx,
          table.restaurant_id,
          'callWaiterReceived',
          { tableId: table.id, tableDisplayId: table.table_display_id, createdAt: now },
          now,
        );
      });
      emitStaffEvent(realtime, event);
      return { status: 'complete' };
    },
  };
}
