import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { clubVenue, createPlan, customer, GOOD_CARD, subscribe, type TClubVenue } from './club-helpers.ts';

/**
 * DeliteClub billed through the Stripe gateway (the real stripe SDK against the in-repo fake Stripe):
 * the card is saved in the browser on a SetupIntent with a Customer, the server reads the intent at
 * Stripe and charges the first month off-session, then each renewal at the period's end on the job
 * runner; a card that saves but declines charges leaves the subscription failed.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
let v: TClubVenue;
let plan: any;

const charges = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.confirm === 'true' && !r.replayed);
const cardSaved = (id: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api/customer/me/subscriptions/${id}/card-saved`, headers });

beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
  v = await clubVenue(t);
  plan = await createPlan(t, v);
});
afterAll(async () => close?.());

describe('DeliteClub with the Stripe gateway', () => {
  it('saves the card in a SetupIntent, charges the first month off-session once, renews at the period end', async () => {
    const c = await customer(t);
    const key = newKey();
    const started = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id }, key);
    expect(started.statusCode, started.body).toBe(202);
    const sub = started.json();
    expect(sub).toMatchObject({ status: 'incomplete', cardSetup: { publishableKey: 'pk_test_menudelite' } });
    expect(sub.cardSetup.clientSecret).toBeTruthy();
    // The same request again answers the same SetupIntent.
    const again = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id }, key);
    expect(again.json().cardSetup.setupIntentId).toBe(sub.cardSetup.setupIntentId);

    // Before the browser saved the card, nothing is charged.
    expect((await cardSaved(sub.id, c.headers)).statusCode).toBe(402);
    expect(charges()).toHaveLength(0);
  });

  it('charges once the browser confirmed the SetupIntent; renewals charge the saved card off-session', async () => {
    const c = await customer(t);
    const sub = (await subscribe(t, v.restaurantId, c.headers, { planId: plan.id })).json();
    fake.confirmSetupInBrowser(sub.cardSetup.setupIntentId, 'pm_card_visa');
    const before = charges().length;
    const done = await cardSaved(sub.id, c.headers);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'active', cardLast4: '4242' });
    expect(charges()).toHaveLength(before + 1);
    const charge = charges().at(-1)!;
    expect(charge.body).toMatchObject({ amount: '999', currency: 'eur', off_session: 'true' });
    // Told twice (a retried request): no second charge.
    expect((await cardSaved(sub.id, c.headers)).json().status).toBe('active');
    expect(charges()).toHaveLength(before + 1);

    // The renewal at the period's end charges the same card.
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('club_subscriptions').set({ current_period_end: past }).where('id', '=', sub.id).execute();
    await t.db.updateTable('jobs').set({ run_at: past }).where('unique_key', '=', `club-renew:${sub.id}:1`).execute();
    await t.deps.jobs.runDueJobs();
    const row = await t.db.selectFrom('club_subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'active' });
    expect(Number(row.period_number)).toBe(2);
    expect(charges()).toHaveLength(before + 2);
  });

  it('a card that saves but declines charges: 402, the subscription failed and the place free', async () => {
    const c = await customer(t);
    const sub = (await subscribe(t, v.restaurantId, c.headers, { planId: plan.id })).json();
    fake.confirmSetupInBrowser(sub.cardSetup.setupIntentId, 'pm_card_chargeCustomerFail');
    const res = await cardSaved(sub.id, c.headers);
    expect(res.statusCode).toBe(402);
    const row = await t.db.selectFrom('club_subscriptions').select('status').where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect((await subscribe(t, v.restaurantId, c.headers, { planId: plan.id })).statusCode).toBe(202);
  });

  it('refuses card fields (Stripe takes them in its own form) and someone else’s subscription, nothing written', async () => {
    const c = await customer(t);
    const before = await t.db.selectFrom('club_subscriptions').selectAll().execute();
    const withCard = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD });
    expect(withCard.statusCode).toBe(400);
    expect(withCard.json().error).toMatchObject({ code: 'CARD_INVALID', details: [{ path: 'body.card.number', key: 'cardNumberInvalid' }] });
    const other = await customer(t);
    const theirs = (await subscribe(t, v.restaurantId, other.headers, { planId: plan.id })).json();
    const stateBefore = await t.db.selectFrom('club_subscriptions').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect((await cardSaved(theirs.id, c.headers)).statusCode).toBe(404);
    expect(await t.db.selectFrom('club_subscriptions').selectAll().where('id', '=', theirs.id).executeTakeFirstOrThrow()).toEqual(stateBefore);
    expect((await t.db.selectFrom('club_subscriptions').selectAll().execute()).length).toBe(before.length + 1);
  });
});
