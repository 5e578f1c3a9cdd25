import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TCurrency } from '@menudelite/shared/money/currencies';

/** The fee as the owner types it: plain digits with '.' decimals, no symbol or grouping. */
export function orderFeeText(minor: number, currency: TCurrency): string {
  return formatMoney(minor, currency, { symbol: false, grouping: false });
}

/** Typed text → minor units, or null when it is not a plain non-negative amount in this currency. */
export function parseOrderFee(text: string, currency: TCurrency): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return parseMajor(trimmed.replace(',', '.'), currency, { decimal: '.' });
}
