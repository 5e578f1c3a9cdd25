import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';

/** An amount typed in the venue's currency ("25", "25.50", "25,50"), in minor units; null when it is not one. */
export function minorOf(text: string, currency: TCurrency): number | null {
  const trimmed = text.trim().replace(/^-/, '');
  if (trimmed === '') return null;
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  return parseMajor(trimmed, currency, { decimal });
}

export const typedAmount = (minor: number | null, currency: TCurrency) =>
  minor === null ? '' : formatMoney(minor, currency, { symbol: false, grouping: false });
