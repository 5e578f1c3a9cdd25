import type { TCurrency } from '@menudelite/shared/money/currencies';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TTipChoice } from './checkout-form';

export type TTipRequest = { percent: number } | { amount: number };

/**
 * The tip to send: nothing, a percentage, or the typed amount in minor units. A custom amount may
 * use either decimal mark ("2.50", "2,50"); an empty one is no tip; anything else is 'invalid'.
 */
export function tipRequest(tip: TTipChoice, currency: TCurrency): TTipRequest | undefined | 'invalid' {
  if (tip.kind === 'none') return undefined;
  if (tip.kind === 'percent') return tip.percent > 0 ? { percent: tip.percent } : undefined;
  const text = tip.text.trim();
  if (text === '') return undefined;
  // The decimal mark is the last of '.' and ',' typed ("2,50", "1.234,50"); the other one only groups.
  const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  const amount = parseMajor(text, currency, { decimal });
  if (amount === null) return 'invalid';
  return amount > 0 ? { amount } : undefined;
}
