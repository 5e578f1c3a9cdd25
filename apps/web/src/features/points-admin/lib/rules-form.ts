import type { TPointsRules, TPointsRulesRequest } from '@menudelite/shared/growth/points';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TCurrency } from '@menudelite/shared/money/currencies';

/** The form's values: counts as numbers (or '' while empty), amounts as the owner types them ("1.00"). */
export type TRulesValues = {
  enabled: boolean;
  earnPoints: number | '';
  earnAmount: string;
  redeemPoints: number | '';
  redeemAmount: string;
  minimumPoints: number | '';
  expires: boolean;
  expiryDays: number | '';
};

export function amountText(minor: number, currency: TCurrency): string {
  return formatMoney(minor, currency, { symbol: false, grouping: false });
}

/** Typed amount → minor units; NaN (refused by the schema) when it is not a plain amount of the currency. */
export function parseAmount(text: string, currency: TCurrency): number {
  const trimmed = text.trim();
  const normalised = /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  return (trimmed === '' ? null : parseMajor(normalised, currency, { decimal: '.' })) ?? Number.NaN;
}

export function rulesValues(rules: TPointsRules): TRulesValues {
  const currency = rules.currency as TCurrency;
  return {
    enabled: rules.enabled,
    earnPoints: rules.earn.points,
    earnAmount: amountText(rules.earn.amount, currency),
    redeemPoints: rules.redeem.points,
    redeemAmount: amountText(rules.redeem.amount, currency),
    minimumPoints: rules.redeem.minimumPoints,
    expires: rules.expiryDays !== null,
    expiryDays: rules.expiryDays ?? 365,
  };
}

const num = (value: number | '') => (value === '' ? Number.NaN : value);

export function rulesRequest(values: TRulesValues, currency: TCurrency): TPointsRulesRequest {
  return {
    enabled: values.enabled,
    earn: { points: num(values.earnPoints), amount: parseAmount(values.earnAmount, currency) },
    redeem: { points: num(values.redeemPoints), amount: parseAmount(values.redeemAmount, currency), minimumPoints: num(values.minimumPoints) },
    expiryDays: values.expires ? num(values.expiryDays) : null,
  };
}

/** Form field of each request path, so a schema issue lands under its input. */
export const FIELD_OF_PATH: Record<string, keyof TRulesValues> = {
  'earn.points': 'earnPoints',
  'earn.amount': 'earnAmount',
  'redeem.points': 'redeemPoints',
  'redeem.amount': 'redeemAmount',
  'redeem.minimumPoints': 'minimumPoints',
  expiryDays: 'expiryDays',
};
