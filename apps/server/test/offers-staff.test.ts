import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createOrderingVenue, type TOrderingVenue } from './helpers/ordering-venue.ts';
import { keyOf, staffOf } from './helpers/team.ts';
import { createOffer, offersSnapshot, offersUrl, percentOffer } from './offers-helpers.ts';

let t: TTestApp;
let v: TOrderingVenue;
let other: TOrderingVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createOrderingVenue(t);
  other = await createOrderingVenue(t);
});
afterAll(() => t.close());

describe('staff offers CRUD', () => {
  it('creates each of the four kinds with defaults, reads and lists them newest first, paginated', async () => {
    const menu = await t.db.selectFrom('menu_sections').select('id').where('restaurant_id', '=', v.restaurantId).executeTakeFirstOrThrow();
    const spend = await createOffer(t, v, { name: 'Spend 30, get a dessert', kind: 'spend_get', minSpend: 3000, rewardItemIds: [v.items.lemonade] });
    const buy = await createOffer(t, v, { name: 'Buy 2 get 1', kind: 'buy_n_get_free', buyQuantity: 2, scope: { kind: 'sections', ids: [menu.id] } });
    const pct = await createOffer(t, v, percentOffer({ code: 'save10', combinable: true }));
    const limited = await createOffer(t, v, { name: 'First 50', kind: 'limited_uses', amountOff: 200, totalUsesLimit: 50 });
    expect(spend).toMatchObject({ kind: 'spend_get', minSpend: 3000, isActive: true, isDeleted: false, usesCount: 0, scope: { kind: 'menu', ids: [] } });
    expect(buy.scope).toEqual({ kind: 'sections', ids: [menu.id] });
    expect(pct.code).toBe('SAVE10');
    expect(limited.totalUsesLimit).toBe(50);
    expect(typeof spend.createdAt).toBe('string');

    const got = await t.app.inject({ method: 'GET', url: offersUrl(v, `/${pct.id}`), headers: v.headers });
    expect(got.json()).toEqual(pct);

    const first = await t.app.inject({ method: 'GET', url: `${offersUrl(v)}?limit=3`, headers: v.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().items.map((o: any) => o.id)).toEqual([limited.id, pct.id, buy.id]);
    const second = await t.app.inject({ method: 'GET', url: `${offersUrl(v)}?limit=3&cursor=${first.json().nextCursor}`, headers: v.headers });
    expect(second.json()).toEqual({ items: [spend], nextCursor: null });
  });

  it('edits, toggles inactive and soft-deletes (kept for history, hidden from the list, its code free again)', async () => {
    const offer = await createOffer(t, v, percentOffer({ name: 'Lunch', code: 'LUNCH' }));
    const edited = await t.app.inject({
      method: 'PUT',
      url: offersUrl(v, `/${offer.id}`),
      headers: v.headers,
      payload: percentOffer({ name: 'Lunch deal', percent: 15, code: 'LUNCH' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Lunch deal', percent: 15 });
    const off = await t.app.inject({ method: 'POST', url: offersUrl(v, `/${offer.id}/active`), headers: v.headers, payload: { isActive: false } });
    expect(off.json().isActive).toBe(false);
    const del = await t.app.inject({ method: 'DELETE', url: offersUrl(v, `/${offer.id}`), headers: v.headers });
    expect(del.statusCode).toBe(204);
    const row = await t.db.selectFrom('offers').select(['is_deleted']).where('id', '=', offer.id).executeTakeFirstOrThrow();
    expect(Boolean(row.is_deleted)).toBe(true);
    const list = await t.app.inject({ method: 'GET', url: `${offersUrl(v)}?limit=100`, headers: v.headers });
    expect(list.json().items.map((o: any) => o.id)).not.toContain(offer.id);
    const withDeleted = await t.app.inject({ method: 'GET', url: `${offersUrl(v)}?limit=100&includeDeleted=true`, headers: v.headers });
    expect(withDeleted.json().items.find((o: any) => o.id === offer.id)).toMatchObject({ isDeleted: true, isActive: false });
    await createOffer(t, v, percentOffer({ code: 'lunch' }));
    // A deleted offer cannot be edited or switched back on.
    const revive = await t.app.inject({ method: 'POST', url: offersUrl(v, `/${offer.id}/active`), headers: v.headers, payload: { isActive: true } });
    expect(revive.statusCode).toBe(404);
  });
});

async function refused(
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  payload: unknown,
  status: number,
  code: string,
  key?: string,
  headers = v.headers,
) {
  const before = await offersSnapshot(t);
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (key) expect(keyOf(res.body)).toBe(key);
  expect(await offersSnapshot(t)).toEqual(before);
  return res;
}

describe('staff offers bad input (nothing written)', () => {
  it('refuses oversize and garbage fields', async () => {
    await refused('POST', offersUrl(v), percentOffer({ name: 'x'.repeat(81) }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ description: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ name: '<script>' }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ percent: 101 }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ maxDiscount: -1 }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ minSpend: 1e12 }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ code: 'has space' }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ code: 'X'.repeat(33) }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ isAdmin: true }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ kind: 'free_money' }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ schedule: { startsOn: '2026-12-10', endsOn: '2026-12-01' } }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ schedule: { startTime: '25:00', endTime: '10:00' } }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ schedule: { weekdays: [0] } }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), percentOffer({ scope: { kind: 'items', ids: [] } }), 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), [1, 2, 3], 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), 'not json at all', 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses rule fields that do not fit the kind', async () => {
    await refused('POST', offersUrl(v), { name: 'No max', kind: 'percent_off', percent: 10 }, 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), { name: 'No item', kind: 'spend_get', minSpend: 3000 }, 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), { name: 'No N', kind: 'buy_n_get_free' }, 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), { name: 'No limit', kind: 'limited_uses', amountOff: 100 }, 400, 'VALIDATION_FAILED');
    await refused('POST', offersUrl(v), { name: 'Both', kind: 'limited_uses', amountOff: 100, percent: 5, totalUsesLimit: 3 }, 400, 'VALIDATION_FAILED');
  });

  it('refuses menu entries of another venue, and a tag whose tag discount is off', async () => {
    await refused('POST', offersUrl(v), percentOffer({ scope: { kind: 'items', ids: [other.items.burger] } }), 400, 'VALIDATION_FAILED', 'notThisVenues');
    await refused(
      'POST',
      offersUrl(v),
      { name: 'Dessert', kind: 'spend_get', minSpend: 3000, rewardItemIds: [other.items.tiramisu] },
      400,
      'VALIDATION_FAILED',
      'notThisVenues',
    );
    const tag = await t.app.inject({ method: 'POST', url: '/api/menu/tags', headers: v.headers, payload: { name: 'Vegan', color: '#228833' } });
    expect(tag.statusCode, tag.body).toBe(201);
    await refused('POST', offersUrl(v), percentOffer({ scope: { kind: 'tags', ids: [tag.json().id] } }), 400, 'VALIDATION_FAILED', 'offerTagNoDiscount');
  });

  it('refuses a code another live offer of the venue has (409), but another venue may use it', async () => {
    await createOffer(t, v, percentOffer({ code: 'TWICE' }));
    await refused('POST', offersUrl(v), percentOffer({ code: 'twice' }), 409, 'CONFLICT', 'alreadyExists');
    await createOffer(t, other, percentOffer({ code: 'TWICE' }));
  });

  it('answers 404 for another venue’s offer or venue, and 403 to a role without offers.manage', async () => {
    const theirs = await createOffer(t, other, percentOffer());
    await refused('GET', offersUrl(v, `/${theirs.id}`), undefined, 404, 'NOT_FOUND');
    await refused('PUT', offersUrl(v, `/${theirs.id}`), percentOffer(), 404, 'NOT_FOUND');
    await refused('DELETE', offersUrl(v, `/${theirs.id}`), undefined, 404, 'NOT_FOUND');
    await refused('POST', offersUrl(v, `/${theirs.id}/active`), { isActive: false }, 404, 'NOT_FOUND');
    await refused('GET', offersUrl(other), undefined, 404, 'NOT_FOUND');
    await refused('POST', offersUrl(other), percentOffer(), 404, 'NOT_FOUND');
    const server = await staffOf(t, v.restaurantId, 'server');
    await refused('POST', offersUrl(v), percentOffer(), 403, 'FORBIDDEN', 'permissionMissing', server.headers);
    await refused('GET', offersUrl(v), undefined, 401, 'UNAUTHENTICATED', undefined, {});
  });
});
