import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSignUpStepRequest } from '@menudelite/shared/restaurant/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { bearer, expectError, signUp, type TSignedUp } from './helpers/accounts.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const venueStep = {
  step: 2,
  isHotel: true,
  name: 'Hôtel Étoile',
  address: '12 Rue de la Paix, Paris',
  currency: 'usd',
  defaultLanguage: 'fr',
  timeZone: 'Europe/Paris',
} as const;
const brandStep = { step: 3, primaryColor: '#AA3322', secondaryColor: '#112233', backgroundColor: '#fafafa' } as const;
const hoursStep = {
  step: 4,
  openingHours: [7, 6, 5, 4, 3, 2, 1].map((weekday) => ({
    weekday,
    intervals: weekday === 1 ? [] : [{ opens: '18:00', closes: '02:00' }],
  })),
} as const;
const orderingStep = {
  step: 5,
  allowsDineIn: true,
  allowsPickUp: true,
  allowsDelivery: false,
  allowsGuestCheckout: false,
  allowsPayLater: true,
  allowsOfflinePayments: true,
  orderFee: 150,
} as const;

function putStep(who: TSignedUp, body: TSignUpStepRequest | Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/restaurant/me/sign-up', headers: bearer(who.session), payload: body });
}

async function restaurantRow(who: TSignedUp) {
  return t.db.selectFrom('restaurants').selectAll().where('id', '=', who.session.user.restaurantId!).executeTakeFirstOrThrow();
}

describe('PUT /api/restaurant/me/sign-up', () => {
  it('walks steps 2 to 6, storing each step and counting the steps done', async () => {
    const owner = await signUp(t.app, { fullName: 'Eve Étoile' });
    const steps = [venueStep, brandStep, hoursStep, orderingStep, { step: 6 } as const];
    for (const step of steps) {
      const res = await putStep(owner, step);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().signUpStep).toBe(step.step);
    }
    const me = (await t.app.inject({ method: 'GET', url: '/api/restaurant/me', headers: bearer(owner.session) })).json();
    expect(me).toMatchObject({
      signUpStep: 6,
      isHotel: true,
      name: 'Hôtel Étoile',
      slug: 'hotel-etoile',
      address: '12 Rue de la Paix, Paris',
      currency: 'usd',
      defaultLanguage: 'fr',
      timeZone: 'Europe/Paris',
      primaryColor: '#aa3322',
      secondaryColor: '#112233',
      backgroundColor: '#fafafa',
      allowsDineIn: true,
      allowsPickUp: true,
      allowsDelivery: false,
      allowsGuestCheckout: false,
      allowsPayLater: true,
      allowsOfflinePayments: true,
      orderFee: 150,
    });
    expect(me.openingHours.map((day: { weekday: number }) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(me.openingHours[0].intervals).toEqual([]);
    expect(me.openingHours[6].intervals).toEqual([{ opens: '18:00', closes: '02:00' }]);
  });

  it('cannot skip a step: 400, and nothing written', async () => {
    const owner = await signUp(t.app);
    const before = await restaurantRow(owner);
    expectError(await putStep(owner, brandStep), 400, 'BAD_REQUEST');
    expectError(await putStep(owner, { step: 6 }), 400, 'BAD_REQUEST');
    expect(await restaurantRow(owner)).toEqual(before);
  });

  it('cannot finish before steps 2 to 5 are done', async () => {
    const owner = await signUp(t.app);
    for (const step of [venueStep, brandStep, hoursStep]) expect((await putStep(owner, step)).statusCode).toBe(200);
    const before = await restaurantRow(owner);
    expectError(await putStep(owner, { step: 6 }), 400, 'BAD_REQUEST');
    expect(await restaurantRow(owner)).toEqual(before);
  });

  it('edits an earlier step without moving the progress back', async () => {
    const owner = await signUp(t.app);
    for (const step of [venueStep, brandStep, hoursStep]) await putStep(owner, step);
    const res = await putStep(owner, { ...venueStep, name: 'Renamed Place', isHotel: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signUpStep: 4, name: 'Renamed Place', isHotel: false, slug: 'renamed-place' });
  });

  it('keeps the slug stable once sign-up is finished', async () => {
    const owner = await signUp(t.app);
    for (const step of [{ ...venueStep, name: 'Stable Slug' }, brandStep, hoursStep, orderingStep, { step: 6 } as const]) {
      await putStep(owner, step);
    }
    const res = await putStep(owner, { ...venueStep, name: 'New Name' });
    expect(res.json()).toMatchObject({ signUpStep: 6, name: 'New Name', slug: 'stable-slug' });
  });

  it.each([
    ['an unknown step', { step: 7 }],
    ['a bad colour', { ...brandStep, primaryColor: 'red' }],
    ['an unknown currency', { ...venueStep, currency: 'xyz' }],
    ['an unknown time zone', { ...venueStep, timeZone: 'Mars/Olympus' }],
    ['a missing weekday', { step: 4, openingHours: hoursStep.openingHours.slice(1) }],
    ['a negative order fee', { ...orderingStep, orderFee: -1 }],
    ['a fractional order fee', { ...orderingStep, orderFee: 1.5 }],
    ['an order fee over 1,000.00 in the venue currency (USD)', { ...orderingStep, orderFee: 100_001 }],
  ])('answers 400 for %s and writes nothing', async (_why, body) => {
    const owner = await signUp(t.app);
    for (const step of [venueStep, brandStep, hoursStep]) await putStep(owner, step);
    const before = await restaurantRow(owner);
    expectError(await putStep(owner, body), 400, 'VALIDATION_FAILED');
    expect(await restaurantRow(owner)).toEqual(before);
  });

  it('lets an IDR venue set a realistic fee (Rp 5,000 is 500,000,000 minor units)', async () => {
    const owner = await signUp(t.app);
    for (const step of [{ ...venueStep, currency: 'idr' }, brandStep, hoursStep]) await putStep(owner, step);
    const res = await putStep(owner, { ...orderingStep, orderFee: 500_000_000 });
    expect(res.statusCode).toBe(200);
    expect(res.json().orderFee).toBe(500_000_000);
  });

  it('answers 403 to a customer', async () => {
    const customer = await signUp(t.app, { accountType: 'customer' });
    expectError(await putStep(customer, venueStep), 403, 'FORBIDDEN');
  });
});
