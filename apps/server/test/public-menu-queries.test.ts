import type { LogEvent } from 'kysely';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicMenuSchema } from '@menudelite/shared/menu/public-menu';
import { buildApp } from '../src/app.ts';
import { openDatabase, type TDatabaseHandle } from '../src/db/database.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue } from './helpers/menu-venue.ts';
import { seedMenuRows } from './helpers/menu-seed.ts';

let t: TTestApp;
let counting: { app: Awaited<ReturnType<typeof buildApp>>['app']; handle: TDatabaseHandle };
let queries: string[] = [];

/**
 * A second app on the same database whose Kysely `log` option records every query it runs
 * (openDatabase's onQuery). Its menu cache starts empty, so the first read of a venue is cold.
 */
async function countingApp() {
  const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
  const schema = databaseUrl ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db)).rows[0]!.schema : undefined;
  const handle = openDatabase({
    dataDir: t.deps.config.DATA_DIR,
    databaseUrl,
    schema,
    onQuery: (event: LogEvent) => {
      if (event.level === 'query') queries.push(event.query.sql);
    },
  });
  const { app } = await buildApp(t.deps.config, handle);
  await app.ready();
  return { app, handle };
}

async function countQueries(restaurantId: string): Promise<{ count: number; items: number }> {
  queries = [];
  const res = await counting.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/menu` });
  expect(res.statusCode, res.body).toBe(200);
  return { count: queries.length, items: ZPublicMenuSchema.parse(res.json()).items.length };
}

beforeAll(async () => {
  t = await createTestApp();
  counting = await countingApp();
});
afterAll(async () => {
  await counting.app.close();
  await counting.handle.close();
  await t.close();
});

describe('public menu database work', () => {
  it('uses the same fixed number of queries for a small and a large menu', async () => {
    const small = await createVenue(t);
    const large = await createVenue(t);
    await seedMenuRows(t.db, small.restaurantId, { sections: 1, items: 2, groups: 2, modifiersPerGroup: 2, tags: 2 });
    await seedMenuRows(t.db, large.restaurantId, { sections: 12, items: 400, groups: 40, modifiersPerGroup: 6, tags: 15 });

    const coldSmall = await countQueries(small.restaurantId);
    const coldLarge = await countQueries(large.restaurantId);
    expect(coldSmall.items).toBe(2);
    expect(coldLarge.items).toBe(400);
    expect(coldLarge.count).toBe(coldSmall.count);
    // One stamp check, the venue row, and one query per menu table.
    expect(coldLarge.count).toBe(12);
  });

  it('answers a warm read with one small query, and a changed menu with one rebuild', async () => {
    const venue = await createVenue(t);
    await seedMenuRows(t.db, venue.restaurantId, { sections: 3, items: 30, groups: 5, modifiersPerGroup: 3, tags: 4 });
    await countQueries(venue.restaurantId);
    const warm = await countQueries(venue.restaurantId);
    expect(warm.count).toBe(1);
    expect(queries[0]).toMatch(/select "menu_version", "updated_at" from "restaurants"/);

    // A write through the other app (another process, as far as this cache knows) bumps the version.
    const section = (await t.db.selectFrom('menu_sections').select('id').where('restaurant_id', '=', venue.restaurantId).executeTakeFirstOrThrow()).id;
    const write = await t.app.inject({ method: 'PATCH', url: `/api/menu/sections/${section}`, headers: venue.headers, payload: { title: 'Renamed' } });
    expect(write.statusCode).toBe(200);
    queries = [];
    const res = await counting.app.inject({ method: 'GET', url: `/api/public/restaurants/${venue.restaurantId}/menu` });
    expect(res.json().sections.map((s: { title: string }) => s.title)).toContain('Renamed');
    expect(queries.length).toBe(12);
  });
});
