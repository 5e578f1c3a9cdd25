import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { menuSnapshot } from './helpers/menu-venue.ts';

/**
 * Issue 7, defect 5.2: PATCH of a row with `{}` (or only unknown fields, which validation strips)
 * ran an UPDATE with nothing to set and answered 500. Every PATCH by id answers 400 and writes nothing.
 */
let t: TTestApp;
let v: TOrderingVenue;
const ids: Record<string, string> = {};

async function create(url: string, payload: object): Promise<any> {
  const res = await t.app.inject({ method: 'POST', url, headers: v.headers, payload });
  expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  const group = (await t.app.inject({ method: 'GET', url: '/api/menu/modifier-groups', headers: v.headers })).json().items[0];
  const sections = (await t.app.inject({ method: 'GET', url: '/api/menu/sections', headers: v.headers })).json().items;
  const rooms = (await t.app.inject({ method: 'GET', url: '/api/rooms', headers: v.headers })).json().items;
  Object.assign(ids, {
    allergen: (await create('/api/menu/allergens', { name: 'Lupin flour' })).id,
    tag: (await create('/api/menu/tags', { name: 'Vegan', color: '#22aa44' })).id,
    employee: (await create('/api/employees', { name: 'Sam', displayId: 'S1', pin: '1234' })).id,
    section: sections[0].id,
    item: v.items.burger,
    group: group.id,
    modifier: group.modifiers[0].id,
    table: v.tables.one.id,
    room: rooms[0].id,
    location: v.locationId,
  });
});
afterAll(() => t.close());

const ENDPOINTS = [
  ['allergen', '/api/menu/allergens/'],
  ['section', '/api/menu/sections/'],
  ['item', '/api/menu/items/'],
  ['tag', '/api/menu/tags/'],
  ['group', '/api/menu/modifier-groups/'],
  ['modifier', '/api/menu/modifiers/'],
  ['table', '/api/tables/'],
  ['employee', '/api/employees/'],
  ['room', '/api/rooms/'],
  ['location', '/api/delivery-locations/'],
] as const;

const PATCHED_TABLES = [
  'allergens',
  'menu_sections',
  'menu_items',
  'menu_tags',
  'modifier_groups',
  'modifiers',
  'restaurant_tables',
  'employees',
  'rooms',
  'delivery_locations',
] as const;

/** Every row of every table a PATCH could write, plus the menu versions: equal before and after proves nothing changed. */
async function snapshot() {
  const rows = {} as Record<string, unknown>;
  for (const table of PATCHED_TABLES) rows[table] = await t.db.selectFrom(table).selectAll().orderBy('id').execute();
  return { menu: await menuSnapshot(t.db), rows };
}

describe('PATCH with nothing to change', () => {
  it.each(ENDPOINTS)('%s: {} and a body of unknown fields answer 400 VALIDATION_FAILED and write nothing', async (entity, prefix) => {
    const before = await snapshot();
    for (const payload of [{}, { noSuchField: 1 }]) {
      const res = await t.app.inject({ method: 'PATCH', url: `${prefix}${ids[entity]}`, headers: v.headers, payload });
      expect(res.statusCode, `${entity} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.message).toMatch(/at least one field/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a real change still works, and an unknown id with {} is still a 400 before any lookup', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/menu/allergens/${ids.allergen}`, headers: v.headers, payload: { name: 'Lupin' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Lupin');
    const unknown = await t.app.inject({ method: 'PATCH', url: '/api/menu/allergens/no-such-id', headers: v.headers, payload: {} });
    expect(unknown.statusCode).toBe(400);
  });

  it('still asks for a token first', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: `/api/menu/allergens/${ids.allergen}`, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});
