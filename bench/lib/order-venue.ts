import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateToLatest, openDatabase, type TDb } from '../../apps/server/src/db/database.ts';
import { seedDemo } from '../../apps/server/src/db/seed/demo.ts';
import { seedDemoMenu } from '../../apps/server/src/db/seed/demo-menu.ts';
import { newId, newSecret } from '../../apps/server/src/lib/ids.ts';

const ALWAYS_OPEN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));

/** staffSessionId: a live session for the venue's dashboard sockets (access tokens die with their session). */
export type TBenchVenue = { restaurantId: string; body: Record<string, unknown>; staffSessionId: string };

/**
 * The benchmark's order at a venue with the demo menu: dine-in, three items with modifiers
 * (burger x2 medium with fries and aioli, a large margherita with olives, a regular funghi),
 * pay later.
 */
async function orderBodyFor(db: TDb, restaurantId: string): Promise<Record<string, unknown>> {
  const table = await db.selectFrom('restaurant_tables').select('code').where('restaurant_id', '=', restaurantId).executeTakeFirstOrThrow();
  const items = new Map(
    (await db.selectFrom('menu_items').select(['id', 'name']).where('restaurant_id', '=', restaurantId).execute()).map((i) => [i.name, i.id]),
  );
  const modifiers = new Map(
    (await db.selectFrom('modifiers').select(['id', 'name']).where('restaurant_id', '=', restaurantId).execute()).map((m) => [m.name, m.id]),
  );
  const line = (item: string, quantity: number, chosen: string[]) => ({
    itemId: items.get(item)!,
    quantity,
    modifierIds: chosen.map((name) => modifiers.get(name)!),
  });
  return {
    type: 'dine_in',
    tableCode: table.code,
    customer: { name: 'Bench Diner' },
    lines: [line('Classic burger', 2, ['Medium', 'Fries', 'Garlic aioli']), line('Margherita', 1, ['Large', 'Olives']), line('Funghi', 1, ['Regular'])],
    notes: 'no nuts please',
    paymentMethod: 'pay_later',
  };
}

/** Another venue like the demo one (same settings and menu, its own table). */
async function cloneVenue(db: TDb, templateId: string, n: number): Promise<string> {
  const template = await db.selectFrom('restaurants').selectAll().where('id', '=', templateId).executeTakeFirstOrThrow();
  const id = newId();
  await db
    .insertInto('restaurants')
    .values({ ...template, id, slug: `bench-venue-${n}`, name: `Bench venue ${n}` })
    .execute();
  await db
    .insertInto('restaurant_tables')
    .values({
      id: newId(),
      restaurant_id: id,
      table_display_id: '1',
      code: newSecret(12),
      occupancy: 4,
      is_active: true,
      created_at: new Date().toISOString(),
      pos_table: null,
    })
    .execute();
  await seedDemoMenu(db, id);
  return id;
}

/**
 * A fresh data directory with `count` venues like the demo one, all open around the clock so
 * figures never depend on the time of day, and each venue's benchmark order.
 */
export async function prepareOrderVenues(count = 1): Promise<{ dataDir: string; venues: TBenchVenue[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'menudelite-bench-'));
  const database = openDatabase({ dataDir });
  await migrateToLatest(database);
  const db = database.db;
  const { restaurantId } = await seedDemo(db);
  await db
    .updateTable('restaurants')
    .set({ opening_hours: JSON.stringify(ALWAYS_OPEN) })
    .where('id', '=', restaurantId)
    .execute();
  const ids = [restaurantId];
  for (let n = 1; n < count; n++) ids.push(await cloneVenue(db, restaurantId, n));
  const venues = await Promise.all(
    ids.map(async (id) => {
      const staffSessionId = newId();
      const now = new Date().toISOString();
      await db
        .insertInto('sessions')
        .values({ id: staffSessionId, user_id: `bench-staff-${id}`, restaurant_id: id, created_at: now, ended_at: null, end_reason: null })
        .execute();
      return { restaurantId: id, body: await orderBodyFor(db, id), staffSessionId };
    }),
  );
  await database.close();
  return { dataDir, venues };
}

/** Asks the server for the total, so every benchmark order is accepted (expectedTotal matches). */
export async function withQuotedTotal(baseUrl: string, venue: TBenchVenue): Promise<string> {
  const res = await fetch(`${baseUrl}/api/public/restaurants/${venue.restaurantId}/orders/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(venue.body),
  });
  if (!res.ok) throw new Error(`quote failed: ${res.status} ${await res.text()}`);
  const { total } = (await res.json()) as { total: number };
  return JSON.stringify({ ...venue.body, expectedTotal: total });
}
