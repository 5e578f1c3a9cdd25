import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { maxOrderFee, ZOrderingSettingsSchema, type TOrderingSettings } from '@menudelite/shared/restaurant/contracts';
import { maxProcessingFeeFixed } from '@menudelite/shared/money/caps';
import { processingFeeFor } from '@menudelite/shared/orders/pricing';
import { zodFormValidate } from '../../../lib/forms/zod-form';

export const ORDERING_SWITCHES = ['allowsDineIn', 'allowsPickUp', 'allowsDelivery', 'allowsGuestCheckout', 'allowsPayLater', 'allowsOfflinePayments'] as const;

/** The form holds the fees as typed ("1.50", in the venue's currency) and the minutes and percent as NumberInput gives them ('' when empty). */
export type TOrderingFormValues = Omit<TOrderingSettings, 'orderFee' | 'orderPrepTime' | 'processingFeePercent' | 'processingFeeFixed'> & {
  orderFee: string;
  orderPrepTime: number | string;
  processingFeePercent: number | string;
  processingFeeFixed: string;
};

/** Plain digits with '.' decimals, no symbol or grouping: what the owner types back. */
export const moneyText = (minor: number, currency: TCurrency) => formatMoney(minor, currency, { symbol: false, grouping: false });

/** Typed amount → minor units; empty is 0; anything that is not a plain amount of this currency is NaN (a number error). */
export function moneyMinor(text: string, currency: TCurrency): number {
  const trimmed = text.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  if (trimmed === '') return 0;
  return parseMajor(trimmed, currency, { decimal: '.' }) ?? Number.NaN;
}

/** The processing fee's fixed part may be a fraction of a rupiah (every venue starts at Rp 0.2), so IDR shows one decimal there. */
const FEE_PRECISION = { idrDecimals: 1 } as const;
const feeText = (minor: number, currency: TCurrency) => formatMoney(minor, currency, { ...FEE_PRECISION, symbol: false, grouping: false });
function feeMinor(text: string, currency: TCurrency): number {
  const trimmed = text.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  if (trimmed === '') return 0;
  return parseMajor(trimmed, currency, { ...FEE_PRECISION, decimal: '.' }) ?? Number.NaN;
}

/** NumberInput's '' (cleared) is not a number: the schema then says so on the field. */
export const numberOf = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));
export const minutesOf = numberOf;

export function orderingFormValues(settings: TOrderingSettings, currency: TCurrency): TOrderingFormValues {
  return {
    ...settings,
    orderFee: moneyText(settings.orderFee, currency),
    processingFeeFixed: feeText(settings.processingFeeFixed, currency),
  };
}

export function orderingBody(values: TOrderingFormValues, currency: TCurrency) {
  return {
    ...values,
    orderFee: moneyMinor(values.orderFee, currency),
    orderPrepTime: minutesOf(values.orderPrepTime),
    processingFeePercent: numberOf(values.processingFeePercent),
    processingFeeFixed: feeMinor(values.processingFeeFixed, currency),
  };
}

/** The API's schema with the fees capped for this venue's currency (as the server checks them). */
export function orderingSchema(currency: TCurrency) {
  const shape = ZOrderingSettingsSchema.shape;
  return ZOrderingSettingsSchema.extend({
    orderFee: shape.orderFee.max(maxOrderFee(currency)),
    processingFeeFixed: shape.processingFeeFixed.max(maxProcessingFeeFixed(currency)),
  });
}

const ERROR_KEYS: Partial<Record<keyof TOrderingFormValues, string>> = {
  orderFee: 'errors.orderFee',
  orderPrepTime: 'errors.minutes',
  processingFeePercent: 'errors.processingFeePercent',
  processingFeeFixed: 'errors.orderFee',
};

export function validateOrdering(currency: TCurrency) {
  return zodFormValidate<TOrderingFormValues>(
    orderingSchema(currency),
    (values) => orderingBody(values, currency),
    (issue) => ERROR_KEYS[issue.path[0] as keyof TOrderingFormValues],
  );
}

/** What a card payment of `amount` pays under the rule being edited (the preview under the fields); null while a field is invalid. */
export function processingFeePreview(values: TOrderingFormValues, currency: TCurrency, amount: number): number | null {
  const body = orderingBody(values, currency);
  const rule = { percent: body.processingFeePercent ?? Number.NaN, fixed: body.processingFeeFixed };
  const shape = orderingSchema(currency).shape;
  const valid = shape.processingFeePercent.safeParse(rule.percent).success && shape.processingFeeFixed.safeParse(rule.fixed).success;
  return valid ? processingFeeFor(amount, rule) : null;
}
