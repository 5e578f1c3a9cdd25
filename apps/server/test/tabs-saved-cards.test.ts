import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoPaymentProvider, DEMO_CARD_DECLINED, DEMO_CARD_DECLINES_LATER, DEMO_CARD_SUCCEEDS } from '../src/features/payments/public.ts';
import type { TPaymentProvider } from '../src/features/payments/public.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/**
 * Cards saved for a pay-later tab and charged later without the diner (off-session): the demo
 * gateway's test cards, and Stripe's SetupIntent + off-session PaymentIntent through the real SDK
 * against the fake Stripe server. Both are idempotent by key and found again by `retrieve`.
 */
const card = (number: string) => ({ number, expiry: '12/40', cvc: '123' });
const demoCharges = (t: TTestApp) => t.db.selectFrom('demo_charges').selectAll().execute();

describe('demo gateway', () => {
  let t: TTestApp;
  let demo: TPaymentProvider;
  beforeAll(async () => {
    t = await createTestApp();
    demo = createDemoPaymentProvider(t.db);
  });
  afterAll(() => t.close());

  it('saves a test card and charges it later once per key', async () => {
    const saved = await demo.saveCard!({ card: card(DEMO_CARD_SUCCEEDS), idempotencyKey: 'tab:a' });
    expect(saved).toMatchObject({ status: 'saved', card: { last4: '4242', customerRef: null } });
    if (saved.status !== 'saved') throw new Error('not saved');
    const request = {
      amount: 2310,
      currency: 'eur' as const,
      paymentMethodRef: saved.card.paymentMethodRef,
      idempotencyKey: 'bill:x:tab:a:1',
      description: 'Tab',
    };
    const first = await demo.chargeSaved!(request);
    const again = await demo.chargeSaved!({ ...request, amount: 9999 });
    expect(first).toMatchObject({ status: 'succeeded', last4: '4242' });
    expect(again).toEqual(first);
    expect((await demoCharges(t)).filter((c) => c.idempotency_key === request.idempotencyKey)).toHaveLength(1);
    expect(await demo.retrieve(request.idempotencyKey)).toEqual(first);
  });

  it('saves the 0341 card, and its later charge is declined (kept, so a retry answers the decline)', async () => {
    const saved = await demo.saveCard!({ card: card(DEMO_CARD_DECLINES_LATER), idempotencyKey: 'tab:b' });
    if (saved.status !== 'saved') throw new Error('not saved');
    const request = {
      amount: 1000,
      currency: 'eur' as const,
      paymentMethodRef: saved.card.paymentMethodRef,
      idempotencyKey: 'bill:x:tab:b:1',
      description: 'Tab',
    };
    expect(await demo.chargeSaved!(request)).toEqual({ status: 'declined', message: 'Your card was declined' });
    expect(await demo.retrieve(request.idempotencyKey)).toMatchObject({ status: 'declined' });
  });

  it('refuses to save a declined, expired or unknown card, and charges no reference it did not make', async () => {
    expect(await demo.saveCard!({ card: card(DEMO_CARD_DECLINED), idempotencyKey: 'tab:c' })).toMatchObject({ status: 'declined' });
    expect(await demo.saveCard!({ card: { ...card(DEMO_CARD_SUCCEEDS), expiry: '01/20' }, idempotencyKey: 'tab:c' })).toMatchObject({
      status: 'invalid',
      field: 'expiry',
    });
    expect(await demo.saveCard!({ card: card('4111111111111111'), idempotencyKey: 'tab:c' })).toMatchObject({ status: 'invalid', field: 'number' });
    const before = (await demoCharges(t)).length;
    const forged = await demo.chargeSaved!({ amount: 100, currency: 'eur', paymentMethodRef: 'demo_pm_9999_0', idempotencyKey: 'k', description: '' });
    expect(forged).toMatchObject({ status: 'invalid' });
    expect((await demoCharges(t)).length).toBe(before);
  });
});

describe('Stripe', () => {
  let t: TTestApp;
  let fake: TFakeStripe;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, fake, close } = await createStripeTestApp());
  });
  afterAll(() => close());

  async function savedCard(key: string, test: 'pm_card_visa' | 'pm_card_chargeCustomerFail') {
    const intents = t.deps.payments.intents!;
    const setup = await intents.createSetup({ idempotencyKey: key, metadata: { tabId: key }, withCustomer: true });
    expect(setup.customer).toMatch(/^cus_/);
    expect(await intents.createSetup({ idempotencyKey: key, metadata: { tabId: key }, withCustomer: true })).toEqual(setup);
    expect((await intents.retrieveSetup!(setup.id)).status).toBe('requires_payment_method');
    fake.confirmSetupInBrowser(setup.id, test);
    return intents.retrieveSetup!(setup.id);
  }

  it('saves a card with a SetupIntent on a customer, then charges it off-session once per key', async () => {
    const setup = await savedCard('tab-s1', 'pm_card_visa');
    expect(setup).toMatchObject({ status: 'succeeded', paymentMethod: expect.stringMatching(/^pm_/), customer: expect.stringMatching(/^cus_/), last4: '4242' });
    const request = {
      amount: 4620,
      currency: 'eur' as const,
      paymentMethodRef: setup.paymentMethod!,
      customerRef: setup.customer,
      idempotencyKey: 'bill:v:tab:s1:1',
      description: 'Tab, table 5',
      metadata: { tabId: 's1' },
    };
    const first = await t.deps.payments.chargeSaved!(request);
    expect(first).toMatchObject({ status: 'succeeded', providerRef: expect.stringMatching(/^pi_/), last4: '4242' });
    expect(await t.deps.payments.chargeSaved!(request)).toEqual(first);
    const made = fake.requests.filter((r) => r.path === '/v1/payment_intents' && r.method === 'POST' && r.idempotencyKey === `pi:${request.idempotencyKey}`);
    expect(made.map((r) => [r.body.off_session, r.body.confirm, r.replayed])).toEqual([
      ['true', 'true', false],
      ['true', 'true', true],
    ]);
    expect([...fake.charges.values()].filter((c) => c.payment_intent === (first as { providerRef: string }).providerRef)).toHaveLength(1);
    expect(await t.deps.payments.retrieve(request.idempotencyKey)).toEqual(first);
  });

  it('a card that saves but declines charges (0341): the off-session charge answers declined, and so does its retry', async () => {
    const setup = await savedCard('tab-s2', 'pm_card_chargeCustomerFail');
    const request = {
      amount: 1200,
      currency: 'eur' as const,
      paymentMethodRef: setup.paymentMethod!,
      customerRef: setup.customer,
      idempotencyKey: 'bill:v:tab:s2:1',
      description: 'Tab',
    };
    expect(await t.deps.payments.chargeSaved!(request)).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect(await t.deps.payments.chargeSaved!(request)).toEqual({ status: 'declined', message: 'Your card was declined.' });
    expect(await t.deps.payments.retrieve(request.idempotencyKey)).toMatchObject({ status: 'declined' });
  });

  it('a card the bank refuses to save leaves the SetupIntent without a payment method', async () => {
    const intents = t.deps.payments.intents!;
    const setup = await intents.createSetup({ idempotencyKey: 'tab-s3', metadata: {}, withCustomer: true });
    fake.confirmSetupInBrowser(setup.id, 'pm_card_chargeDeclined');
    expect(await intents.retrieveSetup!(setup.id)).toMatchObject({ status: 'requires_payment_method', paymentMethod: null, last4: null });
  });
});
