import type { TStaffTab, TTabListQuery, TTabPage, TTabSettings } from '@menudelite/shared/tabs/contracts';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { recordAudit } from '../team/public.ts';
import type { TTabBills } from './bill-port.ts';
import { deadlineOf, type TTabCloser } from './close-service.ts';
import { decodeCursor as decodeTabCursor, encodeCursor as encodeTabCursor } from '../../lib/keyset-cursor.ts';
import { toStaffTab } from './mapper.ts';
import { findVenueTab, listOpenTabIds, listVenueTabs, type TTabRow } from './repository.ts';
import { scheduleTabCheck } from './schedule.ts';
import { findTabSettings, saveTabSettings } from './settings-repository.ts';

export type TTabStaffDeps = { db: TDb; jobs: TJobQueue; bills: TTabBills; closer: TTabCloser; now: () => Date; idleMinuteMs?: number };

/** Front of house watch open tabs and close one early; owners and managers set the venue's tab rules. */
export function createTabStaffService(d: TTabStaffDeps) {
  async function view(row: TTabRow): Promise<TStaffTab> {
    const bill = await d.bills.billOf(row.restaurant_id, row.bill_id);
    const { deadline, settings, venue } = await deadlineOf(d, row, bill);
    return toStaffTab(row, { bill, currency: venue.currency, settings, timeZone: venue.timeZone, deadline: row.status === 'open' ? deadline : null });
  }

  return {
    /** GET /api/tabs?state=active|closed&limit=&cursor= */
    async list(actor: TActor | null, query: TTabListQuery): Promise<TTabPage> {
      const restaurantId = requireVenuePermission(actor, 'orders.take');
      const after = query.cursor ? decodeTabCursor(query.cursor) : null;
      const rows = await listVenueTabs(d.db, restaurantId, query.state, query.limit + 1, after);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await Promise.all(page.map(view)),
        nextCursor: rows.length > query.limit && last ? encodeTabCursor(last.created_at, last.id) : null,
      };
    },

    /** POST /api/tabs/:id/close: charges the tab now, as its deadline would. */
    async closeNow(actor: TActor | null, id: string): Promise<TStaffTab> {
      const restaurantId = requireVenuePermission(actor, 'orders.take');
      const tab = await findVenueTab(d.db, restaurantId, id);
      if (!tab) throw notFound('Tab');
      if (tab.status !== 'open') throw keyedError('CONFLICT', 'transitionNotAllowed', { message: `The tab is ${tab.status}, not open` });
      let result: Awaited<ReturnType<TTabCloser['close']>>;
      try {
        result = await d.closer.close(id, 'staff');
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The gateway did not answer: the tab stays closing and the check job continues it.
        throw new AppError('SERVICE_UNAVAILABLE', 'The card gateway did not answer; the tab will be charged as soon as it does');
      }
      if (result.waiting) throw new AppError('BILL_CHANGED', 'A payment on this bill is in progress: the tab closes once it has settled');
      if (!result.closedHere) throw keyedError('CONFLICT', 'transitionNotAllowed', { message: 'The tab is already being closed' });
      return view(result.tab!);
    },

    async settings(actor: TActor | null): Promise<TTabSettings> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      return findTabSettings(d.db, restaurantId);
    },

    /**
     * PUT /api/tabs/settings, audited as the venue's other settings (the tip is charged to diners' cards).
     * A shorter idle time must not wait for the old deadlines, so every open tab is looked at again now.
     */
    async saveSettings(actor: TActor | null, settings: TTabSettings): Promise<TTabSettings> {
      const restaurantId = requireVenuePermission(actor, 'settings.change');
      const now = d.now();
      await d.db.transaction().execute(async (trx) => {
        const before = await findTabSettings(trx, restaurantId);
        await saveTabSettings(trx, restaurantId, settings, now.toISOString());
        const fields = (['idleMinutes', 'defaultTipPercent'] as const).filter((field) => before[field] !== settings[field]);
        if (fields.length > 0)
          await recordAudit(trx, actor!, restaurantId, { action: 'settings.changed', targetType: 'restaurant', targetId: restaurantId, details: { fields } });
      });
      for (const tabId of await listOpenTabIds(d.db, restaurantId)) await scheduleTabCheck(d.jobs, tabId, now);
      return findTabSettings(d.db, restaurantId);
    },
  };
}
