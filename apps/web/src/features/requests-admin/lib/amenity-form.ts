import { ZAmenityCreateSchema, type TAmenity, type TAmenityCreate, type TAmenityMode } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { parseMajor, toMajor } from '@menudelite/shared/money/minor';
import { zodFormValidate } from '../../../lib/forms/zod-form';

/** The amenity form as typed: the price in major units as text ("2.50"), numbers as NumberInput gives them. */
export type TAmenityFormValues = {
  name: string;
  mode: TAmenityMode;
  price: string;
  maxQuantity: number | string;
  approvalExpiryMinutes: number | string;
  isActive: boolean;
  /** The name in other languages, as typed ('' = not translated). */
  translations: Partial<Record<TLanguage, string>>;
};

export function amenityFormValues(amenity: TAmenity | null, currency: TCurrency): TAmenityFormValues {
  return {
    name: amenity?.name ?? '',
    mode: amenity?.mode ?? 'free',
    price: amenity && amenity.price > 0 ? String(toMajor(amenity.price, currency)) : '',
    maxQuantity: amenity?.maxQuantity ?? 4,
    approvalExpiryMinutes: amenity?.approvalExpiryMinutes ?? 30,
    isActive: amenity?.isActive ?? true,
    translations: { ...amenity?.translations },
  };
}

const numberOrUndefined = (value: number | string) => (value === '' ? undefined : Number(value));

/**
 * The request body: a price only for a charged amenity (minor units; a price that is not an amount
 * reads as -1 so the schema refuses it on its field), an expiry only when it needs approval.
 */
export function amenityBody(values: TAmenityFormValues, currency: TCurrency): TAmenityCreate {
  const price = values.mode === 'charged' ? (parseMajor(values.price, currency) ?? -1) : 0;
  return {
    name: values.name,
    mode: values.mode,
    price,
    maxQuantity: numberOrUndefined(values.maxQuantity) as number,
    ...(values.mode === 'approval' ? { approvalExpiryMinutes: numberOrUndefined(values.approvalExpiryMinutes) } : {}),
    isActive: values.isActive,
    translations: Object.fromEntries(Object.entries(values.translations).filter(([, name]) => (name ?? '').trim() !== '')),
  };
}

export function validateAmenity(currency: TCurrency) {
  return zodFormValidate<TAmenityFormValues>(
    ZAmenityCreateSchema,
    (values) => amenityBody(values, currency),
    (issue) => (issue.path[0] === 'price' ? 'errors.price' : undefined),
  );
}

/** A charged amenity with no price is refused here, as the server refuses it (tooSmall at body.price). */
export function chargedWithoutPrice(values: TAmenityFormValues, currency: TCurrency): boolean {
  return values.mode === 'charged' && (parseMajor(values.price, currency) ?? 0) <= 0;
}
