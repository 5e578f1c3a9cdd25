import { z } from 'zod';
import { keyed } from '../errors.ts';
import { ZIdSchema } from '../lib/text.ts';
import { ZModifierPriceSchema, ZNameSchema, ZNameTranslationsSchema, listOf } from './common.ts';

export const MODIFIER_GROUPS_MAX = 500;
export const MODIFIERS_PER_GROUP_MAX = 100;
export const CHOICES_MAX = 50;

const modifierFields = {
  name: ZNameSchema,
  /** Added to the item's price, minor units, at most MODIFIER_PRICE_MAX (money/caps.ts). */
  price: ZModifierPriceSchema,
  isAvailable: z.boolean(),
  translations: ZNameTranslationsSchema,
};

/** A modifier inside a group write. With `id` (one of this group's modifiers) it is kept and updated; without, it is new. */
export const ZModifierInputSchema = z
  .object({ id: ZIdSchema, ...modifierFields })
  .partial()
  .required({ name: true });
export type TModifierInput = z.infer<typeof ZModifierInputSchema>;

const groupFields = {
  name: ZNameSchema,
  /** Fewest choices a diner must make; 0 = optional group. */
  min: z.number().int().min(0).max(CHOICES_MAX),
  /** Most choices a diner may make. */
  max: z.number().int().min(1).max(CHOICES_MAX),
  /** How many times one modifier may be chosen (Deliverect's multiMax); 1 = each at most once. */
  deliverectMultiMax: z.number().int().min(1).max(CHOICES_MAX),
  /** The group's whole modifier list, in order: modifiers left out are deleted. */
  modifiers: z.array(ZModifierInputSchema).max(MODIFIERS_PER_GROUP_MAX),
  translations: ZNameTranslationsSchema,
};

const minNotAboveMax = (group: { min?: number | undefined; max?: number | undefined }) =>
  group.min === undefined || group.max === undefined || group.min <= group.max;
const MIN_ABOVE_MAX = keyed('minAboveMax', ['min']);

/** POST /api/menu/modifier-groups. Omitted: deliverectMultiMax 1, modifiers [], translations {}. min > max is a 400. */
export const ZModifierGroupCreateSchema = z.object(groupFields).partial().required({ name: true, min: true, max: true }).refine(minNotAboveMax, MIN_ABOVE_MAX);
export type TModifierGroupCreate = z.infer<typeof ZModifierGroupCreateSchema>;

/** PATCH /api/menu/modifier-groups/:id. min and max are checked against each other after merging with the stored group. */
export const ZModifierGroupUpdateSchema = z.object(groupFields).partial().refine(minNotAboveMax, MIN_ABOVE_MAX);
export type TModifierGroupUpdate = z.infer<typeof ZModifierGroupUpdateSchema>;

/** PATCH /api/menu/modifiers/:id: one modifier, e.g. the availability toggle of SPEC section 4. */
export const ZModifierUpdateSchema = z.object(modifierFields).partial();
export type TModifierUpdate = z.infer<typeof ZModifierUpdateSchema>;

export const ZModifierSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  price: z.number().int(),
  isAvailable: z.boolean(),
  positionNew: z.number().int(),
  translations: ZNameTranslationsSchema,
});
export type TModifier = z.infer<typeof ZModifierSchema>;

export const ZModifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  deliverectMultiMax: z.number().int(),
  positionNew: z.number().int(),
  translations: ZNameTranslationsSchema,
  modifiers: z.array(ZModifierSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TModifierGroup = z.infer<typeof ZModifierGroupSchema>;

export const ZModifierGroupListSchema = listOf(ZModifierGroupSchema);
