import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customer, errorOf, join, loyaltyVenue, staffOf } from './loyalty-helpers.ts';

/** Staff campaigns: one running at a time, soft delete, pages; oversize and out-of-range fields refused with nothing written; another venue's ids 404. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const campaignCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('loyalty_campaigns')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const VALID = { name: 'Cake card', rewardDescription: 'A slice of cake', minSpendQuantity: 5, minOrderAmount: 0 };

describe('campaigns', () => {
  it('one runs at a time: creating or switching one on switches the others off; soft delete hides it and stops it', async () => {
    const v = await loyaltyVenue(t);
    const second = await t.app.inject({ method: 'POST', url: `${v.base}/campaigns`, headers: v.owner, payload: VALID });
    expect(second.statusCode, second.body).toBe(201);
    const list = async (query = '') => (await t.app.inject({ method: 'GET', url: `${v.base}/campaigns${query}`, headers: v.owner })).json();
    expect((await list()).items.map((c: { name: string; isActive: boolean }) => [c.name, c.isActive])).toEqual([
      ['Cake card', true],
      ['10 coffees, 1 free', false],
    ]);
    const on = await t.app.inject({ method: 'PATCH', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner, payload: { isActive: true } });
    expect(on.json().isActive).toBe(true);
    expect((await list()).items.find((c: { id: string }) => c.id === second.json().id).isActive).toBe(false);

    // Pages of one, newest first, with a cursor.
    const first = await list('?limit=1');
    expect(first.items).toHaveLength(1);
    const next = await list(`?limit=1&cursor=${first.nextCursor}`);
    expect(next.items[0].id).not.toBe(first.items[0].id);
    expect(next.nextCursor).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `${v.base}/campaigns?cursor=not-a-cursor`, headers: v.owner })).statusCode).toBe(400);

    // Soft delete: gone from the list, kept with includeDeleted, inactive; the public card has no running campaign.
    expect((await t.app.inject({ method: 'DELETE', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner })).statusCode).toBe(204);
    expect((await list()).items.map((c: { id: string }) => c.id)).toEqual([second.json().id]);
    const all = await list('?includeDeleted=true');
    expect(all.items.find((c: { id: string }) => c.id === v.campaignId)).toMatchObject({ isDeleted: true, isActive: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.venueId}/loyalty` })).json().campaign).toBeNull();
    // A deleted campaign is not edited or deleted again.
    expect((await t.app.inject({ method: 'PATCH', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner, payload: { name: 'Back' } })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'DELETE', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner })).statusCode).toBe(404);
  });

  it('oversize or out-of-range fields are 400 and write nothing', async () => {
    const v = await loyaltyVenue(t);
    const before = await campaignCount();
    for (const bad of [
      { name: 'x'.repeat(81) },
      { rewardDescription: 'y'.repeat(201) },
      { name: '   ' },
      { name: '<script>' },
      { minSpendQuantity: 0 },
      { minSpendQuantity: 51 },
      { minSpendQuantity: 2.5 },
      { minOrderAmount: -1 },
      { minOrderAmount: 100_000_001 },
      { extra: true },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `${v.base}/campaigns`, headers: v.owner, payload: { ...VALID, ...bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_FAILED');
    }
    const patch = await t.app.inject({ method: 'PATCH', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner, payload: { name: 'z'.repeat(81) } });
    expect(patch.statusCode).toBe(400);
    expect(await campaignCount()).toBe(before);
    expect((await t.app.inject({ method: 'GET', url: `${v.base}/campaigns/${v.campaignId}`, headers: v.owner })).json().name).toBe('10 coffees, 1 free');
    // A pass identifier far too long for one is refused by the schema.
    expect((await t.app.inject({ method: 'GET', url: `${v.base}/passes/${'A'.repeat(65)}`, headers: v.owner })).statusCode).toBe(400);
  });

  it("another venue's campaign is 404 in every verb; another venue's path with this token is 404; roles without offers.manage are 403", async () => {
    const v = await loyaltyVenue(t);
    const other = await loyaltyVenue(t);
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `${v.base}/campaigns/${other.campaignId}`,
        headers: v.owner,
        ...(method === 'PATCH' ? { payload: { name: 'Mine' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `${other.base}/campaigns`, headers: v.owner })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `${other.base}/settings`, headers: v.owner, payload: { loyaltyEnabled: false } })).statusCode).toBe(404);
    const host = await staffOf(t, v.venueId, 'host');
    expect((await t.app.inject({ method: 'POST', url: `${v.base}/campaigns`, headers: host.headers, payload: VALID })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${v.base}/passes`, headers: host.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${other.base}/campaigns/${other.campaignId}`, headers: other.owner })).json().name).toBe(
      '10 coffees, 1 free',
    );
  });

  it('images: only the venue’s own uploads; the members list pages the passes', async () => {
    const v = await loyaltyVenue(t);
    const res = await t.app.inject({ method: 'PUT', url: `${v.base}/images`, headers: v.owner, payload: { logo: '0195d0c0-0000-7000-8000-000000000000' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.[0]).toMatchObject({ key: 'notThisVenues' });
    expect((await t.app.inject({ method: 'GET', url: `${v.base}/settings`, headers: v.owner })).json().images.logo).toBeNull();
    for (let i = 0; i < 3; i++) await join(t, v.venueId, (await customer(t)).headers);
    const page = (await t.app.inject({ method: 'GET', url: `${v.base}/passes?limit=2`, headers: v.owner })).json();
    expect(page.items).toHaveLength(2);
    const rest = (await t.app.inject({ method: 'GET', url: `${v.base}/passes?limit=2&cursor=${page.nextCursor}`, headers: v.owner })).json();
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
  });
});
