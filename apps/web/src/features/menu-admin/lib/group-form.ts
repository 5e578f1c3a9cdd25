import { ZModifierGroupCreateSchema, type TModifierGroup, type TModifierGroupCreate } from '@menudelite/shared/menu/modifier-groups';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { issuesToErrors, type TFieldErrors } from './form-errors';
import { parsePrice, priceText } from './price';
import { cleanTranslations, type TTranslationsMap } from './translations';

export type TModifierForm = {
  /** Stable React key; new rows have no id until saved. */
  key: string;
  id?: string;
  name: string;
  price: string;
  isAvailable: boolean;
  translations: TTranslationsMap<'name'>;
};

export type TGroupForm = {
  name: string;
  min: number | string;
  max: number | string;
  deliverectMultiMax: number | string;
  modifiers: TModifierForm[];
  translations: TTranslationsMap<'name'>;
};

let nextKey = 0;
export const newModifierKey = () => `new-${++nextKey}`;

export function groupToForm(group: TModifierGroup | null, currency: TCurrency): TGroupForm {
  if (!group) return { name: '', min: 0, max: 1, deliverectMultiMax: 1, modifiers: [], translations: {} };
  return {
    name: group.name,
    min: group.min,
    max: group.max,
    deliverectMultiMax: group.deliverectMultiMax,
    modifiers: group.modifiers.map((modifier) => ({
      key: modifier.id,
      id: modifier.id,
      name: modifier.name,
      price: priceText(modifier.price, currency),
      isAvailable: modifier.isAvailable,
      translations: modifier.translations as TTranslationsMap<'name'>,
    })),
    translations: group.translations as TTranslationsMap<'name'>,
  };
}

export const emptyModifier = (): TModifierForm => ({ key: newModifierKey(), name: '', price: '', isAvailable: true, translations: {} });

/** NumberInput gives '' while empty; that is not a number the API takes. */
const toInt = (value: number | string) => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));

/**
 * The form → POST/PATCH body. "min above max" is caught here before anything is sent (the API
 * refuses it too); a modifier with no price costs nothing extra.
 */
export function groupFormToBody(form: TGroupForm, currency: TCurrency): { ok: true; body: TModifierGroupCreate } | { ok: false; errors: TFieldErrors } {
  const errors: TFieldErrors = {};
  const modifiers = form.modifiers.map((modifier, index) => {
    const price = modifier.price.trim() === '' ? 0 : parsePrice(modifier.price, currency);
    if (price === null) errors[`modifiers.${index}.price`] = 'errors.price';
    return {
      ...(modifier.id ? { id: modifier.id } : {}),
      name: modifier.name,
      price: price ?? 0,
      isAvailable: modifier.isAvailable,
      translations: cleanTranslations(modifier.translations),
    };
  });
  const body = {
    name: form.name,
    min: toInt(form.min),
    max: toInt(form.max),
    deliverectMultiMax: toInt(form.deliverectMultiMax),
    modifiers,
    translations: cleanTranslations(form.translations),
  };
  const parsed = ZModifierGroupCreateSchema.safeParse(body);
  const all = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

/** "Choose 1", "Choose up to 3", "Choose 1 to 3": the rule the diner will see, as i18n key and values. */
export function choiceRule(min: number, max: number): { key: string; values: Record<string, number> } {
  if (min === 0) return { key: 'groups.ruleUpTo', values: { max } };
  if (min === max) return { key: 'groups.ruleExactly', values: { count: min } };
  return { key: 'groups.ruleBetween', values: { min, max } };
}

/** @mantine/form's `validate`: the same check, its field errors (i18n keys) or none. */
export function validateGroupForm(form: TGroupForm, currency: TCurrency): TFieldErrors {
  const result = groupFormToBody(form, currency);
  return result.ok ? {} : result.errors;
}
