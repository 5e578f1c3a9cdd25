import sharp from 'sharp';
import type { TDb } from '../../src/db/database.ts';
import { nowIso } from '../../src/db/rows.ts';
import { newId } from '../../src/lib/ids.ts';
import { sessionToken } from './sessions.ts';
import type { TTestApp } from './test-app.ts';

/** Open all day every day (equal times mean the whole day), so tests never depend on the clock. */
export const ALWAYS_OPEN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));

export type TVenue = { restaurantId: string; headers: Record<string, string> };

let counter = 0;

/** A venue row and a staff access token for it (no sign-up flow: menu tests need only the tenant). */
export async function createVenue(t: TTestApp, overrides: Record<string, unknown> = {}): Promise<TVenue> {
  counter += 1;
  const restaurantId = newId();
  const now = nowIso();
  await t.db
    .insertInto('restaurants')
    .values({
      id: restaurantId,
      slug: `venue-${counter}-${restaurantId.slice(-6)}`,
      name: `Venue ${counter}`,
      is_hotel: false,
      sign_up_step: 6,
      address: '1 Test Street',
      currency: 'eur',
      default_language: 'en',
      time_zone: 'Europe/Malta',
      primary_color: '#1f6f5c',
      secondary_color: '#f2a541',
      background_color: '#ffffff',
      logo_url: null,
      opening_hours: JSON.stringify(ALWAYS_OPEN),
      is_online: true,
      accepting_reservations: false,
      allows_dine_in: true,
      allows_pick_up: true,
      allows_remote_pick_up: false,
      allows_delivery: true,
      allows_guest_checkout: true,
      allows_pay_later: false,
      allows_offline_payments: false,
      requires_checkout_name: false,
      requires_checkout_phone_no: false,
      order_fee: 0,
      order_prep_time: 20,
      loyalty_enabled: false,
      uses_table_view: false,
      allows_delite_pay: false,
      allows_delite_club: false,
      price_level: 2,
      created_at: now,
      updated_at: now,
      ...overrides,
    })
    .execute();
  const accessToken = await sessionToken(t.deps, { userId: newId(), kind: 'venue', restaurantId, isAdminAccount: false });
  return { restaurantId, headers: { authorization: `Bearer ${accessToken}` } };
}

export async function customerHeaders(t: TTestApp): Promise<Record<string, string>> {
  const accessToken = await sessionToken(t.deps, { userId: newId(), kind: 'customer', restaurantId: null, isAdminAccount: false });
  return { authorization: `Bearer ${accessToken}` };
}

export const MENU_TABLES = [
  'menu_sections',
  'menu_items',
  'menu_tags',
  'allergens',
  'modifier_groups',
  'modifiers',
  'menu_item_tags',
  'menu_item_allergens',
  'menu_item_modifier_groups',
  'featured_items',
  'media_images',
  'restaurant_tables',
] as const;

/** Row counts of every menu table plus each venue's menu_version: equal before and after proves nothing was written. */
export async function menuSnapshot(db: TDb): Promise<Record<string, number | string>> {
  const snapshot: Record<string, number | string> = {};
  for (const table of MENU_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    snapshot[table] = Number(row.n);
  }
  const versions = await db.selectFrom('restaurants').select(['id', 'menu_version', 'updated_at']).orderBy('id').execute();
  snapshot.versions = JSON.stringify(versions);
  return snapshot;
}

export function pngOf(width: number, height: number, color = '#d04a02'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
