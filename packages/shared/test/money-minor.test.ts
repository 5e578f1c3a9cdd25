import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES } from '../src/money/currencies.ts';
import { assertMinor, displayStep, fractionDigits, isFiniteNumber, isMinor, minorPerMajor, parseMajor, toMajor } from '../src/money/minor.ts';

describe('minor units per currency', () => {
  it('follows ISO 4217: 1,000 minor units (3 decimals) for KWD, OMR, JOD and BHD, 100 (2 decimals) for the others but IDR', () => {
    const three = ['kwd', 'omr', 'jod', 'bhd'];
    for (const currency of CURRENCIES.filter((c) => c !== 'idr')) {
      const digits = three.includes(currency) ? 3 : 2;
      expect(minorPerMajor(currency)).toBe(10 ** digits);
      expect(fractionDigits(currency)).toBe(digits);
      expect(fractionDigits(currency, { idrDecimals: 1 })).toBe(digits);
      expect(displayStep(currency)).toBe(1);
    }
    expect(toMajor(1250, 'kwd')).toBe(1.25);
  });

  it('divides IDR by 100000 and shows 0 decimals, or 1 when asked', () => {
    expect(minorPerMajor('idr')).toBe(100_000);
    expect(fractionDigits('idr')).toBe(0);
    expect(fractionDigits('idr', { idrDecimals: 1 })).toBe(1);
    expect(displayStep('idr')).toBe(100_000);
    expect(displayStep('idr', { idrDecimals: 1 })).toBe(10_000);
    expect(displayStep('eur')).toBe(1);
  });

  it('refuses an IDR precision other than 0 or 1', () => {
    expect(() => fractionDigits('idr', { idrDecimals: 2 as 1 })).toThrow(RangeError);
  });

  it('converts to major units for interfaces that need a plain number', () => {
    expect(toMajor(123_456, 'eur')).toBe(1234.56);
    expect(toMajor(-150, 'usd')).toBe(-1.5);
    expect(toMajor(1_234_500_000, 'idr')).toBe(12_345);
  });

  it('never accepts fractions of a minor unit or unsafe integers', () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53, '100', null, undefined, [100]]) {
      expect(isMinor(bad)).toBe(false);
      expect(() => assertMinor(bad)).toThrow(TypeError);
    }
    expect(() => toMajor(0.1, 'eur')).toThrow(TypeError);
    expect(isMinor(-42)).toBe(true);
  });
});

describe('isFiniteNumber', () => {
  it('accepts finite numbers only', () => {
    for (const good of [0, -0, 1, -3.25, Number.MAX_VALUE, Number.MIN_VALUE]) expect(isFiniteNumber(good)).toBe(true);
  });

  it('rejects arrays, strings, non-finite values and other types', () => {
    for (const bad of [[], [5], ['5'], '5', '', Number.NaN, Infinity, -Infinity, null, undefined, {}, true, 5n]) {
      expect(isFiniteNumber(bad)).toBe(false);
    }
  });

  it('agrees with Number.isFinite on every double', () => {
    fc.assert(fc.property(fc.double(), (x) => isFiniteNumber(x) === Number.isFinite(x)));
  });
});

describe('parseMajor', () => {
  it('reads plain, grouped and symbol-prefixed amounts', () => {
    expect(parseMajor('12', 'eur')).toBe(1200);
    expect(parseMajor('12.5', 'eur')).toBe(1250);
    expect(parseMajor('  12.50 ', 'eur')).toBe(1250);
    expect(parseMajor('0.01', 'eur')).toBe(1);
    expect(parseMajor('1,234.50', 'eur')).toBe(123_450);
    expect(parseMajor('€1,234.50', 'eur')).toBe(123_450);
    expect(parseMajor('AED 1,234.50', 'aed')).toBe(123_450);
    expect(parseMajor('1.234,50', 'eur', { decimal: ',' })).toBe(123_450);
    expect(parseMajor('1234,5', 'eur', { decimal: ',' })).toBe(123_450);
  });

  it('reads IDR in whole rupiah, or tenths when one decimal is allowed', () => {
    expect(parseMajor('Rp 12.345', 'idr', { decimal: ',' })).toBe(1_234_500_000);
    expect(parseMajor('12,345', 'idr')).toBe(1_234_500_000);
    expect(parseMajor('12.5', 'idr')).toBeNull();
    expect(parseMajor('12.5', 'idr', { idrDecimals: 1 })).toBe(1_250_000);
  });

  it('rejects negative amounts unless allowed', () => {
    expect(parseMajor('-1.50', 'eur')).toBeNull();
    expect(parseMajor('-1.50', 'eur', { allowNegative: true })).toBe(-150);
    expect(parseMajor('-€1.50', 'eur', { allowNegative: true })).toBe(-150);
    expect(Object.is(parseMajor('-0', 'eur', { allowNegative: true }), 0)).toBe(true);
  });

  it('rejects more decimals than the currency shows', () => {
    expect(parseMajor('1.234', 'eur')).toBeNull();
    expect(parseMajor('1,234', 'eur', { decimal: ',' })).toBeNull();
    expect(parseMajor('1,23', 'idr', { decimal: ',', idrDecimals: 1 })).toBeNull();
  });

  it('rejects garbage, misplaced grouping, non-finite and out-of-range text', () => {
    const garbage = [
      '',
      ' ',
      'abc',
      '1.2.3',
      '1,2',
      '12,34.5',
      '1.',
      '.5',
      '1e3',
      '0x10',
      'NaN',
      'Infinity',
      '--1',
      '+1',
      '1 000',
      '$1.00',
      '€€1',
      '1.5€',
      '١٢',
    ];
    for (const text of garbage) expect(parseMajor(text, 'eur', { allowNegative: true }), text).toBeNull();
    // With ',' as the decimal mark, '1.5' is a malformed group, not fifteen.
    expect(parseMajor('1.5', 'eur', { decimal: ',' })).toBeNull();
    expect(parseMajor('9'.repeat(400), 'eur')).toBeNull();
    expect(parseMajor('90071992547409.92', 'eur')).toBeNull();
    expect(parseMajor(undefined as unknown as string, 'eur')).toBeNull();
  });

  it('never returns anything but null or a safe integer', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...CURRENCIES), fc.constantFrom('.' as const, ',' as const), (text, currency, decimal) => {
        const minor = parseMajor(text, currency, { decimal, allowNegative: true });
        return minor === null || Number.isSafeInteger(minor);
      }),
    );
  });
});
