import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CURRENCIES, CURRENCY_SYMBOLS, type TCurrency } from '../src/money/currencies.ts';
import { formatMoney } from '../src/money/format.ts';
import { displayStep, fractionDigits, parseMajor } from '../src/money/minor.ts';

const EXPECTED_1234_56: Record<Exclude<TCurrency, 'idr'>, string> = {
  gbp: '£1,234.56',
  usd: '$1,234.56',
  eur: '€1,234.56',
  aed: 'AED 1,234.56',
  thb: '฿1,234.56',
  sar: 'SAR 1,234.56',
  egp: 'E£1,234.56',
  // ISO 4217 exponent 3: 123,456 minor units are 123.456.
  omr: 'OMR 123.456',
  // ISO 4217 exponent 3: 123,456 minor units are 123.456.
  kwd: 'KWD 123.456',
  // ISO 4217 exponent 3: 123,456 minor units are 123.456.
  jod: 'JOD 123.456',
  cad: 'CA$1,234.56',
  ngn: '₦1,234.56',
  zar: 'R1,234.56',
  try: '₺1,234.56',
  azn: '₼1,234.56',
  mad: 'MAD 1,234.56',
  bhd: 'BHD 123.456',
};

describe('formatMoney examples', () => {
  it.each(Object.entries(EXPECTED_1234_56))('formats %s with its symbol', (currency, expected) => {
    expect(formatMoney(123_456, currency as TCurrency)).toBe(expected);
  });

  it('formats the three-decimal currencies in thousandths (1.250 KWD)', () => {
    expect(formatMoney(1250, 'kwd')).toBe('KWD 1.250');
    expect(formatMoney(1_234_567, 'omr', { decimal: ',' })).toBe('OMR 1.234,567');
    expect(formatMoney(-5, 'jod')).toBe('-JOD 0.005');
    expect(parseMajor('1.250', 'kwd')).toBe(1250);
    expect(parseMajor('KWD 1.25', 'kwd')).toBe(1250);
    expect(parseMajor('1.2505', 'kwd')).toBeNull();
  });

  it('formats IDR divided by 100000 in whole rupiah, rounding half away from zero', () => {
    expect(formatMoney(1_234_500_000, 'idr')).toBe('Rp 12,345');
    expect(formatMoney(1_234_500_000, 'idr', { decimal: ',' })).toBe('Rp 12.345');
    expect(formatMoney(1_234_550_000, 'idr')).toBe('Rp 12,346');
    expect(formatMoney(1_234_549_999, 'idr')).toBe('Rp 12,345');
    expect(formatMoney(-1_234_550_000, 'idr')).toBe('-Rp 12,346');
    expect(formatMoney(49_999, 'idr')).toBe('Rp 0');
    expect(formatMoney(-49_999, 'idr')).toBe('Rp 0');
  });

  it('formats IDR with one decimal when the venue asks for it', () => {
    expect(formatMoney(1_234_550_000, 'idr', { idrDecimals: 1 })).toBe('Rp 12,345.5');
    expect(formatMoney(1_234_550_000, 'idr', { idrDecimals: 1, decimal: ',' })).toBe('Rp 12.345,5');
    expect(formatMoney(5_000, 'idr', { idrDecimals: 1 })).toBe('Rp 0.1');
  });

  it('honours the grouping, decimal and symbol options', () => {
    expect(formatMoney(123_450, 'eur', { decimal: ',' })).toBe('€1.234,50');
    expect(formatMoney(123_450, 'eur', { grouping: false })).toBe('€1234.50');
    expect(formatMoney(123_450, 'eur', { grouping: false, decimal: ',' })).toBe('€1234,50');
    expect(formatMoney(123_450, 'eur', { symbol: false })).toBe('1,234.50');
    expect(formatMoney(123_456_789_012, 'usd')).toBe('$1,234,567,890.12');
    expect(formatMoney(100_000, 'gbp', { decimal: ',' })).toBe('£1.000,00');
  });

  it('formats small, zero and negative amounts', () => {
    expect(formatMoney(0, 'eur')).toBe('€0.00');
    expect(formatMoney(-0, 'eur')).toBe('€0.00');
    expect(formatMoney(5, 'eur')).toBe('€0.05');
    expect(formatMoney(-150, 'eur')).toBe('-€1.50');
    expect(formatMoney(-150, 'aed')).toBe('-AED 1.50');
    expect(formatMoney(-150, 'eur', { symbol: false })).toBe('-1.50');
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'eur')).toBe('€90,071,992,547,409.91');
  });

  it('refuses fractional, non-finite and unsafe amounts', () => {
    for (const bad of [1.5, Number.NaN, Infinity, -Infinity, 2 ** 53]) {
      expect(() => formatMoney(bad, 'eur')).toThrow(TypeError);
    }
  });
});

const currency = fc.constantFrom(...CURRENCIES);
const style = fc.record({
  grouping: fc.boolean(),
  decimal: fc.constantFrom('.' as const, ',' as const),
  symbol: fc.boolean(),
  idrDecimals: fc.constantFrom(0 as const, 1 as const),
});
// Leave room for IDR rounding up to the next whole rupiah without leaving the safe range.
const anyMinor = fc.integer({ min: -(Number.MAX_SAFE_INTEGER - 100_000), max: Number.MAX_SAFE_INTEGER - 100_000 });

type TStyle = { grouping: boolean; decimal: '.' | ','; symbol: boolean; idrDecimals: 0 | 1 };

function parseBack(text: string, c: TCurrency, options: TStyle): number | null {
  return parseMajor(text, c, { decimal: options.decimal, idrDecimals: options.idrDecimals, allowNegative: true });
}

describe('formatMoney properties', () => {
  it('round-trips through parseMajor for every amount the currency can show', () => {
    fc.assert(
      fc.property(currency, style, anyMinor, (c, options, raw) => {
        const step = displayStep(c, options);
        const shown = Math.trunc(raw / step) * step + 0; // + 0 turns -0 into 0
        expect(parseBack(formatMoney(shown, c, options), c, options)).toBe(shown);
      }),
    );
  });

  it('parses back to within half a shown digit of any amount, and formats that identically', () => {
    fc.assert(
      fc.property(currency, style, anyMinor, (c, options, minor) => {
        const text = formatMoney(minor, c, options);
        const parsed = parseBack(text, c, options);
        expect(parsed).not.toBeNull();
        expect(Math.abs((parsed ?? 0) - minor)).toBeLessThanOrEqual(displayStep(c, options) / 2);
        expect(formatMoney(parsed ?? 0, c, options)).toBe(text);
      }),
    );
  });

  it('always has the exact shape: sign, symbol, grouped digits, fixed decimals; never NaN or undefined', () => {
    fc.assert(
      fc.property(currency, style, anyMinor, (c, options, minor) => {
        const text = formatMoney(minor, c, options);
        const group = options.decimal === '.' ? ',' : '\\.';
        const digits = fractionDigits(c, options);
        const symbol = options.symbol ? escapeRegExp(CURRENCY_SYMBOLS[c]) + (/^[A-Za-z]{2,}$/.test(CURRENCY_SYMBOLS[c]) ? ' ' : '') : '';
        const whole = options.grouping ? `\\d{1,3}(?:${group}\\d{3})*` : '\\d+';
        const fraction = digits > 0 ? `\\${options.decimal}\\d{${digits}}` : '';
        expect(text).toMatch(new RegExp(`^-?${symbol}${whole}${fraction}$`));
        expect(text).not.toMatch(/NaN|undefined|Infinity/);
        expect(text.startsWith('-')).toBe(minor < 0 && Math.abs(minor) * 2 >= displayStep(c, options));
      }),
    );
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
