import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZGiftCardPurchaseResponseSchema, ZGiftCardPurchaseSuccessSchema, ZPublicGiftCardProductsSchema } from '@menudelite/shared/growth/gift-cards';
import { bearer, signUp } from './helpers/accounts.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';
import { newKey } from './helpers/ordering-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { balanceOf, buy, codeFromOutbox, createProduct, DECLINED_CARD, GOOD_CARD, purchaseBody } from './gift-cards-venue.ts';

/** Products, buying a card through the demo gateway (write, charge, activate), the recipient's e-mail, replays and scheduled delivery. */
let t: TTestApp;
let v: TVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createVenue(t);
});
afterAll(() => t.close());

describe('products', () => {
  it('staff create fixed and custom products, toggle and soft-delete them; the shop lists only active ones', async () => {
    const fixed = await createProduct(t, v.headers, { name: 'Dinner for two', kind: 'fixed', amount: 5000, design: 'celebration' });
    const custom = await createProduct(t, v.headers, { name: 'Any amount', kind: 'custom', minAmount: 1000, maxAmount: 20000 });
    const hidden = await createProduct(t, v.headers, { name: 'Old card', kind: 'fixed', amount: 2500 });
    expect(fixed).toMatchObject({ kind: 'fixed', amount: 5000, minAmount: null, design: 'celebration', isActive: true, isDeleted: false, currency: 'eur' });
    expect(custom).toMatchObject({ kind: 'custom', amount: null, minAmount: 1000, maxAmount: 20000 });

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/restaurant/gift-card-products/${hidden.id}`,
      headers: v.headers,
      payload: { isActive: false },
    });
    expect(off.json()).toMatchObject({ isActive: false });
    const shop = ZPublicGiftCardProductsSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/gift-cards` })).json(),
    );
    expect(shop.items.map((p) => p.name).toSorted()).toEqual(['Any amount', 'Dinner for two']);

    const gone = await t.app.inject({ method: 'DELETE', url: `/api/restaurant/gift-card-products/${hidden.id}`, headers: v.headers });
    expect(gone.json()).toMatchObject({ isDeleted: true, isActive: false });
    const list = (await t.app.inject({ method: 'GET', url: '/api/restaurant/gift-card-products?limit=2', headers: v.headers })).json();
    expect(list.items).toHaveLength(2);
    expect(list.nextCursor).toBeNull();
    const all = (await t.app.inject({ method: 'GET', url: '/api/restaurant/gift-card-products?includeDeleted=true&limit=2', headers: v.headers })).json();
    expect(all.nextCursor).not.toBeNull();
    const rest = (
      await t.app.inject({ method: 'GET', url: `/api/restaurant/gift-card-products?includeDeleted=true&limit=2&cursor=${all.nextCursor}`, headers: v.headers })
    ).json();
    expect([...all.items, ...rest.items].map((p: any) => p.name).toSorted()).toEqual(['Any amount', 'Dinner for two', 'Old card']);
    // A deleted product cannot be changed back.
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/restaurant/gift-card-products/${hidden.id}`, headers: v.headers, payload: { isActive: true } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('buying a gift card', () => {
  it('charges the card, makes the card with a hashed code, and e-mails the recipient the code and balance', async () => {
    const product = await createProduct(t, v.headers, { name: 'Fifty', kind: 'fixed', amount: 5000 });
    const key = newKey();
    const res = await buy(t, v.restaurantId, purchaseBody(product.id, { expectedTotal: 5000 }), key);
    expect(res.statusCode, res.body).toBe(201);
    const body = ZGiftCardPurchaseResponseSchema.parse(res.json());
    expect(body).toMatchObject({ status: 'succeeded', amount: 5000, currency: 'eur' });
    expect(body.successPath).toBe(`/restaurants/${v.restaurantId}/gift-cards/success/${body.successToken}`);

    const purchase = await t.db.selectFrom('gift_card_purchases').selectAll().where('id', '=', body.purchaseId).executeTakeFirstOrThrow();
    const card = await t.db.selectFrom('gift_cards').selectAll().where('id', '=', purchase.gift_card_id!).executeTakeFirstOrThrow();
    expect(Number(card.balance)).toBe(5000);
    const ledger = await t.db.selectFrom('gift_card_ledger').selectAll().where('gift_card_id', '=', card.id).execute();
    expect(ledger.map((l) => [l.kind, Number(l.amount), Number(l.balance_after)])).toEqual([['activate', 5000, 5000]]);

    await t.deps.jobs.runDueJobs();
    const mail = await codeFromOutbox(t, 'maria@example.test');
    expect(mail.subject).toBe('Joseph Vella sent you a €50.00 gift card for Venue 1');
    expect(mail.text).toContain('Happy birthday!');
    expect(mail.html).toContain(mail.code);
    // Only the hash and the last four are stored: the code is in no table but the e-mail's own outbox row.
    const raw = mail.code.replaceAll('-', '');
    expect(card.code_hash).not.toContain(raw);
    expect(card.code_last4).toBe(raw.slice(-4));
    const jobs = await t.db.selectFrom('jobs').select('payload').execute();
    expect(jobs.some((j) => j.payload.includes(raw) || j.payload.includes(mail.code))).toBe(false);

    const balance = await balanceOf(t, v.restaurantId, mail.code.toLowerCase().replaceAll('-', ' '));
    expect(balance.json()).toEqual({ balance: 5000, currency: 'eur', last4: raw.slice(-4) });
    const success = ZGiftCardPurchaseSuccessSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${v.restaurantId}/gift-cards/purchases/${body.successToken}` })).json(),
    );
    expect(success).toMatchObject({ status: 'succeeded', productName: 'Fifty', recipientName: 'Maria Borg', last4: raw.slice(-4), deliverOn: null });

    // The same Idempotency-Key answers the same purchase: one card, one charge, one e-mail.
    const again = await buy(t, v.restaurantId, purchaseBody(product.id, { expectedTotal: 5000 }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json().purchaseId).toBe(body.purchaseId);
    expect(await t.db.selectFrom('gift_cards').select('id').where('purchase_id', '=', body.purchaseId).execute()).toHaveLength(1);
    const charges = await t.db.selectFrom('demo_charges').select('id').where('amount', '=', 5000).execute();
    expect(charges).toHaveLength(1);
    await t.deps.jobs.runDueJobs();
    expect(await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'maria@example.test').execute()).toHaveLength(1);
    // The same key with another body is refused.
    expect((await buy(t, v.restaurantId, purchaseBody(product.id, { message: 'other' }), key)).statusCode).toBe(422);
  });

  it('a custom amount within the bounds, the e-mail in Arabic, delivered at 09:00 Malta time on the chosen day', async () => {
    const product = await createProduct(t, v.headers, { name: 'Custom', kind: 'custom', minAmount: 1000, maxAmount: 20000, design: 'festive' });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await buy(
      t,
      v.restaurantId,
      purchaseBody(product.id, { amount: 3750, deliverOn: tomorrow, language: 'ar', recipient: { name: 'ليلى', email: 'layla@example.test' } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const purchase = await t.db.selectFrom('gift_card_purchases').selectAll().where('id', '=', res.json().purchaseId).executeTakeFirstOrThrow();
    expect(purchase.deliver_on).toBe(tomorrow);
    // Malta is UTC+1 in winter: 09:00 local is 08:00Z.
    expect(purchase.deliver_at).toBe(`${tomorrow}T08:00:00.000Z`);
    const job = await t.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'giftCards.deliver')
      .where('unique_key', '=', `gift-card-delivery:${purchase.gift_card_id}`)
      .executeTakeFirstOrThrow();
    expect(job.run_at).toBe(`${tomorrow}T08:00:00.000Z`);
    await t.deps.jobs.runDueJobs();
    expect(await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'layla@example.test').execute()).toHaveLength(0);

    // The day comes: the job runs and the e-mail is in Arabic, right to left.
    await t.db
      .updateTable('jobs')
      .set({ run_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', job.id)
      .execute();
    await t.deps.jobs.runDueJobs();
    const mail = await codeFromOutbox(t, 'layla@example.test');
    expect(mail.subject).toContain('بطاقة هدية');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('a declined card writes a failed purchase and no card; the same key with a good card pays it (attempt 2)', async () => {
    const product = await createProduct(t, v.headers, { name: 'Twenty', kind: 'fixed', amount: 2000 });
    const key = newKey();
    const declined = await buy(t, v.restaurantId, purchaseBody(product.id, { card: DECLINED_CARD }), key);
    expect(declined.statusCode).toBe(402);
    const purchase = await t.db.selectFrom('gift_card_purchases').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(purchase).toMatchObject({ status: 'failed', gift_card_id: null });
    const retried = await buy(t, v.restaurantId, purchaseBody(product.id, { card: GOOD_CARD }), key);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().status).toBe('succeeded');
    const paid = await t.db.selectFrom('gift_card_purchases').selectAll().where('idempotency_key', '=', key).executeTakeFirstOrThrow();
    expect(paid.attempt_sequence).toBe(2);
    expect(paid.gift_card_id).not.toBeNull();
  });

  it('/profile: a customer sees the cards they bought signed in (last four and balance, never the code); a stranger with the same e-mail sees none; staff 404', async () => {
    const product = await createProduct(t, v.headers, { name: 'Ten', kind: 'fixed', amount: 1000 });
    const buyer = await signUp(t.app, { accountType: 'customer', email: 'gift-buyer@example.test' });
    for (const name of ['Ana', 'Ben']) {
      const res = await buy(
        t,
        v.restaurantId,
        purchaseBody(product.id, { purchaser: { name: 'Gift Buyer', email: 'Gift-Buyer@example.test' }, recipient: { name, email: `${name}@example.test` } }),
        newKey(),
        '10.0.0.1',
        bearer(buyer.session),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    // A visitor's purchase typed with someone's e-mail is not theirs to see (sign-up does not verify e-mail).
    const visitor = await buy(
      t,
      v.restaurantId,
      purchaseBody(product.id, { purchaser: { name: 'Someone', email: 'stranger@example.test' }, recipient: { name: 'Cy', email: 'cy@example.test' } }),
    );
    expect(visitor.statusCode, visitor.body).toBe(201);
    const stranger = await signUp(t.app, { accountType: 'customer', email: 'stranger@example.test' });
    expect((await t.app.inject({ method: 'GET', url: '/api/customer/me/gift-cards', headers: bearer(stranger.session) })).json().items).toEqual([]);
    const url = '/api/customer/me/gift-cards?limit=1';
    const first = (await t.app.inject({ method: 'GET', url, headers: bearer(buyer.session) })).json();
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({
      restaurantId: v.restaurantId,
      restaurantName: 'Venue 1',
      balance: 1000,
      initialAmount: 1000,
      currency: 'eur',
      recipientName: 'Ben',
    });
    expect(first.items[0].last4).toHaveLength(4);
    expect(JSON.stringify(first)).not.toMatch(/code/i);
    const second = (await t.app.inject({ method: 'GET', url: `${url}&cursor=${first.nextCursor}`, headers: bearer(buyer.session) })).json();
    expect(second.items.map((c: any) => c.recipientName)).toEqual(['Ana']);
    const other = await signUp(t.app, { accountType: 'customer' });
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(other.session) })).json().items).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url, headers: v.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
