import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { minorPerMajor, parseMajor } from '@menudelite/shared/money/minor';

/**
 * An amount a person typed, in minor units: '' is undefined (nothing typed), anything that is not a
 * clean amount of the currency is null. Either decimal mark works ("12.50", "12,50"): the last of
 * '.' and ',' is the decimal mark, the other one only groups ("1.234,50").
 */
export function readMoney(text: string, currency: TCurrency): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  return parseMajor(trimmed, currency, { decimal });
}

/** A placeholder amount of whole units in the currency's own digits ("25.00", "25.000", "25"). */
export const sampleAmount = (currency: TCurrency, major: number) => formatMoney(major * minorPerMajor(currency), currency, { symbol: false, grouping: false });
