/**
 * Seeds a large menu for benchmarks: a venue "Large Menu Bistro" with 10 sections, 150 items each
 * with an uploaded photo-like image, 30 modifier groups, tags, allergens and 12 tables. Everything
 * goes through the real API (app.inject), so images are resized by the real pipeline.
 *
 *   node bench/seed-large-menu.ts --data-dir ./bench-data [--database-url postgres://...]
 *
 * Runs once per database (keyed by the venue's slug) and prints the venue id and URLs as JSON.
 */
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { EU_ALLERGEN_CODES } from '@menudelite/shared/menu/allergens';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { nowIso } from '../apps/server/src/db/rows.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { newId } from '../apps/server/src/lib/ids.ts';

const SLUG = 'large-menu-bistro';
const COUNTS = { sections: 10, items: 150, groups: 30, tags: 8, tables: 12 };

const { values } = parseArgs({
  options: { 'data-dir': { type: 'string' }, 'database-url': { type: 'string' } },
});
const dataDir = values['data-dir'] ?? process.env.DATA_DIR ?? './bench-data';
const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;

const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const database = openDatabase({ dataDir, databaseUrl });
await migrateToLatest(database);
const { app, deps } = await buildApp(config, database);
await app.ready();

/** A food-photo stand-in: warm gradients and soft shapes, so compressed sizes are realistic rather than flat colour. */
function photo(n: number): Promise<Buffer> {
  const hue = (n * 37) % 360;
  const blobs = Array.from({ length: 7 }, (_, k) => {
    const x = (n * 97 + k * 173) % 1200;
    const y = (n * 53 + k * 131) % 900;
    return `<ellipse cx="${x}" cy="${y}" rx="${120 + ((n + k) % 5) * 40}" ry="${90 + ((n * k) % 4) * 30}" fill="hsl(${(hue + k * 25) % 360},65%,${35 + k * 6}%)" opacity="0.75"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><radialGradient id="g"><stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,25%)"/></radialGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>${blobs}</svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).jpeg({ quality: 85 }).toBuffer();
}

async function call<T = { id: string }>(method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload: unknown): Promise<T> {
  const res = await app.inject({ method, url, headers, payload: payload as Buffer });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

async function createVenue(): Promise<string> {
  const id = newId();
  const now = nowIso();
  await deps.db
    .insertInto('restaurants')
    .values({
      id,
      slug: SLUG,
      name: 'Large Menu Bistro',
      is_hotel: false,
      sign_up_step: 6,
      address: '150 Benchmark Road',
      currency: 'eur',
      default_language: 'en',
      time_zone: 'Europe/Malta',
      primary_color: '#1f6f5c',
      secondary_color: '#f2a541',
      background_color: '#ffffff',
      logo_url: null,
      opening_hours: JSON.stringify(defaultOpeningHours()),
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
    })
    .execute();
  return id;
}

async function seed(restaurantId: string): Promise<void> {
  // Access tokens die with their session: give the seeding staff member a live one.
  const userId = newId();
  const sessionId = newId();
  await deps.db
    .insertInto('sessions')
    .values({ id: sessionId, user_id: userId, restaurant_id: restaurantId, created_at: nowIso(), ended_at: null, end_reason: null })
    .execute();
  // A venue token acts only with a membership behind it (issue 8): the seeding staff member is an owner.
  await deps.db
    .insertInto('team_members')
    .values({
      id: newId(),
      restaurant_id: restaurantId,
      user_id: userId,
      name: 'Bench seeder',
      display_id: null,
      role: 'owner',
      status: 'active',
      pin_hash: null,
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  const { accessToken } = await deps.tokens.sign({ userId, kind: 'venue', restaurantId, isAdminAccount: false, sessionId });
  const auth = { authorization: `Bearer ${accessToken}` };

  const imageIds: string[] = [];
  for (let n = 0; n < COUNTS.items; n++) {
    imageIds.push((await call('POST', '/api/media/images', { ...auth, 'content-type': 'image/jpeg' }, await photo(n))).id);
  }
  const tagIds: string[] = [];
  for (let n = 0; n < COUNTS.tags; n++) {
    tagIds.push(
      (
        await call('POST', '/api/menu/tags', auth, {
          name: `Tag ${n + 1}`,
          color: '#2a9d8f',
          isMenuType: n < 2,
          translations: { ar: { name: `وسم ${n + 1}` } },
        })
      ).id,
    );
  }
  const groupIds: string[] = [];
  for (let n = 0; n < COUNTS.groups; n++) {
    const modifiers = Array.from({ length: 3 + (n % 4) }, (_, k) => ({ name: `Choice ${k + 1}`, price: k * 75 }));
    groupIds.push((await call('POST', '/api/menu/modifier-groups', auth, { name: `Options ${n + 1}`, min: n % 3 === 0 ? 1 : 0, max: 3, modifiers })).id);
  }
  const sectionIds: string[] = [];
  for (let n = 0; n < COUNTS.sections; n++) {
    sectionIds.push(
      (
        await call('POST', '/api/menu/sections', auth, {
          title: `Section ${n + 1}`,
          isDrinks: n === COUNTS.sections - 1,
          translations: { ar: { title: `القسم ${n + 1}` } },
        })
      ).id,
    );
  }
  for (let n = 0; n < COUNTS.items; n++) {
    await call('POST', '/api/menu/items', auth, {
      sectionId: sectionIds[n % COUNTS.sections],
      name: `Dish number ${n + 1}`,
      description: 'Seasonal produce, cooked to order, with a sauce of the house and fresh herbs.',
      price: 650 + (n % 20) * 75,
      imageIds: [imageIds[n]],
      tagIds: [tagIds[n % COUNTS.tags], tagIds[(n + 3) % COUNTS.tags]],
      allergenIds: [`allergen-${EU_ALLERGEN_CODES[n % 14]}`, `allergen-${EU_ALLERGEN_CODES[(n + 5) % 14]}`],
      modifierGroupIds: groupIds.slice(n % COUNTS.groups, (n % COUNTS.groups) + 1 + (n % 3)),
      nutrition: { caloriesMin: 300 + n, caloriesMax: 500 + n, protein: 20, fat: 15 },
      translations: { ar: { name: `الطبق رقم ${n + 1}` } },
    });
  }
  for (let n = 1; n <= COUNTS.tables; n++) await call('POST', '/api/tables', auth, { tableDisplayId: String(n) });
}

const existing = await deps.db.selectFrom('restaurants').select('id').where('slug', '=', SLUG).executeTakeFirst();
const restaurantId = existing?.id ?? (await createVenue());
if (!existing) await seed(restaurantId);
const table = await deps.db
  .selectFrom('restaurant_tables')
  .select('code')
  .where('restaurant_id', '=', restaurantId)
  .orderBy('created_at')
  .executeTakeFirstOrThrow();
console.log(
  JSON.stringify(
    {
      restaurantId,
      seeded: !existing,
      tableLink: `/eat/${table.code}`,
      menuPage: `/restaurants/${restaurantId}/menu`,
      menuApi: `/api/public/restaurants/${restaurantId}/menu`,
      dataDir,
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
