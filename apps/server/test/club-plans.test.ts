import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue } from './helpers/ordering-venue.ts';
import { clubSnapshot, clubVenue, createPlan, plansUrl, roleHeaders, type TClubVenue } from './club-helpers.ts';

let t: TTestApp;
let v: TClubVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await clubVenue(t);
});
afterAll(async () => t?.close());

describe('club plans (staff /deliteClub)', () => {
  it('creates, lists, edits, toggles and soft-deletes a plan', async () => {
    const plan = await createPlan(t, v, { name: 'Coffee Club', description: 'A coffee a day' });
    expect(plan).toMatchObject({ name: 'Coffee Club', monthlyPrice: 999, currency: 'eur', percentOff: 10, freeItemsPerDay: 1, isActive: true });
    expect(plan.freeItems).toEqual([{ id: v.items.lemonade, name: 'Lemonade' }]);

    const edited = await t.app.inject({ method: 'PATCH', url: `${plansUrl}/${plan.id}`, headers: v.owner, payload: { percentOff: 15, isActive: false } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ percentOff: 15, isActive: false, name: 'Coffee Club' });

    const list = await t.app.inject({ method: 'GET', url: `${plansUrl}?limit=1`, headers: v.owner });
    expect(list.json().items.map((p: any) => p.id)).toEqual([plan.id]);

    const removed = await t.app.inject({ method: 'DELETE', url: `${plansUrl}/${plan.id}`, headers: v.owner });
    expect(removed.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: plansUrl, headers: v.owner });
    expect(after.json().items.map((p: any) => p.id)).not.toContain(plan.id);
    const again = await t.app.inject({ method: 'PATCH', url: `${plansUrl}/${plan.id}`, headers: v.owner, payload: { isActive: true } });
    expect(again.statusCode).toBe(404);
  });

  it('pages the plans with a cursor', async () => {
    const venue = await clubVenue(t);
    for (const name of ['One', 'Two', 'Three']) await createPlan(t, venue, { name });
    const first = (await t.app.inject({ method: 'GET', url: `${plansUrl}?limit=2`, headers: venue.owner })).json();
    expect(first.items).toHaveLength(2);
    const second = (await t.app.inject({ method: 'GET', url: `${plansUrl}?limit=2&cursor=${first.nextCursor}`, headers: venue.owner })).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.items, ...second.items].map((p: any) => p.name))).toEqual(new Set(['One', 'Two', 'Three']));
  });

  it('switches the club on and off (allowsDeliteClub); off, the public page lists no plan', async () => {
    const venue = await clubVenue(t);
    await createPlan(t, venue);
    const off = await t.app.inject({ method: 'PATCH', url: '/api/restaurant/club-settings', headers: venue.owner, payload: { allowsDeliteClub: false } });
    expect(off.json()).toEqual({ allowsDeliteClub: false });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${venue.restaurantId}/club` })).json();
    expect(pub).toMatchObject({ allowsDeliteClub: false, plans: [] });
    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/club-settings', headers: venue.owner, payload: { allowsDeliteClub: true } });
    const on = (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${venue.restaurantId}/club` })).json();
    expect(on.plans).toHaveLength(1);
    expect(on.plans[0].freeItems[0].name).toBe('Lemonade');
  });

  it('marks the menu items free with the club on the public menu, and unmarks them when the club is off', async () => {
    const venue = await clubVenue(t);
    const menu = async () => (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${venue.restaurantId}/menu` })).json();
    expect((await menu()).items.every((i: any) => i.freeWithClub === false)).toBe(true);
    await createPlan(t, venue);
    const marked = await menu();
    expect(marked.items.find((i: any) => i.id === venue.items.lemonade).freeWithClub).toBe(true);
    expect(marked.items.find((i: any) => i.id === venue.items.burger).freeWithClub).toBe(false);
    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/club-settings', headers: venue.owner, payload: { allowsDeliteClub: false } });
    expect((await menu()).items.find((i: any) => i.id === venue.items.lemonade).freeWithClub).toBe(false);
  });

  it('refuses bad input with its own key and writes nothing', async () => {
    const other = await createOrderingVenue(t);
    const before = await clubSnapshot(t);
    const post = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: plansUrl, headers: v.owner, payload });
    const base = { name: 'Club', monthlyPrice: 500 };

    const oversize = await post({ ...base, name: 'x'.repeat(81) });
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().error.details[0].path).toBe('body.name');
    expect((await post({ ...base, description: 'd'.repeat(501) })).statusCode).toBe(400);
    expect((await post({ ...base, monthlyPrice: 0 })).statusCode).toBe(400);
    expect((await post({ ...base, percentOff: 101 })).statusCode).toBe(400);
    expect((await post({ ...base, freeItemIds: Array.from({ length: 51 }, (_, i) => `item-${i}`), freeItemsPerDay: 1 })).statusCode).toBe(400);

    const foreign = await post({ ...base, freeItemIds: [other.items.lemonade], freeItemsPerDay: 1 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details[0]).toMatchObject({ path: 'body.freeItemIds.0', key: 'itemUnavailable' });

    const noLimit = await post({ ...base, freeItemIds: [v.items.lemonade], freeItemsPerDay: 0 });
    expect(noLimit.statusCode).toBe(400);
    expect(noLimit.json().error.details[0]).toMatchObject({ path: 'body.freeItemsPerDay', key: 'clubFreeLimitRequired' });

    expect(await clubSnapshot(t)).toEqual(before);
  });

  it("answers 404 for another venue's plan and 403 without offers.manage", async () => {
    const other = await clubVenue(t);
    const theirs = await createPlan(t, other);
    const res = await t.app.inject({ method: 'PATCH', url: `${plansUrl}/${theirs.id}`, headers: v.owner, payload: { percentOff: 50 } });
    expect(res.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${plansUrl}/${theirs.id}`, headers: v.owner })).statusCode).toBe(404);
    const server = await roleHeaders(t, v.restaurantId, 'frontOfHouse');
    const refused = await t.app.inject({ method: 'POST', url: plansUrl, headers: server, payload: { name: 'Nope', monthlyPrice: 100 } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/restaurant/club/members', headers: server })).statusCode).toBe(403);
  });
});
