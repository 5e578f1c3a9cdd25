import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, type TCurrency } from '../src/money/currencies.ts';
import { checkPartialPayment, MIN_PAYMENT_MINOR, minPaymentMinor, PARTIAL_PAYMENT_MESSAGES } from '../src/money/split-rules.ts';

const check = (remaining: number, amount: number, currency: TCurrency = 'eur') => checkPartialPayment({ remaining, amount, currency });

describe('checkPartialPayment (SPEC sections 5 and 9)', () => {
  it('sets the minimum at 1.00, scaled for IDR and the three-decimal currencies', () => {
    expect(MIN_PAYMENT_MINOR).toBe(100);
    expect(minPaymentMinor('eur')).toBe(100);
    expect(minPaymentMinor('kwd')).toBe(1000);
    expect(minPaymentMinor('idr')).toBe(100_000);
  });

  it('keeps the SPEC wording for the messages', () => {
    expect(PARTIAL_PAYMENT_MESSAGES.amountBelowMinimum).toBe('Amount to pay must be at least 1.00');
    expect(PARTIAL_PAYMENT_MESSAGES.remainingBelowMinimum).toBe('Remaining amount must be at least 1.00');
  });

  it('allows payments of at least 1.00 that leave 0 or at least 1.00', () => {
    expect(check(1000, 100)).toBeNull();
    expect(check(1000, 900)).toBeNull();
    expect(check(1000, 1000)).toBeNull();
    expect(check(100, 100)).toBeNull();
  });

  it('refuses a payment under 1.00', () => {
    expect(check(1000, 99)).toBe('amountBelowMinimum');
    expect(check(1000, 0)).toBe('amountBelowMinimum');
    expect(check(1000, -100)).toBe('amountBelowMinimum');
  });

  it('refuses to leave less than 1.00 behind', () => {
    expect(check(1000, 901)).toBe('remainingBelowMinimum');
    expect(check(1000, 999)).toBe('remainingBelowMinimum');
    expect(check(150, 100)).toBe('remainingBelowMinimum');
  });

  it('refuses paying more than remains', () => {
    expect(check(1000, 1001)).toBe('amountAboveRemaining');
    expect(check(0, 100)).toBe('amountAboveRemaining');
    expect(check(50, 80)).toBe('amountAboveRemaining');
  });

  it('lets a bill under 1.00 be settled in full', () => {
    expect(check(50, 50)).toBeNull();
    expect(check(50, 20)).toBe('amountBelowMinimum');
  });

  it('scales both limits by 100000 for IDR', () => {
    expect(check(1_000_000, 100_000, 'idr')).toBeNull();
    expect(check(1_000_000, 99_999, 'idr')).toBe('amountBelowMinimum');
    expect(check(1_000_000, 900_001, 'idr')).toBe('remainingBelowMinimum');
    expect(check(1_000_000, 100, 'idr')).toBe('amountBelowMinimum');
  });

  it('refuses non-integer or negative inputs loudly', () => {
    expect(() => check(1000.5, 100)).toThrow(TypeError);
    expect(() => check(1000, Number.NaN)).toThrow(TypeError);
    expect(() => check(-1, 100)).toThrow(RangeError);
  });

  it('never allows a remainder strictly between 0 and 1.00, nor overpaying', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: -1_000, max: 10_000_000_000 }),
        (currency, remaining, amount) => {
          if (checkPartialPayment({ remaining, amount, currency }) !== null) return;
          const minimum = minPaymentMinor(currency);
          const left = remaining - amount;
          expect(amount).toBeGreaterThan(0);
          expect(left === 0 || left >= minimum).toBe(true);
          expect(amount >= minimum || left === 0).toBe(true);
        },
      ),
    );
  });

  it('allows every payment the rules permit (no false refusals)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), fc.integer({ min: 0, max: 10_000_000_000 }), fc.nat(), (currency, left, extra) => {
        const minimum = minPaymentMinor(currency);
        const amount = minimum + extra;
        const remaining = amount + (left === 0 ? 0 : minimum + left);
        expect(checkPartialPayment({ remaining, amount, currency })).toBeNull();
      }),
    );
  });
});
