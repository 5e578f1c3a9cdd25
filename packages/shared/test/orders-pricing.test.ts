import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, defaultProcessingFeeFixed, deliveryFeeFor, priceLine, processingFeeFor } from '../src/orders/pricing.ts';

/** The default venue rule: 1.5% plus 0.20 of the currency. */
const standard = (currency: 'eur' | 'idr' | 'kwd') => ({ percent: 1.5, fixed: defaultProcessingFeeFixed(currency) });

describe('priceLine', () => {
  it('prices (item + modifiers) x quantity and the tag discount on that', () => {
    expect(priceLine({ unitPrice: 1450, modifierPrices: [0, 60], quantity: 2, discountPercent: 0 })).toEqual({ lineTotal: 3020, discount: 0 });
    expect(priceLine({ unitPrice: 650, modifierPrices: [], quantity: 3, discountPercent: 20 })).toEqual({ lineTotal: 1950, discount: 390 });
    // 12.5% of 999 = 124.875, rounded half away from zero.
    expect(priceLine({ unitPrice: 999, modifierPrices: [], quantity: 1, discountPercent: 12.5 }).discount).toBe(125);
  });
});

describe('fees', () => {
  it('charges card payments the venue rule: by default 1.5% + 0.20, in the currency’s minor units', () => {
    expect(processingFeeFor(10_000, standard('eur'))).toBe(150 + 20);
    expect(processingFeeFor(3_333, standard('eur'))).toBe(50 + 20);
    expect(processingFeeFor(10_000_000_000, standard('idr'))).toBe(150_000_000 + 20_000);
    expect(processingFeeFor(10_000, standard('kwd'))).toBe(150 + 200);
  });

  it('a venue rule of its own: 2.25% + 0.35, only a percent, or none at all', () => {
    expect(processingFeeFor(10_000, { percent: 2.25, fixed: 35 })).toBe(225 + 35);
    expect(processingFeeFor(3_333, { percent: 3, fixed: 0 })).toBe(100);
    expect(processingFeeFor(10_000, { percent: 0, fixed: 0 })).toBe(0);
  });

  it('delivery: a fixed fee, or a percentage of the items total', () => {
    expect(deliveryFeeFor(5_000, { feeType: 'fixed', fixedFee: 250, percentFee: 10 })).toBe(250);
    expect(deliveryFeeFor(5_000, { feeType: 'percent', fixedFee: 250, percentFee: 7.5 })).toBe(375);
  });
});

describe('computeTotals', () => {
  const base = {
    currency: 'eur' as const,
    orderFee: 50,
    delivery: null,
    tip: null,
    paymentMethod: 'pay_later' as const,
    processingFee: { percent: 1.5, fixed: 20 },
  };

  it('adds items less discounts, order fee, delivery fee, tip, and the card fee on all of that', () => {
    const totals = computeTotals({
      ...base,
      lines: [
        { lineTotal: 3000, discount: 300 },
        { lineTotal: 1000, discount: 0 },
      ],
      delivery: { feeType: 'fixed', fixedFee: 250, percentFee: 0 },
      tip: { percent: 10 },
      paymentMethod: 'card',
    });
    expect(totals).toEqual({
      subtotal: 4000,
      discount: 300,
      itemsTotal: 3700,
      orderFee: 50,
      deliveryFee: 250,
      tip: 370,
      processingFee: Math.round(4370 * 0.015) + 20,
      total: 4370 + 86,
    });
  });

  it('a tip amount is taken as given; no processing fee without a card', () => {
    const totals = computeTotals({ ...base, lines: [{ lineTotal: 1000, discount: 0 }], tip: { amount: 123 } });
    expect(totals).toMatchObject({ tip: 123, processingFee: 0, total: 1173 });
  });

  it('the total is always the sum of its parts, and never below the items total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ lineTotal: fc.integer({ min: 0, max: 10_000_000 }), pct: fc.integer({ min: 0, max: 100 }) }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(fc.constant(null), fc.record({ percent: fc.integer({ min: 0, max: 100 }) }), fc.record({ amount: fc.integer({ min: 0, max: 100_000 }) })),
        fc.constantFrom('card' as const, 'cash' as const, 'pay_later' as const),
        (raw, orderFee, tip, paymentMethod) => {
          const lines = raw.map((l) => ({ lineTotal: l.lineTotal, discount: Math.floor((l.lineTotal * l.pct) / 100) }));
          const t = computeTotals({ ...base, lines, orderFee, tip, paymentMethod });
          expect(t.total).toBe(t.itemsTotal + t.orderFee + t.deliveryFee + t.tip + t.processingFee);
          expect(t.total).toBeGreaterThanOrEqual(t.itemsTotal);
          expect(Number.isSafeInteger(t.total)).toBe(true);
        },
      ),
    );
  });
});
