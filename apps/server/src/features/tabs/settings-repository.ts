import { DEFAULT_TAB_SETTINGS, type TTabSettings } from '@menudelite/shared/tabs/contracts';
import type { TDb } from '../../db/database.ts';

/** The venue's tab rules; the defaults until it saves its own. */
export async function findTabSettings(db: TDb, restaurantId: string): Promise<TTabSettings> {
  const row = await db.selectFrom('tab_settings').selectAll().where('restaurant_id', '=', restaurantId).executeTakeFirst();
  if (!row) return DEFAULT_TAB_SETTINGS;
  return { idleMinutes: Number(row.idle_minutes), defaultTipPercent: row.default_tip_percent === null ? null : Number(row.default_tip_percent) };
}

export async function saveTabSettings(db: TDb, restaurantId: string, settings: TTabSettings, now: string): Promise<void> {
  const values = { idle_minutes: settings.idleMinutes, default_tip_percent: settings.defaultTipPercent, updated_at: now };
  await db
    .insertInto('tab_settings')
    .values({ restaurant_id: restaurantId, ...values })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet(values))
    .execute();
}
