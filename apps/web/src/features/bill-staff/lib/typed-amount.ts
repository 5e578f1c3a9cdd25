import type { TCurrency } from '@menudelite/shared/money/currencies';
import { parseMajor } from '@menudelite/shared/money/minor';

/** An amount staff type ("12.50", "12,50"); empty is 0; null when it is not a clean amount. */
export function typedAmount(text: string, currency: TCurrency): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  // The decimal mark is the last of '.' and ',' typed; the other one only groups.
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  return parseMajor(trimmed, currency, { decimal });
}
