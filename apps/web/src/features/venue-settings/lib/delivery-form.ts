import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ZDeliverySettingsSchema, type TDeliverySettings } from '@menudelite/shared/orders/delivery';
import { zodFormValidate } from '../../../lib/forms/zod-form';
import { minutesOf, moneyMinor, moneyText } from './ordering-form';

/** Amounts as typed in the venue's currency; percent and minutes as NumberInput gives them ('' when empty). */
export type TDeliveryFormValues = Omit<TDeliverySettings, 'fixedFee' | 'minOrderValue' | 'percentFee' | 'deliveryOrderPrepTime'> & {
  fixedFee: string;
  minOrderValue: string;
  percentFee: number | string;
  deliveryOrderPrepTime: number | string;
};

export function deliveryFormValues(settings: TDeliverySettings, currency: TCurrency): TDeliveryFormValues {
  return { ...settings, fixedFee: moneyText(settings.fixedFee, currency), minOrderValue: moneyText(settings.minOrderValue, currency) };
}

export function deliveryBody(values: TDeliveryFormValues, currency: TCurrency) {
  return {
    feeType: values.feeType,
    fixedFee: moneyMinor(values.fixedFee, currency),
    percentFee: values.percentFee === '' ? 0 : Number(values.percentFee),
    minOrderValue: moneyMinor(values.minOrderValue, currency),
    deliveryOrderPrepTime: minutesOf(values.deliveryOrderPrepTime),
  };
}

const FIELD_KEYS: Record<string, string> = {
  fixedFee: 'errors.amount',
  minOrderValue: 'errors.amount',
  percentFee: 'errors.percent',
  deliveryOrderPrepTime: 'errors.minutes',
};

export function validateDelivery(currency: TCurrency) {
  return zodFormValidate<TDeliveryFormValues>(
    ZDeliverySettingsSchema,
    (values) => deliveryBody(values, currency),
    (issue) => FIELD_KEYS[String(issue.path[0])],
  );
}
