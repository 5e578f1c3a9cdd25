import { ZMenuItemCreateSchema, type TMenuItem, type TMenuItemCreate } from '@menudelite/shared/menu/items';
import type { TItemImage } from '@menudelite/shared/menu/images';
import { NUTRITION_FIELDS, type TNutrition } from '@menudelite/shared/menu/nutrition';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { issuesToErrors, optionalNumber, type TFieldErrors } from './form-errors';
import { parsePrice, priceText } from './price';
import { cleanTranslations, type TTranslationsMap } from './translations';

export type TNutritionField = (typeof NUTRITION_FIELDS)[number];

/** An item as its form edits it: text where people type, ids where they pick. */
export type TItemForm = {
  sectionId: string;
  name: string;
  description: string;
  price: string;
  images: TItemImage[];
  tagIds: string[];
  allergenIds: string[];
  modifierGroupIds: string[];
  recommendedItemIds: string[];
  nutrition: Record<TNutritionField, string>;
  isAvailable: boolean;
  isFeatured: boolean;
  translations: TTranslationsMap<'name' | 'description'>;
};

const emptyNutrition = () => Object.fromEntries(NUTRITION_FIELDS.map((field) => [field, ''])) as Record<TNutritionField, string>;

export function itemToForm(item: TMenuItem | null, sectionId: string, currency: TCurrency): TItemForm {
  if (!item) {
    return {
      sectionId,
      name: '',
      description: '',
      price: '',
      images: [],
      tagIds: [],
      allergenIds: [],
      modifierGroupIds: [],
      recommendedItemIds: [],
      nutrition: emptyNutrition(),
      isAvailable: true,
      isFeatured: false,
      translations: {},
    };
  }
  const nutrition = emptyNutrition();
  for (const field of NUTRITION_FIELDS) {
    const value = item.nutrition[field];
    if (value !== undefined) nutrition[field] = String(value);
  }
  return {
    sectionId: item.sectionId,
    name: item.name,
    description: item.description,
    price: priceText(item.price, currency),
    images: item.images,
    tagIds: item.tagIds,
    allergenIds: item.allergenIds,
    modifierGroupIds: item.modifierGroupIds,
    recommendedItemIds: item.recommendedItemIds,
    nutrition,
    isAvailable: item.isAvailable,
    isFeatured: item.isFeatured,
    translations: item.translations as TTranslationsMap<'name' | 'description'>,
  };
}

export type TItemFormResult = { ok: true; body: TMenuItemCreate } | { ok: false; errors: TFieldErrors };

/**
 * The form → the body of POST or PATCH /api/menu/items (the whole item each time), checked with
 * the API's own schema; or the field errors to show. Nothing is sent while any field is wrong.
 */
export function itemFormToBody(form: TItemForm, currency: TCurrency): TItemFormResult {
  const errors: TFieldErrors = {};
  const price = parsePrice(form.price, currency);
  if (price === null) errors.price = form.price.trim() === '' ? 'errors.required' : 'errors.price';
  const nutrition: TNutrition = {};
  for (const field of NUTRITION_FIELDS) {
    const value = optionalNumber(form.nutrition[field]);
    if (Number.isNaN(value)) errors[`nutrition.${field}`] = 'errors.number';
    else if (value !== undefined) nutrition[field] = value;
  }
  const body = {
    sectionId: form.sectionId,
    name: form.name,
    description: form.description,
    price: price ?? 0,
    imageIds: form.images.map((image) => image.id),
    tagIds: form.tagIds,
    allergenIds: form.allergenIds,
    modifierGroupIds: form.modifierGroupIds,
    recommendedItemIds: form.recommendedItemIds,
    nutrition,
    isAvailable: form.isAvailable,
    isFeatured: form.isFeatured,
    translations: cleanTranslations(form.translations),
  };
  const parsed = ZMenuItemCreateSchema.safeParse(body);
  const all = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...errors };
  if (Object.keys(all).length > 0 || !parsed.success) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}

/** @mantine/form's `validate`: the same check, its field errors (i18n keys) or none. */
export function validateItemForm(form: TItemForm, currency: TCurrency): TFieldErrors {
  const result = itemFormToBody(form, currency);
  return result.ok ? {} : result.errors;
}
