import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderRefused } from '../src/features/payments/public.ts';
import type { TTestApp } from './helpers/test-app.ts';
import type { TFakeStripe } from './fake-stripe/fake-stripe.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';

/**
 * A tab's saved card on a venue whose Connect account Stripe refuses for good: saving the card and
 * charging it later both throw PaymentProviderRefused (a failure the tab records once), never a raw
 * Stripe error (an outage the tab would retry every few minutes, forever). A card decline stays an answer.
 */
let t: TTestApp;
let fake: TFakeStripe;
let close: () => Promise<void>;
const REVOKED = 'acct_1SavedCardRevoked';
beforeAll(async () => {
  ({ t, fake, close } = await createStripeTestApp());
});
afterAll(() => close());
afterEach(() => fake.settings.invalidAccounts.clear());

describe('saved cards on a Connect account Stripe refuses', () => {
  it('refuses to make the SetupIntent (or its customer) with PaymentProviderRefused', async () => {
    fake.settings.invalidAccounts.add(REVOKED);
    const intents = t.deps.payments.intents!;
    await expect(intents.createSetup({ idempotencyKey: 'refused-setup', metadata: {}, withCustomer: true, account: REVOKED })).rejects.toBeInstanceOf(
      PaymentProviderRefused,
    );
    await expect(intents.createSetup({ idempotencyKey: 'refused-setup-2', metadata: {}, account: REVOKED })).rejects.toBeInstanceOf(PaymentProviderRefused);
  });

  it('refuses the off-session charge with PaymentProviderRefused, while a declined card is still answered as declined', async () => {
    const intents = t.deps.payments.intents!;
    const setup = await intents.createSetup({ idempotencyKey: 'saved-then-revoked', metadata: {}, withCustomer: true, account: REVOKED });
    fake.confirmSetupInBrowser(setup.id, 'pm_card_visa');
    const saved = await intents.retrieveSetup!(setup.id, REVOKED);
    fake.settings.invalidAccounts.add(REVOKED);
    const request = {
      amount: 2400,
      currency: 'eur' as const,
      paymentMethodRef: saved.paymentMethod!,
      customerRef: saved.customer,
      idempotencyKey: 'bill:v:tab:revoked:1',
      description: 'Tab',
      connect: { account: REVOKED, applicationFeeAmount: 0 },
    };
    await expect(t.deps.payments.chargeSaved!(request)).rejects.toBeInstanceOf(PaymentProviderRefused);
    fake.settings.invalidAccounts.clear();

    const declining = await intents.createSetup({ idempotencyKey: 'declines-later', metadata: {}, withCustomer: true });
    fake.confirmSetupInBrowser(declining.id, 'pm_card_chargeCustomerFail');
    const card = await intents.retrieveSetup!(declining.id);
    const declined = await t.deps.payments.chargeSaved!({
      ...request,
      paymentMethodRef: card.paymentMethod!,
      customerRef: card.customer,
      connect: null,
      idempotencyKey: 'bill:v:tab:declines:1',
    });
    expect(declined).toMatchObject({ status: 'declined' });
  });
});
