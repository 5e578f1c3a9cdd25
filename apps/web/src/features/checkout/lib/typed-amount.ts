import type { TCurrency } from '@menudelite/shared/money/currencies';
import { parseMajor } from '@menudelite/shared/money/minor';

/**
 * A typed money amount in minor units, with either decimal mark ("12.50", "12,50", "1.234,50": the
 * last of '.' and ',' is the decimal mark). Empty: null; not an amount: 'invalid'.
 */
export function typedAmount(text: string, currency: TCurrency): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  const amount = parseMajor(trimmed, currency, { decimal });
  return amount === null || amount <= 0 ? 'invalid' : amount;
}

/** A typed whole number of points: empty null, anything but digits 'invalid'. */
export function typedPoints(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d{1,9}$/.test(trimmed)) return 'invalid';
  const points = Number(trimmed);
  return points > 0 ? points : 'invalid';
}
