import { z } from 'zod';
import { keyed } from '../errors.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ITEM_PRICE_MAX, MODIFIER_PRICE_MAX } from '../money/caps.ts';
import { ZIdSchema, ZTextSchema } from '../lib/text.ts';

/**
 * Prices are integer minor units. IDR is held in 1/100000 units (SPEC section 9), so the cap is
 * far above 2^31 (the columns are bigint); money/caps.ts proves every order total stays a safe integer.
 */
export const PRICE_MAX = ITEM_PRICE_MAX;
export const ZPriceSchema = z.number().int().min(0).max(PRICE_MAX);
/** A modifier's price: a tenth of an item's cap (money/caps.ts). */
export const ZModifierPriceSchema = z.number().int().min(0).max(MODIFIER_PRICE_MAX);

/** Names: the text pattern of SPEC section 5. */
export const ZNameSchema = ZTextSchema(120);

/** Free text (descriptions, banner messages): any printable character, no control characters but line breaks. */
const NO_CONTROL_CHARACTERS = /^(?:[^\p{Cc}]|[\t\n\r])*$/u;
export function ZFreeTextSchema(max: number) {
  return z.string().trim().max(max).regex(NO_CONTROL_CHARACTERS, 'contains control characters');
}
export const ZDescriptionSchema = ZFreeTextSchema(1000);

/**
 * Translated menu content per language: `{ "ar": { "name": "...", "description": "..." } }`.
 * A missing language or field falls back to the venue's default language (the entity's own fields).
 */
export const ZNameTranslationsSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.object({ name: ZNameSchema.optional(), description: ZDescriptionSchema.optional() }),
);
export type TNameTranslations = z.infer<typeof ZNameTranslationsSchema>;

/** Sections have a title instead of a name. */
export const ZTitleTranslationsSchema = z.partialRecord(
  z.enum(LANGUAGES),
  z.object({ title: ZNameSchema.optional(), description: ZDescriptionSchema.optional() }),
);
export type TTitleTranslations = z.infer<typeof ZTitleTranslationsSchema>;

/** Images are served by this origin only (the CSP allows img-src 'self'): /media/... or /uploads/... */
export const ZImageUrlSchema = z
  .string()
  .max(500)
  .regex(/^\/(media|uploads)\/[A-Za-z0-9._\-/]+$/, 'must be an uploaded image path (/media/... or /uploads/...)')
  .refine((url) => !url.includes('..'), keyed('pathNoDotDot'));

/** A banner link: a path on this site or an https URL (never javascript:). */
export const ZLinkSchema = z
  .string()
  .max(500)
  .refine((link) => /^\/(?!\/)/.test(link) || /^https:\/\/[^\s]+$/.test(link), keyed('linkFormat'));

/** A list of ids with no repeats. */
export function ZIdListSchema(max: number) {
  return z
    .array(ZIdSchema)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, keyed('idsRepeat'));
}

/** PUT .../order: the full list of ids in their new order. An id outside the list's scope is a 400 and nothing changes. */
export const ZReorderRequestSchema = z.object({ ids: ZIdListSchema(1000) });
export type TReorderRequest = z.infer<typeof ZReorderRequestSchema>;

export const ZIdParamsSchema = z.object({ id: ZIdSchema });

/** Bounded lists (sections, tags, groups, allergens, tables) answer every row at once. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item) });
}
