import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodEnd, periodEndAfter, venueDay, venueDaysAfter } from '@menudelite/shared/growth/club-period';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { cancel, chargesOf, clubVenue, createPlan, customer, GOOD_CARD, subscribe, type TClubVenue } from './club-helpers.ts';

/**
 * Renewals on the job runner: at the end of a period an active subscription is charged for the next
 * month, a PENDING CANCELLATION ends without a charge, a declined renewal goes past_due for a grace
 * period (perks kept) and is cancelled when the grace ends still declined. The periods and days are
 * on the venue's clock across DST changes.
 */
let t: TTestApp;
let v: TClubVenue;
let plan: any;

async function member() {
  const c = await customer(t);
  const res = await subscribe(t, v.restaurantId, c.headers, { planId: plan.id, card: GOOD_CARD });
  expect(res.statusCode, res.body).toBe(201);
  return { ...c, sub: res.json() };
}

/** Makes the current period end a second ago and its jobs due, then runs the due jobs. */
async function endPeriod(subscriptionId: string): Promise<void> {
  const past = new Date(Date.now() - 1000).toISOString();
  await t.db.updateTable('club_subscriptions').set({ current_period_end: past }).where('id', '=', subscriptionId).execute();
  await t.db
    .updateTable('jobs')
    .set({ run_at: past })
    .where('kind', '=', 'club.renew')
    .where('unique_key', 'like', `club-renew:${subscriptionId}:%`)
    .where('status', '=', 'queued')
    .execute();
  await t.deps.jobs.runDueJobs();
}

const row = (id: string) => t.db.selectFrom('club_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp();
  v = await clubVenue(t);
  plan = await createPlan(t, v);
});
afterAll(async () => t?.close());

describe('club renewals', () => {
  it('charges the next month at the end of the period and schedules the one after', async () => {
    const m = await member();
    const charges = await chargesOf(t);
    await endPeriod(m.sub.id);
    const after = await row(m.sub.id);
    expect(after.status).toBe('active');
    expect(Number(after.period_number)).toBe(2);
    // Two whole months after the anchor (the first period's start), however the test moved the first end.
    expect(after.billing_anchor).not.toBeNull();
    expect(after.current_period_end).toBe(periodEndAfter(after.billing_anchor!, 2, 'Europe/Malta').toISOString());
    expect(await chargesOf(t)).toBe(charges + 1);
    const invoice = await t.db
      .selectFrom('club_invoices')
      .selectAll()
      .where('subscription_id', '=', m.sub.id)
      .where('period_number', '=', 2)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe('paid');
    const next = await t.db.selectFrom('jobs').select('run_at').where('unique_key', '=', `club-renew:${m.sub.id}:2`).executeTakeFirstOrThrow();
    expect(new Date(next.run_at).toISOString()).toBe(after.current_period_end);
    // The job running again (a retry after a crash) charges nothing more.
    await t.deps.jobs.runDueJobs();
    expect(await chargesOf(t)).toBe(charges + 1);
  });

  it('a PENDING CANCELLATION ends at the end of the period with no charge', async () => {
    const m = await member();
    expect((await cancel(t, m.sub.id, m.headers, true)).json().status).toBe('pending_cancellation');
    const charges = await chargesOf(t);
    await endPeriod(m.sub.id);
    const after = await row(m.sub.id);
    expect(after).toMatchObject({ status: 'cancelled', cancel_reason: 'period_end' });
    expect(await chargesOf(t)).toBe(charges);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/customer/me/subscriptions', headers: m.headers })).json();
    expect(listed.items[0].status).toBe('cancelled');
  });

  it('a declined renewal goes past_due with a grace period (perks kept), then cancelled when the grace ends', async () => {
    const m = await member();
    // The saved card now declines (as Stripe's 0341 test card: saved fine, charges refused).
    await t.db
      .updateTable('club_subscriptions')
      .set({ payment_method_ref: `demo_pm_0341_${'a'.repeat(24)}` })
      .where('id', '=', m.sub.id)
      .execute();
    const end = new Date(Date.now() - 1000).toISOString();
    await endPeriod(m.sub.id);
    const pastDue = await row(m.sub.id);
    expect(pastDue.status).toBe('past_due');
    const ended = (await row(m.sub.id)).current_period_end!;
    expect(Date.parse(ended)).toBeLessThanOrEqual(Date.parse(end) + 1000);
    expect(pastDue.grace_until).toBe(venueDaysAfter(ended, 3, 'Europe/Malta').toISOString());
    const retry = await t.db.selectFrom('jobs').selectAll().where('unique_key', '=', `club-renew:${m.sub.id}:1:try1`).executeTakeFirstOrThrow();
    expect(retry.status).toBe('queued');

    // In grace, the member still gets the perks.
    const { expectedTotal: _e, ...body } = { ...(await import('./helpers/ordering-venue.ts')).dineInBody(v) };
    const quote = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${v.restaurantId}/orders/quote`, headers: m.headers, payload: body });
    expect(quote.json().benefitDiscount).toBeGreaterThan(0);

    // The grace ends with the card still declined: cancelled.
    const past = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('club_subscriptions').set({ grace_until: past }).where('id', '=', m.sub.id).execute();
    await t.db.updateTable('jobs').set({ run_at: past }).where('id', '=', retry.id).execute();
    await t.deps.jobs.runDueJobs();
    expect(await row(m.sub.id)).toMatchObject({ status: 'cancelled', cancel_reason: 'payment_failed' });
    const invoice = await t.db
      .selectFrom('club_invoices')
      .selectAll()
      .where('subscription_id', '=', m.sub.id)
      .where('period_number', '=', 2)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe('failed');
    expect(Number(invoice.attempts)).toBe(2);
  });

  it('a past_due member whose card works again is renewed and active', async () => {
    const m = await member();
    const good = (await row(m.sub.id)).payment_method_ref!;
    await t.db
      .updateTable('club_subscriptions')
      .set({ payment_method_ref: `demo_pm_0341_${'b'.repeat(24)}` })
      .where('id', '=', m.sub.id)
      .execute();
    await endPeriod(m.sub.id);
    expect((await row(m.sub.id)).status).toBe('past_due');
    await t.db.updateTable('club_subscriptions').set({ payment_method_ref: good }).where('id', '=', m.sub.id).execute();
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('unique_key', '=', `club-renew:${m.sub.id}:1:try1`)
      .execute();
    await t.deps.jobs.runDueJobs();
    expect(await row(m.sub.id)).toMatchObject({ status: 'active', period_number: 2, grace_until: null });
  });
});

describe('club time on the venue clock (DST)', () => {
  it('a period is a calendar month at the same wall-clock time across a DST change', () => {
    // 10 March 2026, 10:00 in Malta (UTC+1) → 10 April 2026, 10:00 (UTC+2 after 29 March).
    expect(periodEnd('2026-03-10T09:00:00.000Z', 'Europe/Malta').toISOString()).toBe('2026-04-10T08:00:00.000Z');
    // 31 January → 28 February (clamped), as Stripe Billing does.
    expect(periodEnd('2026-01-31T11:00:00.000Z', 'Europe/Malta').toISOString()).toBe('2026-02-28T11:00:00.000Z');
    // Renewals count from the anchor, so the short month does not move later ones: 31 January → 28 February → 31 March
    // (12:00 in Malta each time; UTC+2 by 31 March).
    expect(periodEndAfter('2026-01-31T11:00:00.000Z', 1, 'Europe/Malta').toISOString()).toBe('2026-02-28T11:00:00.000Z');
    expect(periodEndAfter('2026-01-31T11:00:00.000Z', 2, 'Europe/Malta').toISOString()).toBe('2026-03-31T10:00:00.000Z');
  });

  it('the daily free-item limit counts by the venue’s day, not UTC’s, across the autumn change', () => {
    // 25 October 2026: Malta goes from UTC+2 to UTC+1 at 03:00.
    expect(venueDay(new Date('2026-10-25T22:30:00Z'), 'Europe/Malta')).toBe('2026-10-25');
    expect(venueDay(new Date('2026-10-25T23:30:00Z'), 'Europe/Malta')).toBe('2026-10-26');
    // The day before, still on summer time: 22:30 UTC is already the next day.
    expect(venueDay(new Date('2026-10-24T22:30:00Z'), 'Europe/Malta')).toBe('2026-10-25');
    expect(venueDaysAfter('2026-10-24T10:00:00.000Z', 3, 'Europe/Malta').toISOString()).toBe('2026-10-27T11:00:00.000Z');
  });
});
