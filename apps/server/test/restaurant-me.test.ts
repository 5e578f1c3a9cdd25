import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZRestaurantSchema } from '@menudelite/shared/restaurant/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, countRows, expectError, signUp, type TSignedUp } from './helpers/accounts.ts';

let t: TTestApp;
let venueA: TSignedUp;
let venueB: TSignedUp;
let customer: TSignedUp;
beforeAll(async () => {
  t = await createTestApp();
  venueA = await signUp(t.app, { fullName: 'Alma Alpha' });
  venueB = await signUp(t.app, { fullName: 'Bert Beta' });
  customer = await signUp(t.app, { accountType: 'customer' });
});
afterAll(() => t.close());

const get = (url: string, who?: TSignedUp) => t.app.inject({ method: 'GET', url, ...(who ? { headers: bearer(who.session) } : {}) });

describe('GET /api/restaurant/me', () => {
  it("answers the venue user's own restaurant in the shared schema", async () => {
    const res = await get('/api/restaurant/me', venueA);
    expect(res.statusCode).toBe(200);
    const restaurant = ZRestaurantSchema.parse(res.json());
    expect(restaurant).toMatchObject({ id: venueA.session.user.restaurantId, name: "Alma Alpha's venue", signUpStep: 1 });
  });

  it('answers 403 FORBIDDEN for a customer token', async () => {
    expectError(await get('/api/restaurant/me', customer), 403, 'FORBIDDEN');
  });

  it('answers 401 without a token or with a forged one', async () => {
    expectError(await get('/api/restaurant/me'), 401, 'UNAUTHENTICATED');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/restaurant/me',
      headers: { authorization: `Bearer ${venueA.session.accessToken.slice(0, -4)}AAAA` },
    });
    expectError(forged, 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/restaurants/:restaurantId', () => {
  it("answers the caller's own venue", async () => {
    const res = await get(`/api/restaurants/${venueA.session.user.restaurantId}`, venueA);
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(venueA.session.user.restaurantId);
  });

  it("answers 404 to a venue user reading another venue's record, exactly like an unknown id, and writes nothing", async () => {
    const before = await countRows(t.db);
    const other = await get(`/api/restaurants/${venueB.session.user.restaurantId}`, venueA);
    const unknown = await get('/api/restaurants/00000000-0000-7000-8000-000000000000', venueA);
    expectError(other, 404, 'NOT_FOUND');
    expect(other.json()).toEqual(unknown.json());
    expect(other.body).not.toContain("Bert Beta's venue");
    expect(await countRows(t.db)).toEqual(before);
  });

  it('answers 403 to a customer and 401 without a token', async () => {
    expectError(await get(`/api/restaurants/${venueA.session.user.restaurantId}`, customer), 403, 'FORBIDDEN');
    expectError(await get(`/api/restaurants/${venueA.session.user.restaurantId}`), 401, 'UNAUTHENTICATED');
  });
});
