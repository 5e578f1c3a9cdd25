import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZDelitePayResponseSchema, ZPaymentPageInfoSchema, ZPaymentSuccessSchema } from '@menudelite/shared/delitepay/contracts';
import { createPayService } from '../src/features/delitepay/pay-service.ts';
import { reconcileAttempts } from '../src/features/payments/public.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { createLink, DECLINED_CARD, delitePayVenue, demoCharges, GOOD_CARD, keyOf, pay, payState, roleHeaders, type TPayVenue } from './delitepay-venue.ts';

/** The public payment page with the demo gateway: page info, paying an amount with a reference, note and tip, replays, and refusals that write nothing. */
let t: TTestApp;
let v: TPayVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await delitePayVenue(t);
});
afterAll(() => t.close());

describe('the payment page', () => {
  it('answers the venue, its currency, tip presets, bounds and the demo gateway; 404 for an unknown venue; 403 delitePayOff when off', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${v.slug}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZPaymentPageInfoSchema.parse(res.json())).toMatchObject({
      restaurantId: v.restaurantId,
      slug: v.slug,
      currency: 'eur',
      timeZone: 'Europe/Malta',
      allowsDelitePay: true,
      tipPercentPresets: [10, 15, 20],
      processingFeeRule: { percent: 0, fixed: 0 },
      minAmount: 100,
      maxAmount: 100_000_000,
      gateway: { provider: 'demo', publishableKey: null, stripeAccount: null },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/public/payment-page/no-such-venue' })).statusCode).toBe(404);

    const off = await delitePayVenue(t, { allows_delite_pay: false });
    const refused = await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${off.slug}` });
    expect(refused.statusCode).toBe(403);
    expect(keyOf(refused)).toBe('delitePayOff');
    const before = await payState(t);
    const paid = await pay(t, off.slug, { amount: 1000, card: GOOD_CARD });
    expect(paid.statusCode).toBe(403);
    expect(keyOf(paid)).toBe('delitePayOff');
    expect(await payState(t)).toEqual(before);
  });
});

describe("the venue's switch", () => {
  it('settings.change turns DelitePay on and off (audited); front of house reads it but gets 403 changing it', async () => {
    const venue = await delitePayVenue(t, { allows_delite_pay: false });
    const url = '/api/restaurant/delitepay-settings';
    const first = await t.app.inject({ method: 'GET', url, headers: venue.headers });
    expect(first.json()).toEqual({ allowsDelitePay: false });
    const on = await t.app.inject({ method: 'PATCH', url, headers: venue.headers, payload: { allowsDelitePay: true } });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ allowsDelitePay: true });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${venue.slug}` })).statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_log').select(['action', 'details']).where('restaurant_id', '=', venue.restaurantId).execute();
    expect(audit).toEqual([{ action: 'settings.changed', details: JSON.stringify({ allows_delite_pay: true }) }]);

    const staff = await roleHeaders(t, venue.restaurantId, 'frontOfHouse');
    expect((await t.app.inject({ method: 'GET', url, headers: staff })).json()).toEqual({ allowsDelitePay: true });
    const refused = await t.app.inject({ method: 'PATCH', url, headers: staff, payload: { allowsDelitePay: false } });
    expect(refused.statusCode).toBe(403);
    const off = await t.app.inject({ method: 'PATCH', url, headers: venue.headers, payload: { allowsDelitePay: false } });
    expect(off.json()).toEqual({ allowsDelitePay: false });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${venue.slug}` })).statusCode).toBe(403);
  });
});

describe('paying an amount', () => {
  it('writes the payment, charges the card once, marks it paid, and the success page reads it by its token', async () => {
    const before = await demoCharges(t);
    const res = await pay(t, v.slug, {
      amount: 4250,
      reference: 'INV-2041',
      note: 'Cake for table 4',
      tip: { percent: 10 },
      payer: { name: 'Dana Diner', email: 'dana@example.com' },
      language: 'fr',
      card: GOOD_CARD,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = ZDelitePayResponseSchema.parse(res.json());
    // 10 % of 42.50 is 4.25: the server computes the tip (this venue charges no processing fee).
    expect(body).toMatchObject({ status: 'succeeded', amount: 4250, tip: 425, processingFee: 0, total: 4675, currency: 'eur' });
    expect(body.successPath).toBe(`/restaurants/${v.restaurantId}/payment/success/${body.successToken}`);
    expect(body.successToken.length).toBeGreaterThanOrEqual(43);
    expect(body.payment).toBeUndefined();
    expect(await demoCharges(t)).toBe(before + 1);
    const charge = await t.db.selectFrom('demo_charges').select(['amount', 'status']).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(Number(charge.amount)).toBe(4675);

    const row = await t.db.selectFrom('delitepay_payments').selectAll().where('id', '=', body.paymentId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: 'page', status: 'succeeded', reference: 'INV-2041', payer_email: 'dana@example.com', card_last4: '4242' });
    const attempt = await t.db.selectFrom('payment_attempts').selectAll().where('id', '=', row.attempt_id).executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({ purpose: 'page', status: 'succeeded', order_id: null });
    // The receipt job is enqueued with the payment (the payer gave an e-mail).
    const receipt = await t.db.selectFrom('jobs').select(['kind', 'payload']).where('unique_key', '=', `receipt:link:${body.paymentId}`).executeTakeFirst();
    expect(receipt?.kind).toBe('receipts.send');
    await t.deps.jobs.runDueJobs();
    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'dana@example.com').executeTakeFirstOrThrow();
    // In the payer's language (fr), with the reference, the tip and a link to the success page.
    expect(mail.text_body).toContain('INV-2041');
    expect(mail.text_body).toContain(`/restaurants/${v.restaurantId}/payment/success/${body.successToken}`);
    expect(mail.html_body).toContain('lang="fr"');

    const success = await t.app.inject({ method: 'GET', url: `/api/public/payment-success/${body.successToken}` });
    expect(success.statusCode, success.body).toBe(200);
    expect(success.headers['cache-control']).toContain('no-store');
    expect(ZPaymentSuccessSchema.parse(success.json())).toMatchObject({
      restaurant: { id: v.restaurantId, slug: v.slug, timeZone: 'Europe/Malta' },
      payment: {
        status: 'succeeded',
        amount: 4250,
        tip: 425,
        total: 4675,
        reference: 'INV-2041',
        note: 'Cake for table 4',
        cardLast4: '4242',
        description: null,
      },
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/payment-success/${'x'.repeat(43)}` })).statusCode).toBe(404);
  });

  it("adds the venue's card processing fee on amount + tip, as shown on the page; another expected total is 409 PRICE_CHANGED with nothing written", async () => {
    // The default rule: 1.5 % + 0.20. On 40.00 + 4.00 tip: 0.66 + 0.20 = 0.86.
    const venue = await delitePayVenue(t, { processing_fee_percent_bp: 150, processing_fee_fixed: null });
    const page = (await t.app.inject({ method: 'GET', url: `/api/public/payment-page/${venue.slug}` })).json();
    expect(page.processingFeeRule).toEqual({ percent: 1.5, fixed: 20 });
    const before = await payState(t);
    const stale = await pay(t, venue.slug, { amount: 4000, tip: { amount: 400 }, expectedTotal: 4400, card: GOOD_CARD });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PRICE_CHANGED');
    expect(await payState(t)).toEqual(before);
    const res = await pay(t, venue.slug, { amount: 4000, tip: { amount: 400 }, expectedTotal: 4486, card: GOOD_CARD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: 4000, tip: 400, processingFee: 86, total: 4486 });
    const charge = await t.db.selectFrom('demo_charges').select('amount').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(Number(charge.amount)).toBe(4486);
    const success = (await t.app.inject({ method: 'GET', url: `/api/public/payment-success/${res.json().successToken}` })).json();
    expect(success.payment).toMatchObject({ processingFee: 86, total: 4486 });
  });

  it('a replay with the same Idempotency-Key answers the same payment (200) and charges once; another body under that key is 422', async () => {
    const key = newKey();
    const body = { amount: 1500, reference: 'R-1', card: GOOD_CARD };
    const first = await pay(t, v.slug, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const charges = await demoCharges(t);
    const again = await pay(t, v.slug, body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().paymentId).toBe(first.json().paymentId);
    expect(again.json().successToken).toBe(first.json().successToken);
    expect(await demoCharges(t)).toBe(charges);
    const other = await pay(t, v.slug, { ...body, amount: 1600 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('concurrent replays of one key write one payment and charge once', async () => {
    const key = newKey();
    const body = { amount: 2000, card: GOOD_CARD };
    const charges = await demoCharges(t);
    const answers = await Promise.all([pay(t, v.slug, body, key), pay(t, v.slug, body, key), pay(t, v.slug, body, key)]);
    expect(answers.map((a) => a.statusCode).toSorted(), answers.map((a) => a.body).join('\n')).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
    expect(await demoCharges(t)).toBe(charges + 1);
  });

  it('a declined card fails the payment (402); the same key with another card pays it on attempt 2', async () => {
    const key = newKey();
    const declined = await pay(t, v.slug, { amount: 3000, card: DECLINED_CARD }, key);
    expect(declined.statusCode, declined.body).toBe(402);
    const row = await t.db.selectFrom('delitepay_payments').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    const retried = await pay(t, v.slug, { amount: 3000, card: GOOD_CARD }, key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ paymentId: row.id, status: 'succeeded' });
    const attempts = await t.db
      .selectFrom('payment_attempts')
      .select(['sequence', 'status'])
      .where('idempotency_key', 'like', `page:${v.restaurantId}:${row.id}:%`)
      .orderBy('sequence')
      .execute();
    expect(attempts.map((a) => [Number(a.sequence), a.status])).toEqual([
      [1, 'failed'],
      [2, 'succeeded'],
    ]);
  });
});

describe('a crash between the charge and its commit', () => {
  it('leaves a pending payment that the reconciliation job settles from the demo charge; a replay then answers it, charged once', async () => {
    const key = newKey();
    // The same service as the route, whose "mark paid" dies as a crash would, right after the charge.
    const crashing = createPayService({
      db: t.db,
      provider: t.deps.payments,
      settler: { ...t.deps.paymentSettlers.page!, succeeded: () => Promise.reject(new Error('process died')) },
    });
    const charges = await demoCharges(t);
    await expect(crashing(v.slug, key, { amount: 2750, card: GOOD_CARD })).rejects.toThrow('process died');
    const row = await t.db.selectFrom('delitepay_payments').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
    expect(await demoCharges(t)).toBe(charges + 1);

    const counts = await reconcileAttempts({ db: t.db, provider: t.deps.payments, settlers: t.deps.paymentSettlers }, { graceMs: 0 });
    expect(counts.succeeded).toBeGreaterThanOrEqual(1);
    expect((await t.db.selectFrom('delitepay_payments').select('status').where('id', '=', row.id).executeTakeFirstOrThrow()).status).toBe('succeeded');
    const replay = await pay(t, v.slug, { amount: 2750, card: GOOD_CARD }, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ paymentId: row.id, status: 'succeeded' });
    expect(await demoCharges(t)).toBe(charges + 1);
  });
});

describe('the client address limit', () => {
  it('counts new payments per address (429 past it, nothing written or charged); a replay of a paid key is not counted', async () => {
    const limited = await createTestApp({ ORDER_RATE_LIMIT_PER_IP: '2' });
    try {
      const venue = await delitePayVenue(limited);
      const key = newKey();
      expect((await pay(limited, venue.slug, { amount: 1000, card: GOOD_CARD }, key)).statusCode).toBe(201);
      expect((await pay(limited, venue.slug, { amount: 1000, card: GOOD_CARD })).statusCode).toBe(201);
      const before = await payState(limited);
      const third = await pay(limited, venue.slug, { amount: 1000, card: GOOD_CARD });
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('RATE_LIMITED');
      expect(await payState(limited)).toEqual(before);
      expect((await pay(limited, venue.slug, { amount: 1000, card: GOOD_CARD }, key)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('bad input writes nothing and charges nothing', () => {
  const cases: [string, Record<string, unknown>, number, string | undefined][] = [
    ['a negative amount', { amount: -500 }, 400, 'tooSmall'],
    ['an amount below 1.00', { amount: 99 }, 400, 'splitAmountTooSmall'],
    ['an oversized amount', { amount: 100_000_001 }, 400, 'tooBig'],
    ['a non-numeric amount', { amount: '12.00' }, 400, undefined],
    ['a negative tip', { amount: 1000, tip: { amount: -1 } }, 400, 'tipInvalid'],
    ['a negative tip percent', { amount: 1000, tip: { percent: -5 } }, 400, 'tipInvalid'],
    ['a non-numeric tip', { amount: 1000, tip: { amount: 'lots' } }, 400, 'tipInvalid'],
    ['a tip above 100 % of the amount', { amount: 1000, tip: { amount: 1001 } }, 400, 'tipTooHigh'],
    ['a tip percent above 100', { amount: 1000, tip: { percent: 150 } }, 400, 'tipTooHigh'],
    ['neither amount nor link', {}, 400, 'invalidValue'],
    ['a card the gateway refuses outright', { amount: 1000, card: { ...GOOD_CARD, number: '1234' } }, 400, 'cardNumberInvalid'],
    ['no card', { amount: 1000 }, 400, 'cardNumberInvalid'],
  ];
  for (const [name, body, status, key] of cases) {
    it(name, async () => {
      const before = await payState(t);
      const answer = await pay(t, v.slug, name === 'no card' ? body : { card: GOOD_CARD, ...body });
      expect(answer.statusCode, answer.body).toBe(status);
      if (key) expect(keyOf(answer)).toBe(key);
      expect(await payState(t)).toEqual(before);
    });
  }

  it('a tip above the amount names the largest allowed, formatted', async () => {
    const res = await pay(t, v.slug, { amount: 1000, tip: { amount: 5000 }, card: GOOD_CARD });
    expect(res.json().error.details[0]).toMatchObject({ path: 'body.tip', key: 'tipTooHigh', params: { max: '€10.00' } });
  });

  it('without an Idempotency-Key: 400, nothing written', async () => {
    const before = await payState(t);
    const res = await t.app.inject({ method: 'POST', url: `/api/public/payment-page/${v.slug}/payments`, payload: { amount: 1000, card: GOOD_CARD } });
    expect(res.statusCode).toBe(400);
    expect(await payState(t)).toEqual(before);
  });
});

describe('a link made before the venue changed its currency', () => {
  it('answers 409 paymentLinkCurrencyChanged when opened or paid, and writes or charges nothing', async () => {
    const venue = await delitePayVenue(t);
    const link = await createLink(t, venue, { amount: 4200 });
    await t.db.updateTable('restaurants').set({ currency: 'usd' }).where('id', '=', venue.restaurantId).execute();
    const opened = await t.app.inject({ method: 'GET', url: `/api/public/payment-links/${link.token}` });
    expect(opened.statusCode, opened.body).toBe(409);
    expect(opened.json().error.details[0]).toMatchObject({ key: 'paymentLinkCurrencyChanged', params: { currency: 'EUR' } });
    const before = await payState(t);
    const charges = await demoCharges(t);
    const paid = await pay(t, venue.slug, { linkToken: link.token, card: GOOD_CARD });
    expect(paid.statusCode, paid.body).toBe(409);
    expect(keyOf(paid)).toBe('paymentLinkCurrencyChanged');
    expect(await payState(t)).toEqual(before);
    expect(await demoCharges(t)).toBe(charges);
  });
});
