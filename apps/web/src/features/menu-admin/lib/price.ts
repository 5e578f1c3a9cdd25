import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TCurrency } from '@menudelite/shared/money/currencies';

/** Minor units as the owner edits them: plain digits with '.' decimals, no symbol or grouping ("12.50"). */
export function priceText(minor: number, currency: TCurrency): string {
  return formatMoney(minor, currency, { symbol: false, grouping: false });
}

/**
 * What the owner typed → minor units, or null when it is not a plain amount of this currency.
 * A decimal comma is read as a point, since many keyboards offer only that; empty means "not set".
 */
export function parsePrice(text: string, currency: TCurrency): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const normalised = /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  return parseMajor(normalised, currency, { decimal: '.' });
}
