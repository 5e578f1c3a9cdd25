import { z } from 'zod';
import { ZColorSchema } from '../lib/text.ts';
import { ZOpeningIntervalSchema } from '../restaurant/opening-hours.ts';
import { ZNameTranslationsSchema, listOf } from './common.ts';
import { ZTextSchema } from '../lib/text.ts';

export const TAGS_MAX = 200;
export const TAG_WINDOWS_MAX = 28;

/**
 * A weekly window in the venue's time zone (weekday 1 = Monday ... 7 = Sunday). A closing time
 * before the opening time runs past midnight into the next day; equal times mean the whole day.
 */
export const ZWeeklyWindowSchema = ZOpeningIntervalSchema.extend({ weekday: z.number().int().min(1).max(7) });
export type TWeeklyWindow = z.infer<typeof ZWeeklyWindowSchema>;

const tagFields = {
  name: ZTextSchema(40),
  color: ZColorSchema,
  /** Menu-type tags make menus (breakfast, lunch, pickup, delivery): the public menu lists their items as menuTypeMenus. */
  isMenuType: z.boolean(),
  tagDiscountEnabled: z.boolean(),
  /** Percent off items with this tag while tagDiscountEnabled (applied by ordering). */
  discountPercent: z.number().int().min(0).max(100),
  /** When on, items with this tag can be ordered only inside availabilityWindows. */
  tagAvailabilityEnabled: z.boolean(),
  availabilityWindows: z.array(ZWeeklyWindowSchema).max(TAG_WINDOWS_MAX),
  translations: ZNameTranslationsSchema,
};

/** POST /api/menu/tags. Omitted booleans false, discountPercent 0, windows [], translations {}. New tags go last. */
export const ZTagCreateSchema = z.object(tagFields).partial().required({ name: true, color: true });
export type TTagCreate = z.infer<typeof ZTagCreateSchema>;

export const ZTagUpdateSchema = z.object(tagFields).partial();
export type TTagUpdate = z.infer<typeof ZTagUpdateSchema>;

export const ZTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  isMenuType: z.boolean(),
  positionNew: z.number().int(),
  tagDiscountEnabled: z.boolean(),
  discountPercent: z.number().int(),
  tagAvailabilityEnabled: z.boolean(),
  availabilityWindows: z.array(ZWeeklyWindowSchema),
  translations: ZNameTranslationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTag = z.infer<typeof ZTagSchema>;

export const ZTagListSchema = listOf(ZTagSchema);
