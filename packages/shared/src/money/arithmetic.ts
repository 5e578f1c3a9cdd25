import { assertMinor, isFiniteNumber } from './minor.ts';

/**
 * Integer money arithmetic. Intermediate products run in BigInt so nothing drifts or overflows;
 * every result is checked to be a safe integer of minor units before it leaves.
 */

/** Integer division rounded half away from zero: the one rounding rule used for money. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

export function sumMinor(amounts: readonly number[]): number {
  let total = 0n;
  for (const amount of amounts) {
    assertMinor(amount);
    total += BigInt(amount);
  }
  return toSafeMinor(total);
}

/**
 * percent% of an amount (tips, percentage fees, percent-off offers), rounded half away from zero.
 * percent may have decimals (12.5); it is read as the decimal it prints as, so 0.1 means exactly 1/10.
 */
export function percentOf(minor: number, percent: number): number {
  assertMinor(minor);
  if (!isFiniteNumber(percent)) throw new TypeError(`percent must be a finite number, got ${String(percent)}`);
  const { numerator, denominator } = exactDecimal(percent);
  return toSafeMinor(divideRounded(BigInt(minor) * numerator, 100n * denominator));
}

/**
 * Splits total into integer parts proportional to weights (or into n equal parts) that add up to
 * exactly total, by largest remainder: every part starts at its share rounded toward zero and
 * the minor units left over go one each to the largest remainders, earlier parts first on ties.
 * Weights are non-negative integers (e.g. line totals) with a positive sum.
 */
export function allocate(total: number, shares: number | readonly number[]): number[] {
  assertMinor(total, 'total');
  const weights = (typeof shares === 'number' ? evenWeights(shares) : shares).map(toWeight);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
  if (weightSum === 0n) throw new RangeError('allocate needs at least one positive weight');
  // Work on the size of total; a negative total is allocated as the mirror image.
  const amount = BigInt(Math.abs(total));
  const parts = weights.map((weight) => (amount * weight) / weightSum);
  const remainders = weights.map((weight) => (amount * weight) % weightSum);
  let leftover = amount - parts.reduce((sum, part) => sum + part, 0n);
  const byRemainder = remainders
    .map((remainder, index) => ({ remainder, index }))
    .toSorted((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => Number(total < 0 ? -part : part));
}

/** Even split of a bill; when it does not divide, the first people pay one minor unit more. */
export function splitEvenly(total: number, people: number): number[] {
  return allocate(total, people);
}

function evenWeights(count: number): number[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  return Array.from({ length: count }, () => 1);
}

function toWeight(weight: number): bigint {
  if (!Number.isSafeInteger(weight) || weight < 0) {
    throw new RangeError(`weights must be non-negative integers, got ${String(weight)}`);
  }
  return BigInt(weight);
}

function toSafeMinor(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`result ${value} is outside the safe integer range`);
  return result;
}

/** The shortest decimal that prints as value (what the caller wrote), as an exact fraction. */
function exactDecimal(value: number): { numerator: bigint; denominator: bigint } {
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value));
  if (match === null) throw new TypeError(`cannot read ${value} as a decimal`);
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  const power = Number(exponent) - fraction.length;
  const digits = BigInt(`${sign}${whole}${fraction}`);
  return power >= 0 ? { numerator: digits * 10n ** BigInt(power), denominator: 1n } : { numerator: digits, denominator: 10n ** BigInt(-power) };
}
