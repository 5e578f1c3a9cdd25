import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, divideRounded, percentOf, splitEvenly, sumMinor } from '../src/money/arithmetic.ts';

const safeMinor = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
const billMinor = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });

describe('divideRounded', () => {
  it('rounds half away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(5n, -2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
    expect(divideRounded(0n, 3n)).toBe(0n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('sumMinor', () => {
  it('adds integer amounts exactly', () => {
    expect(sumMinor([])).toBe(0);
    expect(sumMinor([10, 20, -5])).toBe(25);
    // 0.1 + 0.2 style drift cannot happen: inputs are integers.
    expect(sumMinor(Array.from({ length: 10 }, () => 10))).toBe(100);
  });

  it('refuses fractions and results beyond the safe range', () => {
    expect(() => sumMinor([1, 0.5])).toThrow(TypeError);
    expect(() => sumMinor([1, Number.NaN])).toThrow(TypeError);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('is exact even when partial sums leave the safe range', () => {
    expect(sumMinor([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('percentOf', () => {
  it('rounds tips and fees half away from zero', () => {
    expect(percentOf(1005, 10)).toBe(101);
    expect(percentOf(-1005, 10)).toBe(-101);
    expect(percentOf(1004, 10)).toBe(100);
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(1, 50)).toBe(1);
    expect(percentOf(1, 49.99)).toBe(0);
    expect(percentOf(0, 15)).toBe(0);
    expect(percentOf(2000, 0)).toBe(0);
    expect(percentOf(2000, 100)).toBe(2000);
    expect(percentOf(2000, -10)).toBe(-200);
  });

  it('is not fooled by floating-point products that land just under .5', () => {
    // Math.round(m * p / 100) gives 34, 28, 34, 80 and 161 here.
    expect(percentOf(375, 9.2)).toBe(35);
    expect(percentOf(625, 4.56)).toBe(29);
    expect(percentOf(750, 4.6)).toBe(35);
    expect(percentOf(875, 9.2)).toBe(81);
    expect(percentOf(1000, 16.15)).toBe(162);
    expect(percentOf(1, 1e-7)).toBe(0);
  });

  it('refuses non-integer amounts, non-finite percents and unsafe results', () => {
    expect(() => percentOf(10.5, 10)).toThrow(TypeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(TypeError);
    expect(() => percentOf(100, Infinity)).toThrow(TypeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 200)).toThrow(RangeError);
  });

  it('stays within half a minor unit of the exact value (percent with up to 2 decimals)', () => {
    fc.assert(
      fc.property(safeMinor, fc.integer({ min: -100_000, max: 100_000 }), (minor, hundredths) => {
        const percent = hundredths / 100;
        const exactTimes10000 = BigInt(minor) * BigInt(hundredths);
        const result = (() => {
          try {
            return percentOf(minor, percent);
          } catch {
            return null; // only allowed when the exact result leaves the safe range
          }
        })();
        if (result === null) {
          expect(exactTimes10000 / 10000n > BigInt(Number.MAX_SAFE_INTEGER) || exactTimes10000 / 10000n < BigInt(Number.MIN_SAFE_INTEGER)).toBe(true);
          return;
        }
        const error = BigInt(result) * 10000n - exactTimes10000;
        expect(error <= 5000n && error >= -5000n).toBe(true);
        // Ties go away from zero.
        if (error === 5000n) expect(exactTimes10000 > 0n).toBe(true);
        if (error === -5000n) expect(exactTimes10000 < 0n).toBe(true);
      }),
    );
  });

  it('is monotonic in the amount and in the percent, and odd in the amount', () => {
    const percent = fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100);
    fc.assert(
      fc.property(billMinor, billMinor, percent, (a, b, p) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(percentOf(low, p)).toBeLessThanOrEqual(percentOf(high, p));
        expect(percentOf(-a, p)).toBe(0 - percentOf(a, p));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), percent, percent, (minor, p, q) => {
        const [low, high] = p <= q ? [p, q] : [q, p];
        expect(percentOf(minor, low)).toBeLessThanOrEqual(percentOf(minor, high));
      }),
    );
  });
});

describe('allocate and splitEvenly', () => {
  it('splits with the extra minor units going to the first parts', () => {
    expect(splitEvenly(1000, 3)).toEqual([334, 333, 333]);
    expect(splitEvenly(1001, 3)).toEqual([334, 334, 333]);
    expect(splitEvenly(-1000, 3)).toEqual([-334, -333, -333]);
    expect(splitEvenly(2, 4)).toEqual([1, 1, 0, 0]);
    expect(splitEvenly(0, 2)).toEqual([0, 0]);
    expect(allocate(100, 1)).toEqual([100]);
  });

  it('splits by weights with the largest remainders rounded up', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(100, [2, 1])).toEqual([67, 33]);
    expect(allocate(1000, [500, 300, 200])).toEqual([500, 300, 200]);
    // Shares 3.33.., 3.33.., 3.33.. of 10 with weights 1, 1, 1 vs 1, 2, 0: zero weight gets nothing.
    expect(allocate(10, [1, 2, 0])).toEqual([3, 7, 0]);
    // Exact shares 1.5, 4.5, 4: the two halves tie, the earlier wins.
    expect(allocate(10, [3, 9, 8])).toEqual([2, 4, 4]);
    expect(allocate(-10, [3, 9, 8])).toEqual([-2, -4, -4]);
  });

  it('refuses bad part counts, weights and totals', () => {
    expect(() => splitEvenly(100, 0)).toThrow(RangeError);
    expect(() => splitEvenly(100, 1.5)).toThrow(RangeError);
    expect(() => allocate(100, [])).toThrow(RangeError);
    expect(() => allocate(100, [0, 0])).toThrow(RangeError);
    expect(() => allocate(100, [1, -1])).toThrow(RangeError);
    expect(() => allocate(100, [0.5, 1])).toThrow(RangeError);
    expect(() => allocate(10.5, 2)).toThrow(TypeError);
  });

  it('even split: parts add up to the total exactly and differ by at most one', () => {
    fc.assert(
      fc.property(safeMinor, fc.integer({ min: 1, max: 60 }), (total, people) => {
        const parts = splitEvenly(total, people);
        expect(parts).toHaveLength(people);
        expect(sumMinor(parts)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect(parts.every((part) => Number.isSafeInteger(part) && Math.sign(part) * Math.sign(total) >= 0)).toBe(true);
      }),
    );
  });

  it('weighted split: parts add up to the total and each is within one of its exact share', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 30 }).filter((w) => w.some((x) => x > 0));
    fc.assert(
      fc.property(safeMinor, weights, (total, ws) => {
        const parts = allocate(total, ws);
        const weightSum = BigInt(ws.reduce((a, b) => a + b, 0));
        expect(sumMinor(parts)).toBe(total);
        parts.forEach((part, i) => {
          const error = BigInt(part) * weightSum - BigInt(total) * BigInt(ws[i] ?? 0);
          expect(error < weightSum && error > -weightSum).toBe(true);
          if (ws[i] === 0) expect(part).toBe(0);
        });
      }),
    );
  });
});
