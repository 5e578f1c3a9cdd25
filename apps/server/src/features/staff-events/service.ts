import type { TStaffEvent } from '@menudelite/shared/orders/staff-events';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { parseJson } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { deleteStaffEventsBefore, listStaffEventRows } from './repository.ts';

/** How long missed events can be replayed. */
export const STAFF_EVENTS_RETENTION_MS = 7 * 24 * 3_600_000;

export function createStaffEventsService(db: TDb) {
  return {
    /** Idempotent, so every server process may run it on its own timer. */
    async pruneOld(now = new Date()): Promise<number> {
      return deleteStaffEventsBefore(db, new Date(now.getTime() - STAFF_EVENTS_RETENTION_MS).toISOString());
    },

    /** What a reconnecting dashboard missed: events after `after`, oldest first. */
    async list(actor: TActor | null, query: { after: number; limit: number }): Promise<TPage<TStaffEvent>> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      const rows = await listStaffEventRows(db, restaurantId, query.after, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const items = page.map(
        (row) =>
          ({ offset: row.offset, type: row.type, createdAt: row.createdAt, payload: { ...parseJson<object>(row.payload), offset: row.offset } }) as TStaffEvent,
      );
      return { items, nextCursor: rows.length > query.limit ? String(page.at(-1)!.offset) : null };
    },
  };
}
