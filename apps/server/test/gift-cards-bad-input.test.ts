import { newId } from '../src/lib/ids.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleHeaders } from './delitepay-venue.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { balanceOf, buy, cardBalance, createProduct, giftCardState, issueCard, keyOf, purchaseBody } from './gift-cards-venue.ts';

/** Every refusal of issue 11 section 4: its own code and key, and nothing written. */
let t: TTestApp;
let v: TVenue;
let other: TVenue;
let fixed: any;
let custom: any;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVenue(t);
  other = await createVenue(t);
  fixed = await createProduct(t, v.headers, { name: 'Thirty', kind: 'fixed', amount: 3000 });
  custom = await createProduct(t, v.headers, { name: 'Your amount', kind: 'custom', minAmount: 1000, maxAmount: 10000 });
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/restaurant/gift-card-products', headers: v.headers, payload });

async function refusedUnchanged(run: () => Promise<any>, status: number, code: string, key?: string) {
  const before = await giftCardState(t);
  const res = await run();
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (key) expect(keyOf(res)).toBe(key);
  expect(await giftCardState(t)).toEqual(before);
  return res;
}

/** Every adjustment carries its own Idempotency-Key. */
const keyed = (headers: Record<string, string>) => ({ ...headers, 'idempotency-key': `adjust-${newId()}` });

describe('buying', () => {
  it('without a product: 400 giftCardRequired ("please select a gift card to purchase")', async () => {
    const res = await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(undefined)), 400, 'VALIDATION_FAILED', 'giftCardRequired');
    expect(res.json().error.details[0].path).toBe('body.productId');
  });

  it('a custom amount out of range, or none, and a fixed product at another amount: 400 giftCardAmountRange', async () => {
    for (const amount of [999, 10001, undefined]) {
      const res = await refusedUnchanged(
        () => buy(t, v.restaurantId, purchaseBody(custom.id, amount === undefined ? {} : { amount })),
        400,
        'VALIDATION_FAILED',
        'giftCardAmountRange',
      );
      expect(res.json().error.details[0].params).toEqual({ min: '€10.00', max: '€100.00' });
    }
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { amount: 100 })), 400, 'VALIDATION_FAILED', 'giftCardAmountRange');
  });

  it("another venue's product, an inactive one and a deleted one: 404", async () => {
    const theirs = await createProduct(t, other.headers, { name: 'Theirs', kind: 'fixed', amount: 2000 });
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(theirs.id)), 404, 'NOT_FOUND');
    const inactive = await createProduct(t, v.headers, { name: 'Paused', kind: 'fixed', amount: 2000, isActive: false });
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(inactive.id)), 404, 'NOT_FOUND');
    const deleted = await createProduct(t, v.headers, { name: 'Gone', kind: 'fixed', amount: 2000 });
    await t.app.inject({ method: 'DELETE', url: `/api/restaurant/gift-card-products/${deleted.id}`, headers: v.headers });
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(deleted.id)), 404, 'NOT_FOUND');
  });

  it('oversize fields, a bad e-mail, an unknown field, a past or far delivery day, and a total other than shown', async () => {
    const long = 'x'.repeat(81);
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { message: 'm'.repeat(501) })), 400, 'VALIDATION_FAILED');
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { recipient: { name: long, email: 'a@b.test' } })), 400, 'VALIDATION_FAILED');
    await refusedUnchanged(
      () => buy(t, v.restaurantId, purchaseBody(fixed.id, { purchaser: { name: 'Jo', email: 'not-an-email' } })),
      400,
      'VALIDATION_FAILED',
    );
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { giftWrap: true })), 400, 'VALIDATION_FAILED');
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { deliverOn: '2020-01-01' })), 400, 'VALIDATION_FAILED', 'giftCardDeliverOn');
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { deliverOn: '2099-01-01' })), 400, 'VALIDATION_FAILED', 'giftCardDeliverOn');
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { deliverOn: '2027-02-30' })), 400, 'VALIDATION_FAILED', 'giftCardDeliverOn');
    await refusedUnchanged(() => buy(t, v.restaurantId, purchaseBody(fixed.id, { expectedTotal: 2999 })), 409, 'PRICE_CHANGED');
    await refusedUnchanged(
      () => buy(t, v.restaurantId, purchaseBody(fixed.id, { card: { number: '1234', expiry: '12/40', cvc: '123' } })),
      400,
      'CARD_INVALID',
    );
  });

  it('a staff product with amounts that do not fit its kind: 400, nothing written', async () => {
    await refusedUnchanged(() => post({ name: 'No amount', kind: 'fixed' }), 400, 'VALIDATION_FAILED', 'giftCardProductAmounts');
    await refusedUnchanged(() => post({ name: 'Upside down', kind: 'custom', minAmount: 5000, maxAmount: 1000 }), 400, 'VALIDATION_FAILED', 'minAboveMax');
    await refusedUnchanged(() => post({ name: 'Tiny', kind: 'fixed', amount: 1 }), 400, 'VALIDATION_FAILED');
    await refusedUnchanged(() => post({ name: 'n'.repeat(81), kind: 'fixed', amount: 1000 }), 400, 'VALIDATION_FAILED');
  });
});

describe('codes', () => {
  it("a wrong code, a malformed one and another venue's: 422 giftCardInvalid; a spent one: 409 giftCardSpent", async () => {
    const mine = await issueCard(t, v.restaurantId, 2000);
    const theirs = await issueCard(t, other.restaurantId, 2000);
    const spent = await issueCard(t, v.restaurantId, 0);
    expect((await balanceOf(t, v.restaurantId, mine.code, '10.1.0.1')).json()).toMatchObject({ balance: 2000 });
    for (const code of ['ACDE-FGHJ-KMNP-RTUV', 'O0I1-L000-0000-0000', 'short', theirs.code]) {
      await refusedUnchanged(() => balanceOf(t, v.restaurantId, code, '10.1.0.2'), 422, 'GIFT_CARD_INVALID', 'giftCardInvalid');
    }
    await refusedUnchanged(() => balanceOf(t, v.restaurantId, spent.code, '10.1.0.3'), 409, 'GIFT_CARD_SPENT', 'giftCardSpent');
    await refusedUnchanged(() => balanceOf(t, v.restaurantId, 'x'.repeat(33), '10.1.0.3'), 400, 'VALIDATION_FAILED');
  });

  it('guessing: past 10 lookups a minute from one address the answer is 429, even for a right code; another address still works', async () => {
    const card = await issueCard(t, v.restaurantId, 2000);
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++)
      expect(
        (
          await balanceOf(
            t,
            v.restaurantId,
            `ACDE-FGHJ-KMNP-RT${String(i)
              .padStart(2, '3')
              .replace(/[0-2,5,8]/g, '3')}`,
            ip,
          )
        ).statusCode,
      ).toBe(422);
    const blocked = await balanceOf(t, v.restaurantId, card.code, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect((await balanceOf(t, v.restaurantId, card.code, '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('staff', () => {
  it('lookup needs loyalty.redeem (kitchen: 403); adjust needs giftCards.adjust (front of house: 403); nothing written', async () => {
    const card = await issueCard(t, v.restaurantId, 2000);
    const kitchen = await roleHeaders(t, v.restaurantId, 'kitchen');
    const foh = await roleHeaders(t, v.restaurantId, 'frontOfHouse');
    await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url: '/api/restaurant/gift-cards/lookup', headers: kitchen, payload: { code: card.code } }),
      403,
      'FORBIDDEN',
    );
    const found = await t.app.inject({ method: 'POST', url: '/api/restaurant/gift-cards/lookup', headers: foh, payload: { code: card.code } });
    expect(found.json()).toMatchObject({ id: card.id, balance: 2000 });
    await refusedUnchanged(
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/restaurant/gift-cards/${card.id}/adjustments`,
          headers: keyed(foh),
          payload: { amount: 500, reason: 'Goodwill' },
        }),
      403,
      'FORBIDDEN',
      'permissionMissing',
    );
    await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url: '/api/restaurant/gift-card-products', headers: foh, payload: { name: 'X', kind: 'fixed', amount: 1000 } }),
      403,
      'FORBIDDEN',
    );
  });

  it("adjust: up and down with a reason and a ledger row; below zero 409 giftCardInsufficient; another venue's card 404; no reason 400", async () => {
    const card = await issueCard(t, v.restaurantId, 2000);
    const url = `/api/restaurant/gift-cards/${card.id}/adjustments`;
    const up = await t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: 500, reason: 'Goodwill for a late order' } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      card: { balance: 2500 },
      entry: { kind: 'adjust', amount: 500, balanceAfter: 2500, reason: 'Goodwill for a late order' },
    });
    const down = await t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: -1000, reason: 'Paid at the till' } });
    expect(down.json().card.balance).toBe(1500);
    const res = await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: -1501, reason: 'Too much' } }),
      409,
      'GIFT_CARD_SPENT',
      'giftCardInsufficient',
    );
    expect(res.json().error.details[0].params).toEqual({ balance: '€15.00' });
    await refusedUnchanged(() => t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: 100 } }), 400, 'VALIDATION_FAILED');
    await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: 0, reason: 'Nothing' } }),
      400,
      'VALIDATION_FAILED',
    );
    await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: 100, reason: 'r'.repeat(201) } }),
      400,
      'VALIDATION_FAILED',
    );
    await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url, headers: keyed(other.headers), payload: { amount: 100, reason: 'Not ours' } }),
      404,
      'NOT_FOUND',
    );
    await refusedUnchanged(
      () => t.app.inject({ method: 'GET', url: `/api/restaurant/gift-cards/${card.id}/ledger`, headers: other.headers }),
      404,
      'NOT_FOUND',
    );
    const ledger = (await t.app.inject({ method: 'GET', url: `/api/restaurant/gift-cards/${card.id}/ledger?limit=2`, headers: v.headers })).json();
    expect(ledger.items.map((e: any) => [e.kind, e.amount, e.balanceAfter])).toEqual([
      ['adjust', -1000, 1500],
      ['adjust', 500, 2500],
    ]);
    const rest = (
      await t.app.inject({ method: 'GET', url: `/api/restaurant/gift-cards/${card.id}/ledger?limit=2&cursor=${ledger.nextCursor}`, headers: v.headers })
    ).json();
    expect(rest.items.map((e: any) => e.kind)).toEqual(['activate']);
    expect(await cardBalance(t, card.id)).toBe(1500);
  });

  it('concurrent adjustments down never take the balance below zero: exactly 4 of 10 win', async () => {
    const card = await issueCard(t, v.restaurantId, 2000);
    const url = `/api/restaurant/gift-cards/${card.id}/adjustments`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url, headers: keyed(v.headers), payload: { amount: -500, reason: 'Race' } })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(6);
    expect(await cardBalance(t, card.id)).toBe(0);
  });

  it('adjust: one Idempotency-Key is one adjustment (a double click or five at once), and no key is refused', async () => {
    const card = await issueCard(t, v.restaurantId, 2000);
    const url = `/api/restaurant/gift-cards/${card.id}/adjustments`;
    const headers = keyed(v.headers);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.app.inject({ method: 'POST', url, headers, payload: { amount: 300, reason: 'Goodwill' } })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().entry.id)).size).toBe(1);
    expect(await cardBalance(t, card.id)).toBe(2300);
    await refusedUnchanged(
      () => t.app.inject({ method: 'POST', url, headers: v.headers, payload: { amount: 300, reason: 'No key' } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(await cardBalance(t, card.id)).toBe(2300);
  });
});
