import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { customer, entryCount, errorOf, join, lifecycle, loyaltyVenue, orderOf, passRow, staffOf } from './loyalty-helpers.ts';

/** SPEC section 4's pass transitions through the order lifecycle and the staff counter, on this test run's database. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('joining', () => {
  it('a customer joins the running campaign once; the public card shows it with their pass', async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const before = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.venueId}/loyalty` });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({
      loyaltyEnabled: true,
      campaign: { name: '10 coffees, 1 free', minSpendQuantity: 3, minOrderAmount: 500 },
      pass: null,
      wallets: { apple: false, google: false },
    });

    const first = await join(t, v.venueId, c.headers);
    expect(first.statusCode, first.body).toBe(201);
    const pass = first.json();
    expect(pass.passIdentifier).toMatch(/^[A-HJ-NP-Z2-9]{20}$/);
    expect(pass).toMatchObject({ loyaltyPassRedemptionsCount: 0, loyaltyPassGiftsCount: 0, minSpendQuantity: 3, appleWalletUrl: null, googleWalletUrl: null });

    const again = await join(t, v.venueId, c.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().passIdentifier).toBe(pass.passIdentifier);

    const mine = await t.app.inject({ method: 'GET', url: '/api/customer/me/passes', headers: c.headers });
    expect(mine.json().items.map((p: { passIdentifier: string }) => p.passIdentifier)).toEqual([pass.passIdentifier]);
    const card = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.venueId}/loyalty`, headers: c.headers });
    expect(card.json().pass.passIdentifier).toBe(pass.passIdentifier);

    // The QR code for staff: the customer's own pass only.
    const qr = await t.app.inject({ method: 'GET', url: `/api/customer/me/passes/${pass.passIdentifier}/qr.svg`, headers: c.headers });
    expect(qr.statusCode).toBe(200);
    expect(qr.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(qr.body).toContain('<svg');
    const stranger = await customer(t);
    expect((await t.app.inject({ method: 'GET', url: `/api/customer/me/passes/${pass.passIdentifier}/qr.svg`, headers: stranger.headers })).statusCode).toBe(
      404,
    );
  });

  it('loyalty switched off: 409 PROGRAMME_UNAVAILABLE loyaltyOff, no pass written; staff accounts cannot join', async () => {
    const v = await loyaltyVenue(t);
    await t.app.inject({ method: 'PATCH', url: `${v.base}/settings`, headers: v.owner, payload: { loyaltyEnabled: false } });
    const c = await customer(t);
    const passes = await t.db.selectFrom('loyalty_passes').select('id').execute();
    const res = await join(t, v.venueId, c.headers);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'PROGRAMME_UNAVAILABLE', details: [{ key: 'loyaltyOff' }] });
    expect(await t.db.selectFrom('loyalty_passes').select('id').execute()).toHaveLength(passes.length);
    const card = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.venueId}/loyalty` });
    expect(card.json()).toMatchObject({ loyaltyEnabled: false, campaign: null });
    expect((await join(t, v.venueId, v.owner)).statusCode).toBe(403);
    expect((await join(t, v.venueId, {})).statusCode).toBe(401);
  });
});

describe('stamps from the order lifecycle', () => {
  it("a qualifying paid order adds one stamp, once; its cancel takes it back, once; small orders and other people's orders do not count", async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();

    const paid = await orderOf(t, v.venueId, c.userId, 1200);
    await lifecycle(t, 'paid', paid, v.venueId);
    await lifecycle(t, 'paid', paid, v.venueId); // the job ran again
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(1);

    await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId, 499), v.venueId); // under minOrderAmount 5.00
    await lifecycle(t, 'paid', await orderOf(t, v.venueId, null, 5000), v.venueId); // a visitor's order
    const other = await customer(t);
    await lifecycle(t, 'paid', await orderOf(t, v.venueId, other.userId, 5000), v.venueId); // not a member
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(1);

    const refunded = await orderOf(t, v.venueId, c.userId, 900);
    await lifecycle(t, 'paid', refunded, v.venueId);
    await lifecycle(t, 'refunded', refunded, v.venueId); // a refund is not a cancel
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(2);

    const before = (await passRow(t, passIdentifier)).updated_at;
    await lifecycle(t, 'voided', paid, v.venueId);
    await lifecycle(t, 'voided', paid, v.venueId);
    const after = await passRow(t, passIdentifier);
    expect(after.redemptions_count).toBe(1);
    expect(after.updated_at > before).toBe(true);
    const kinds = await t.db.selectFrom('loyalty_entries').select(['kind', 'stamps']).where('order_id', '=', paid).orderBy('created_at').execute();
    expect(kinds).toEqual([
      { kind: 'stamp', stamps: 1 },
      { kind: 'unstamp', stamps: -1 },
    ]);
    // A voided order that never earned a stamp changes nothing.
    const entries = await entryCount(t);
    await lifecycle(t, 'voided', await orderOf(t, v.venueId, c.userId, 100), v.venueId);
    expect(await entryCount(t)).toBe(entries);
  });

  it('a paid event that runs after its order was cancelled (the void ran first) adds no stamp', async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
    const order = await orderOf(t, v.venueId, c.userId, 1200);
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order).execute();
    await lifecycle(t, 'voided', order, v.venueId);
    await lifecycle(t, 'paid', order, v.venueId);
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(0);
    expect(await t.db.selectFrom('loyalty_entries').select('kind').where('order_id', '=', order).execute()).toEqual([]);
  });

  it('a cancel after the stamps were redeemed never goes below zero (recorded as 0)', async () => {
    const v = await loyaltyVenue(t, { minSpendQuantity: 1 });
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
    const order = await orderOf(t, v.venueId, c.userId);
    await lifecycle(t, 'paid', order, v.venueId);
    expect((await t.app.inject({ method: 'POST', url: `${v.base}/passes/${passIdentifier}/redeem`, headers: v.owner })).statusCode).toBe(200);
    await lifecycle(t, 'voided', order, v.venueId);
    const row = await passRow(t, passIdentifier);
    expect([row.redemptions_count, row.gifts_count]).toEqual([0, 1]);
    const unstamp = await t.db
      .selectFrom('loyalty_entries')
      .select('stamps')
      .where('order_id', '=', order)
      .where('kind', '=', 'unstamp')
      .executeTakeFirstOrThrow();
    expect(unstamp.stamps).toBe(0);
  });
});

describe('staff redeem and redeem free', () => {
  it('redeem subtracts minSpendQuantity and adds one gift; redeem free adds minSpendQuantity; both in the history with who did it', async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
    const host = await staffOf(t, v.venueId, 'host', { name: 'Hana Host' });

    const free = await t.app.inject({ method: 'POST', url: `${v.base}/passes/${passIdentifier}/redeem-free`, headers: host.headers });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json()).toMatchObject({ loyaltyPassRedemptionsCount: 3, loyaltyPassGiftsCount: 0 });
    for (const id of [await orderOf(t, v.venueId, c.userId), await orderOf(t, v.venueId, c.userId)]) await lifecycle(t, 'paid', id, v.venueId);

    const redeemed = await t.app.inject({ method: 'POST', url: `${v.base}/passes/${passIdentifier.toLowerCase()}/redeem`, headers: host.headers });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const body = redeemed.json();
    expect(body).toMatchObject({ loyaltyPassRedemptionsCount: 2, loyaltyPassGiftsCount: 1, customerName: 'Carla Customer' });
    expect(body.history.map((h: { kind: string }) => h.kind)).toEqual(['redeem', 'stamp', 'stamp', 'redeemFree']);
    expect(body.history[0]).toMatchObject({ stamps: -3, gifts: 1, memberName: 'Hana Host' });

    const lookup = await t.app.inject({ method: 'GET', url: `${v.base}/passes/${passIdentifier}`, headers: host.headers });
    expect(lookup.json().loyaltyPassRedemptionsCount).toBe(2);
  });

  it('too few stamps: 409 NOT_ENOUGH_STAMPS {needed, count} and nothing written', async () => {
    const v = await loyaltyVenue(t);
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
    await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId), v.venueId);
    const entries = await entryCount(t);
    const before = await passRow(t, passIdentifier);
    const res = await t.app.inject({ method: 'POST', url: `${v.base}/passes/${passIdentifier}/redeem`, headers: v.owner });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toMatchObject({ code: 'NOT_ENOUGH_STAMPS', details: [{ key: 'passNotEnoughStamps', params: { needed: 3, count: 1 } }] });
    expect(await entryCount(t)).toBe(entries);
    expect(await passRow(t, passIdentifier)).toEqual(before);
  });

  it("another venue's pass and an unknown pass are 404; loyalty off is 409 loyaltyOff; a kitchen role is 403; nothing written", async () => {
    const v = await loyaltyVenue(t);
    const other = await loyaltyVenue(t);
    const c = await customer(t);
    const { passIdentifier } = (await join(t, other.venueId, c.headers)).json();
    await t.app.inject({ method: 'POST', url: `${other.base}/passes/${passIdentifier}/redeem-free`, headers: other.owner });
    const entries = await entryCount(t);

    for (const url of [
      `${v.base}/passes/${passIdentifier}/redeem`,
      `${v.base}/passes/${passIdentifier}/redeem-free`,
      `${v.base}/passes/ABCDEFGHJKLMNPQRSTUV/redeem`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url, headers: v.owner });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `${v.base}/passes/${passIdentifier}`, headers: v.owner })).statusCode).toBe(404);
    // The other venue's path with this venue's token: 404 as well.
    expect((await t.app.inject({ method: 'POST', url: `${other.base}/passes/${passIdentifier}/redeem`, headers: v.owner })).statusCode).toBe(404);
    const kitchen = await staffOf(t, other.venueId, 'kitchen');
    expect((await t.app.inject({ method: 'POST', url: `${other.base}/passes/${passIdentifier}/redeem`, headers: kitchen.headers })).statusCode).toBe(403);

    await t.app.inject({ method: 'PATCH', url: `${other.base}/settings`, headers: other.owner, payload: { loyaltyEnabled: false } });
    const off = await t.app.inject({ method: 'POST', url: `${other.base}/passes/${passIdentifier}/redeem`, headers: other.owner });
    expect(off.statusCode).toBe(409);
    expect(errorOf(off)).toMatchObject({ code: 'PROGRAMME_UNAVAILABLE', details: [{ key: 'loyaltyOff' }] });
    expect(await entryCount(t)).toBe(entries);
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(3);
  });

  it('two or more staff redeeming one full card at once: exactly one wins, the others get 409 NOT_ENOUGH_STAMPS', async () => {
    for (let round = 0; round < 3; round++) {
      const v = await loyaltyVenue(t, { minSpendQuantity: 2 });
      const c = await customer(t);
      const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
      for (let i = 0; i < 3; i++) await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId), v.venueId);
      const staff = [v.owner, (await staffOf(t, v.venueId, 'frontOfHouse')).headers, (await staffOf(t, v.venueId, 'host')).headers];
      const answers = await Promise.all(
        Array.from({ length: 9 }, (_, i) => t.app.inject({ method: 'POST', url: `${v.base}/passes/${passIdentifier}/redeem`, headers: staff[i % 3]! })),
      );
      const won = answers.filter((a) => a.statusCode === 200);
      expect(won, answers.map((a) => a.body).join('\n')).toHaveLength(1);
      for (const lost of answers.filter((a) => a.statusCode !== 200)) {
        expect(lost.statusCode).toBe(409);
        expect(errorOf(lost).code).toBe('NOT_ENOUGH_STAMPS');
      }
      const row = await passRow(t, passIdentifier);
      expect([row.redemptions_count, row.gifts_count]).toEqual([1, 1]);
      const redeems = await t.db.selectFrom('loyalty_entries').select('id').where('pass_id', '=', row.id).where('kind', '=', 'redeem').execute();
      expect(redeems).toHaveLength(1);
    }
  });

  it('concurrent paid events of different orders each add one stamp (no lost update)', async () => {
    const v = await loyaltyVenue(t, { minSpendQuantity: 10 });
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
    const orders = await Promise.all(Array.from({ length: 8 }, () => orderOf(t, v.venueId, c.userId)));
    await Promise.all(orders.flatMap((id) => [lifecycle(t, 'paid', id, v.venueId), lifecycle(t, 'paid', id, v.venueId)]));
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(8);
  });
});

describe('Idempotency-Key on redeem and redeem free', () => {
  it('a double tap or a retry with the same key redeems once and answers the same pass; a new key is a new redemption', async () => {
    const v = await loyaltyVenue(t, { minSpendQuantity: 1 });
    const c = await customer(t);
    const { passIdentifier } = (await join(t, v.venueId, c.headers)).json();
    for (let i = 0; i < 2; i++) await lifecycle(t, 'paid', await orderOf(t, v.venueId, c.userId), v.venueId);
    const redeem = (key: string, kind = 'redeem') =>
      t.app.inject({ method: 'POST', url: `${v.base}/passes/${passIdentifier}/${kind}`, headers: { ...v.owner, 'idempotency-key': key } });

    // Five taps at once with one key: one redemption, every answer the same card.
    const answers = await Promise.all(Array.from({ length: 5 }, () => redeem('tap-0001-key')));
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ loyaltyPassRedemptionsCount: 1, loyaltyPassGiftsCount: 1 });
    }
    const again = await redeem('tap-0001-key');
    expect(again.json()).toMatchObject({ loyaltyPassRedemptionsCount: 1, loyaltyPassGiftsCount: 1 });
    expect(await t.db.selectFrom('loyalty_entries').select('id').where('kind', '=', 'redeem').where('request_key', '=', 'tap-0001-key').execute()).toHaveLength(
      1,
    );

    // A new key is a new redemption; the key of a refused one can be used again once stamps arrive.
    expect((await redeem('tap-0002-key')).json()).toMatchObject({ loyaltyPassRedemptionsCount: 0, loyaltyPassGiftsCount: 2 });
    const refused = await redeem('tap-0003-key');
    expect(refused.statusCode).toBe(409);
    expect(await t.db.selectFrom('loyalty_entries').select('id').where('request_key', '=', 'tap-0003-key').execute()).toEqual([]);

    // Redeem free: the same key twice grants one full card; the key of another action is 422.
    const free = await Promise.all([redeem('free-0001-key', 'redeem-free'), redeem('free-0001-key', 'redeem-free')]);
    expect(free.map((a) => a.json().loyaltyPassRedemptionsCount)).toEqual([1, 1]);
    const mismatch = await redeem('free-0001-key');
    expect(mismatch.statusCode).toBe(422);
    expect(errorOf(mismatch).code).toBe('IDEMPOTENCY_MISMATCH');
    expect((await passRow(t, passIdentifier)).redemptions_count).toBe(1);
    // A key too short or too long is refused by the schema.
    expect((await redeem('short')).statusCode).toBe(400);
    expect((await redeem('k'.repeat(129))).statusCode).toBe(400);
  });
});
