import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { cancel, chargesOf, clubSnapshot, clubVenue, createPlan, customer, DECLINED_CARD, GOOD_CARD, subscribe, type TClubVenue } from './club-helpers.ts';

/** The day of the month and the time on the venue's clock (Europe/Malta). */
const MALTA = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Malta', day: 'numeric', hour: 'numeric', minute: 'numeric' });
const local = (d: Date) => MALTA.format(d);

let t: TTestApp;
let v: TClubVenue;
let plan: any;

beforeAll(async () => {
  t = await createTestApp();
  v = await clubVenue(t);
  plan = await createPlan(t, v);
});
afterAll(async () => t?.close());

describe('subscribing to the club', () => {
  it('writes the subscription, charges the first month once, and marks it active with its period on the venue clock', async () => {
    const c = await customer(t);
    const chargesBefore = await chargesOf(t);
    const key = newKey();
    const res = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD }, key);
    expect(res.statusCode, res.body).toBe(201);
    const sub = res.json();
    expect(sub).toMatchObject({ status: 'active', planId: plan.id, planName: 'Coffee Club', price: 999, currency: 'eur', cardLast4: '4242' });
    // A month on the venue's clock (Europe/Malta), whatever the UTC offset does meanwhile.
    const start = new Date(sub.currentPeriodStart);
    const end = new Date(sub.currentPeriodEnd);
    expect(local(end)).toBe(local(start));
    expect(await chargesOf(t)).toBe(chargesBefore + 1);

    // The same Idempotency-Key again: the same subscription, no second charge.
    const again = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(sub.id);
    expect(await chargesOf(t)).toBe(chargesBefore + 1);

    // The renewal is on the job runner at the end of the period.
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'club.renew')
      .where('unique_key', '=', `club-renew:${sub.id}:1`)
      .executeTakeFirstOrThrow();
    expect(new Date(job.run_at).getTime()).toBe(end.getTime());

    const mine = (await t.app.inject({ method: 'GET', url: '/api/customer/me/subscriptions', headers: c.headers })).json();
    expect(mine.items.map((s: any) => s.id)).toEqual([sub.id]);
    const members = (await t.app.inject({ method: 'GET', url: '/api/restaurant/club/members?status=active', headers: v.owner })).json();
    expect(members.items.find((m: any) => m.id === sub.id)).toMatchObject({ customerName: 'Cara Member', status: 'active' });
  });

  it('refuses subscribing twice at one venue (409 alreadySubscribed), nothing written or charged', async () => {
    const c = await customer(t);
    expect((await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD })).statusCode).toBe(201);
    const before = await clubSnapshot(t);
    const twice = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'ALREADY_SUBSCRIBED', details: [{ key: 'alreadySubscribed' }] });
    expect(await clubSnapshot(t)).toEqual(before);
  });

  it('two parallel subscribes of one customer create one subscription and one charge', async () => {
    const c = await customer(t);
    const chargesBefore = await chargesOf(t);
    const results = await Promise.all(Array.from({ length: 8 }, () => subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD })));
    const codes = results.map((r) => r.statusCode).toSorted();
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('ALREADY_SUBSCRIBED');
    const rows = await t.db.selectFrom('club_subscriptions').selectAll().where('customer_user_id', '=', c.userId).execute();
    expect(rows).toHaveLength(1);
    expect(await chargesOf(t)).toBe(chargesBefore + 1);
  });

  it('refuses bad input with its own code and key, nothing written', async () => {
    const c = await customer(t);
    const other = await clubVenue(t);
    const theirs = await createPlan(t, other);
    const off = await clubVenue(t);
    const offPlan = await createPlan(t, off);
    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/club-settings', headers: off.owner, payload: { allowsDeliteClub: false } });
    const before = await clubSnapshot(t);

    const none = await subscribe(t, v.restaurantId, c.headers, { card: GOOD_CARD });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details[0]).toMatchObject({
      path: 'body.planId',
      key: 'subscriptionRequired',
      message: 'please select a subscription to purchase',
    });

    const foreign = await subscribe(t, v.restaurantId, c.headers, { planId: theirs.id, card: GOOD_CARD });
    expect(foreign.statusCode).toBe(404);

    const clubOff = await subscribe(t, off.restaurantId, c.headers, { planId: offPlan.id, card: GOOD_CARD });
    expect(clubOff.statusCode).toBe(409);
    expect(clubOff.json().error).toMatchObject({ code: 'PROGRAMME_UNAVAILABLE', details: [{ key: 'clubOff' }] });

    const badCard = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: { ...GOOD_CARD, number: '1234' } });
    expect(badCard.statusCode).toBe(400);
    expect(badCard.json().error.details[0]).toMatchObject({ path: 'body.card.number', key: 'cardNumberInvalid' });

    const oversize = await subscribe(t, v.restaurantId, c.headers, { planId: 'p'.repeat(65), card: GOOD_CARD });
    expect(oversize.statusCode).toBe(400);
    const extra = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD, price: 1 });
    expect(extra.statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${v.restaurantId}/club/subscriptions`,
      headers: c.headers,
      payload: { planId: plan.id, card: GOOD_CARD },
    });
    expect(noKey.statusCode).toBe(400);
    const signedOut = await subscribe(t, v.restaurantId, {}, { planId: plan.id, card: GOOD_CARD });
    expect(signedOut.statusCode).toBe(401);
    const staff = await subscribe(t, v.restaurantId, v.owner, { planId: plan.id, card: GOOD_CARD });
    expect(staff.statusCode).toBe(403);

    expect(await clubSnapshot(t)).toEqual(before);
  });

  it('a declined card leaves a failed subscription (no place held) and answers 402; a new try may subscribe', async () => {
    const c = await customer(t);
    const declined = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: DECLINED_CARD });
    expect(declined.statusCode).toBe(402);
    const row = await t.db.selectFrom('club_subscriptions').selectAll().where('customer_user_id', '=', c.userId).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect((await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD })).statusCode).toBe(201);
  });

  it('cancels at the end of the period (PENDING CANCELLATION) or at once (CANCELLED); someone else’s is 404', async () => {
    const c = await customer(t);
    const sub = (await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD })).json();
    const stranger = await customer(t, 'Stranger');
    const before = await clubSnapshot(t);
    expect((await cancel(t, sub.id, stranger.headers, false)).statusCode).toBe(404);
    expect((await cancel(t, 'no-such-id', c.headers, false)).statusCode).toBe(404);
    expect(await clubSnapshot(t)).toEqual(before);

    const pending = await cancel(t, sub.id, c.headers, true);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({ status: 'pending_cancellation', cancelledAt: null });
    // Still a member until the period ends: subscribing again is refused.
    expect((await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD })).statusCode).toBe(409);

    const now = await cancel(t, sub.id, c.headers, false);
    expect(now.json().status).toBe('cancelled');
    expect(now.json().cancelledAt).not.toBeNull();
    // Cancelled, the place is free again.
    expect((await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD })).statusCode).toBe(201);
  });
});
