import { z } from 'zod';
import { ZNameTranslationsSchema, listOf } from './common.ts';
import { ZTextSchema } from '../lib/text.ts';

/** Built-in rows (seeded by migration 0003) have these codes; the web translates them as `allergens.<code>`. */
export const EU_ALLERGEN_CODES = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export const DESCRIPTOR_CODES = ['vegan', 'vegetarian', 'spicy', 'halal', 'gluten_free'] as const;
export type TAllergenCode = (typeof EU_ALLERGEN_CODES)[number] | (typeof DESCRIPTOR_CODES)[number];
/** Built-in row ids are `allergen-<code>`, the same in every database. */
export const builtInAllergenId = (code: TAllergenCode) => `allergen-${code}`;

export const VENUE_ALLERGENS_MAX = 100;

const allergenFields = {
  name: ZTextSchema(60),
  /** Descriptors (vegan, spicy ...) describe an item; allergens warn about it. Filters treat them apart. */
  isDescriptor: z.boolean(),
  translations: ZNameTranslationsSchema,
};

export const ZAllergenCreateSchema = z.object(allergenFields).partial().required({ name: true });
export type TAllergenCreate = z.infer<typeof ZAllergenCreateSchema>;
/** PATCH /api/menu/allergens/:id: only the venue's own rows; built-in rows answer 403. */
export const ZAllergenUpdateSchema = z.object(allergenFields).partial();
export type TAllergenUpdate = z.infer<typeof ZAllergenUpdateSchema>;

export const ZAllergenSchema = z.object({
  id: z.string(),
  /** Set on built-in rows only. */
  code: z.string().nullable(),
  name: z.string(),
  isDescriptor: z.boolean(),
  isBuiltIn: z.boolean(),
  translations: ZNameTranslationsSchema,
});
export type TAllergen = z.infer<typeof ZAllergenSchema>;

/** Built-in rows first (EU order), then the venue's own by creation. */
export const ZAllergenListSchema = listOf(ZAllergenSchema);
