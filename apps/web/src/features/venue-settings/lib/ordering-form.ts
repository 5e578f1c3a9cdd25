import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { maxOrderFee, ZOrderingSettingsSchema, type TOrderingSettings } from '@menudelite/shared/restaurant/contracts';
import { zodFormValidate } from '../../../lib/forms/zod-form';

export const ORDERING_SWITCHES = ['allowsDineIn', 'allowsPickUp', 'allowsDelivery', 'allowsGuestCheckout', 'allowsPayLater', 'allowsOfflinePayments'] as const;

/** The form holds the fee as typed ("1.50", in the venue's currency) and the minutes as NumberInput gives them ('' when empty). */
export type TOrderingFormValues = Omit<TOrderingSettings, 'orderFee' | 'orderPrepTime'> & { orderFee: string; orderPrepTime: number | string };

/** Plain digits with '.' decimals, no symbol or grouping: what the owner types back. */
export const moneyText = (minor: number, currency: TCurrency) => formatMoney(minor, currency, { symbol: false, grouping: false });

/** Typed amount → minor units; empty is 0; anything that is not a plain amount of this currency is NaN (a number error). */
export function moneyMinor(text: string, currency: TCurrency): number {
  const trimmed = text.trim().replace(/^(\d+),(\d+)$/, '$1.$2');
  if (trimmed === '') return 0;
  return parseMajor(trimmed, currency, { decimal: '.' }) ?? Number.NaN;
}

/** NumberInput's '' (cleared) is not a number: the schema then says so on the field. */
export const minutesOf = (value: number | string): number | undefined => (value === '' ? undefined : Number(value));

export function orderingFormValues(settings: TOrderingSettings, currency: TCurrency): TOrderingFormValues {
  return { ...settings, orderFee: moneyText(settings.orderFee, currency) };
}

export function orderingBody(values: TOrderingFormValues, currency: TCurrency) {
  return { ...values, orderFee: moneyMinor(values.orderFee, currency), orderPrepTime: minutesOf(values.orderPrepTime) };
}

/** The API's schema with the fee capped for this venue's currency (as the server checks it). */
export function orderingSchema(currency: TCurrency) {
  return ZOrderingSettingsSchema.extend({ orderFee: ZOrderingSettingsSchema.shape.orderFee.max(maxOrderFee(currency)) });
}

export function validateOrdering(currency: TCurrency) {
  return zodFormValidate<TOrderingFormValues>(
    orderingSchema(currency),
    (values) => orderingBody(values, currency),
    (issue) => (issue.path[0] === 'orderFee' ? 'errors.orderFee' : issue.path[0] === 'orderPrepTime' ? 'errors.minutes' : undefined),
  );
}
