import { describe, expect, it } from 'vitest';
import { minDelitePayAmount } from '../src/delitepay/contracts.ts';
import { CURRENCIES } from '../src/money/currencies.ts';
import { minimumPaymentMinor } from '../src/money/gateway-minimum.ts';

describe('the minimum payment per card gateway (one table for the bill and DelitePay)', () => {
  it('is 1.00 of the currency, or Stripe’s own minimum where higher', () => {
    expect(minimumPaymentMinor('eur', 'stripe')).toBe(100);
    expect(minimumPaymentMinor('kwd', 'stripe')).toBe(1000);
    expect(minimumPaymentMinor('aed', 'stripe')).toBe(200);
    expect(minimumPaymentMinor('thb', 'stripe')).toBe(1000);
    expect(minimumPaymentMinor('aed', 'demo')).toBe(100);
    expect(minimumPaymentMinor('thb', null)).toBe(100);
  });

  it('DelitePay’s minimum is the same function for every currency and gateway', () => {
    for (const currency of CURRENCIES)
      for (const gateway of ['stripe', 'demo', null]) expect(minDelitePayAmount(currency, gateway)).toBe(minimumPaymentMinor(currency, gateway));
  });
});
