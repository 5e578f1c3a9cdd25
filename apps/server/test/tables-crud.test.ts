import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicTableSchema, ZTableListSchema, ZTableSchema, type TTable } from '@menudelite/shared/menu/tables';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menu.example.test' });
  venue = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

async function createTable(payload: Record<string, unknown>, v = venue): Promise<TTable> {
  const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: v.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return ZTableSchema.parse(res.json());
}

describe('tables', () => {
  it('creates tables with an unguessable code and lists them in natural order', async () => {
    const ten = await createTable({ tableDisplayId: '10', occupancy: 6, posTable: 'POS-10' });
    const two = await createTable({ tableDisplayId: '2' });
    expect(two).toMatchObject({ tableDisplayId: '2', occupancy: 4, isActive: true, posTable: null });
    expect(ten.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(ten.code).not.toBe(two.code);
    expect(ten.link).toBe(`https://menu.example.test/eat/${ten.code}`);
    const list = ZTableListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/tables', headers: venue.headers })).json());
    expect(list.items.map((table) => table.tableDisplayId)).toEqual(['2', '10']);
  });

  it('updates a table and regenerates its code, retiring the old one', async () => {
    const table = await createTable({ tableDisplayId: 'Terrace 1' });
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/tables/${table.id}`, headers: venue.headers, payload: { occupancy: 8, isActive: false } });
    expect(patched.json()).toMatchObject({ occupancy: 8, isActive: false, tableDisplayId: 'Terrace 1', code: table.code });
    const renewed = await t.app.inject({ method: 'POST', url: `/api/tables/${table.id}/code`, headers: venue.headers });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().code).not.toBe(table.code);
    await t.app.inject({ method: 'PATCH', url: `/api/tables/${table.id}`, headers: venue.headers, payload: { isActive: true } });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/tables/${renewed.json().code}` })).statusCode).toBe(200);
  });

  it('refuses bad tables: occupancy out of 1..50, empty id (400), a taken id (409), writing nothing', async () => {
    await createTable({ tableDisplayId: 'Bar' });
    const before = await menuSnapshot(t.db);
    for (const payload of [{ tableDisplayId: 'X', occupancy: 0 }, { tableDisplayId: 'X', occupancy: 51 }, { tableDisplayId: '' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const taken = await t.app.inject({ method: 'POST', url: '/api/tables', headers: venue.headers, payload: { tableDisplayId: 'Bar' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('CONFLICT');
    expect(await menuSnapshot(t.db)).toEqual(before);
    // Another venue may use the same number.
    await createTable({ tableDisplayId: 'Bar' }, other);
  });

  it("answers 404 for another venue's table on every route, changing nothing", async () => {
    const theirs = await createTable({ tableDisplayId: 'Private' }, other);
    const before = await menuSnapshot(t.db);
    for (const call of [
      { method: 'GET', url: `/api/tables/${theirs.id}` },
      { method: 'PATCH', url: `/api/tables/${theirs.id}`, payload: { occupancy: 2 } },
      { method: 'DELETE', url: `/api/tables/${theirs.id}` },
      { method: 'POST', url: `/api/tables/${theirs.id}/code` },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: venue.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('deletes a table', async () => {
    const table = await createTable({ tableDisplayId: 'Temp' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tables/${table.id}`, headers: venue.headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/tables/${table.id}`, headers: venue.headers })).statusCode).toBe(404);
  });
});

describe('public table lookup', () => {
  it("answers the table and the venue's public welcome fields by code", async () => {
    const table = await createTable({ tableDisplayId: '7' });
    const res = await t.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = ZPublicTableSchema.parse(res.json());
    expect(body).toMatchObject({ table: { id: table.id, tableDisplayId: '7' }, restaurantId: venue.restaurantId });
    expect(body.restaurant.welcomeScreen).toEqual({ enabled: false, title: '', message: '' });
    expect(Object.keys(res.json().table)).toEqual(['id', 'tableDisplayId']);
    expect(res.body).not.toContain(table.code);
  });

  it('answers 404 "Table not found" for an unknown or inactive code', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/public/tables/definitely-not-a-code' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Table not found' } });
    const table = await createTable({ tableDisplayId: 'Closed', isActive: false });
    const inactive = await t.app.inject({ method: 'GET', url: `/api/public/tables/${table.code}` });
    expect(inactive.statusCode).toBe(404);
  });
});
