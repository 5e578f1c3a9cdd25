import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZModifierGroupSchema, type TModifierGroup } from '@menudelite/shared/menu/modifier-groups';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createVenue, menuSnapshot, type TVenue } from './helpers/menu-venue.ts';

let t: TTestApp;
let venue: TVenue;
let other: TVenue;

beforeAll(async () => {
  t = await createTestApp();
  venue = await createVenue(t);
  other = await createVenue(t);
});
afterAll(() => t.close());

async function createGroup(payload: Record<string, unknown>, v = venue): Promise<TModifierGroup> {
  const res = await t.app.inject({ method: 'POST', url: '/api/menu/modifier-groups', headers: v.headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return ZModifierGroupSchema.parse(res.json());
}

describe('modifier groups', () => {
  it('creates a group with its modifiers in order', async () => {
    const group = await createGroup({
      name: 'Milk',
      min: 1,
      max: 2,
      deliverectMultiMax: 2,
      modifiers: [
        { name: 'Oat', price: 50 },
        { name: 'Whole', price: 0, isAvailable: false, translations: { ar: { name: 'كامل' } } },
      ],
    });
    expect(group).toMatchObject({ name: 'Milk', min: 1, max: 2, deliverectMultiMax: 2, positionNew: 0 });
    expect(group.modifiers.map((m) => [m.name, m.price, m.isAvailable, m.positionNew])).toEqual([
      ['Oat', 50, true, 0],
      ['Whole', 0, false, 1],
    ]);
    expect(group.modifiers[1]!.translations).toEqual({ ar: { name: 'كامل' } });
    const one = await t.app.inject({ method: 'GET', url: `/api/menu/modifier-groups/${group.id}`, headers: venue.headers });
    expect(ZModifierGroupSchema.parse(one.json())).toEqual(group);
    const list = await t.app.inject({ method: 'GET', url: '/api/menu/modifier-groups', headers: venue.headers });
    expect(list.json().items.map((g: TModifierGroup) => g.id)).toContain(group.id);
  });

  it('updates a group: kept modifiers keep their ids, missing ones go, new ones come', async () => {
    const group = await createGroup({ name: 'Sauce', min: 0, max: 3, modifiers: [{ name: 'Ketchup' }, { name: 'Mayo' }, { name: 'Mustard' }] });
    const [ketchup, , mustard] = group.modifiers;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu/modifier-groups/${group.id}`,
      headers: venue.headers,
      payload: {
        name: 'Sauces',
        modifiers: [
          { id: mustard!.id, name: 'Dijon', price: 30 },
          { name: 'Aioli', price: 60 },
          { id: ketchup!.id, name: 'Ketchup' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = ZModifierGroupSchema.parse(res.json());
    expect(updated.name).toBe('Sauces');
    expect(updated.modifiers.map((m) => m.name)).toEqual(['Dijon', 'Aioli', 'Ketchup']);
    expect(updated.modifiers[0]!.id).toBe(mustard!.id);
    expect(updated.modifiers[2]!.id).toBe(ketchup!.id);
    expect(updated.modifiers.map((m) => m.positionNew)).toEqual([0, 1, 2]);
  });

  it("toggles one modifier's availability", async () => {
    const group = await createGroup({ name: 'Toppings', min: 0, max: 5, modifiers: [{ name: 'Olives', price: 100 }] });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu/modifiers/${group.modifiers[0]!.id}`,
      headers: venue.headers,
      payload: { isAvailable: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Olives', isAvailable: false, price: 100 });
  });

  it('refuses min greater than max on create and after merging on update, writing nothing', async () => {
    const group = await createGroup({ name: 'Sides', min: 1, max: 2 });
    const before = await menuSnapshot(t.db);
    const created = await t.app.inject({ method: 'POST', url: '/api/menu/modifier-groups', headers: venue.headers, payload: { name: 'Bad', min: 3, max: 2 } });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.code).toBe('VALIDATION_FAILED');
    const merged = await t.app.inject({ method: 'PATCH', url: `/api/menu/modifier-groups/${group.id}`, headers: venue.headers, payload: { min: 3 } });
    expect(merged.statusCode).toBe(400);
    expect(merged.json().error.code).toBe('VALIDATION_FAILED');
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('refuses a negative modifier price, an empty name and foreign modifier ids, writing nothing', async () => {
    const mine = await createGroup({ name: 'Extras', min: 0, max: 1, modifiers: [{ name: 'Cheese' }] });
    const theirs = await createGroup({ name: 'Theirs', min: 0, max: 1, modifiers: [{ name: 'Bacon' }] }, other);
    const before = await menuSnapshot(t.db);
    const bad = [
      { method: 'POST', url: '/api/menu/modifier-groups', payload: { name: 'X', min: 0, max: 1, modifiers: [{ name: 'Y', price: -10 }] } },
      { method: 'POST', url: '/api/menu/modifier-groups', payload: { name: '', min: 0, max: 1 } },
      { method: 'POST', url: '/api/menu/modifier-groups', payload: { name: 'X', min: 0, max: 1, modifiers: [{ name: '' }] } },
      { method: 'PATCH', url: `/api/menu/modifier-groups/${mine.id}`, payload: { modifiers: [{ id: theirs.modifiers[0]!.id, name: 'Stolen' }] } },
      { method: 'PATCH', url: `/api/menu/modifiers/${mine.modifiers[0]!.id}`, payload: { price: -1 } },
    ] as const;
    for (const call of bad) {
      const res = await t.app.inject({ ...call, headers: venue.headers });
      expect(res.statusCode, `${call.method} ${call.url} ${JSON.stringify(call.payload)}`).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('reorders groups and refuses ids outside the venue', async () => {
    const v = await createVenue(t);
    const a = await createGroup({ name: 'A', min: 0, max: 1 }, v);
    const b = await createGroup({ name: 'B', min: 0, max: 1 }, v);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/menu/modifier-groups/order', headers: v.headers, payload: { ids: [b.id, a.id] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().items.map((g: TModifierGroup) => g.name)).toEqual(['B', 'A']);
    const foreign = await createGroup({ name: 'F', min: 0, max: 1 }, other);
    const before = await menuSnapshot(t.db);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/menu/modifier-groups/order', headers: v.headers, payload: { ids: [a.id, foreign.id] } });
    expect(bad.statusCode).toBe(400);
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it("answers 404 for another venue's group or modifier", async () => {
    const theirs = await createGroup({ name: 'Private', min: 0, max: 1, modifiers: [{ name: 'Z' }] }, other);
    const before = await menuSnapshot(t.db);
    for (const call of [
      { method: 'GET', url: `/api/menu/modifier-groups/${theirs.id}` },
      { method: 'PATCH', url: `/api/menu/modifier-groups/${theirs.id}`, payload: { name: 'Mine' } },
      { method: 'DELETE', url: `/api/menu/modifier-groups/${theirs.id}` },
      { method: 'PATCH', url: `/api/menu/modifiers/${theirs.modifiers[0]!.id}`, payload: { isAvailable: false } },
    ] as const) {
      const res = await t.app.inject({ ...call, headers: venue.headers });
      expect(res.statusCode, call.url).toBe(404);
    }
    expect(await menuSnapshot(t.db)).toEqual(before);
  });

  it('deletes a group, and items lose it', async () => {
    const group = await createGroup({ name: 'Temporary', min: 0, max: 1 });
    const section = await t.app.inject({ method: 'POST', url: '/api/menu/sections', headers: venue.headers, payload: { title: 'S' } });
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/menu/items',
      headers: venue.headers,
      payload: { sectionId: section.json().id, name: 'I', price: 1, modifierGroupIds: [group.id] },
    });
    expect(item.json().modifierGroupIds).toEqual([group.id]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/menu/modifier-groups/${group.id}`, headers: venue.headers })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `/api/menu/items/${item.json().id}`, headers: venue.headers });
    expect(after.json().modifierGroupIds).toEqual([]);
  });
});
