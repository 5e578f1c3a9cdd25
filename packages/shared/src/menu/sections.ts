import { z } from 'zod';
import { ZDescriptionSchema, ZNameSchema, ZTitleTranslationsSchema, listOf } from './common.ts';

/** Sections are few; a venue may have up to this many and they are listed all at once. */
export const SECTIONS_MAX = 200;

const sectionFields = {
  title: ZNameSchema,
  description: ZDescriptionSchema,
  isDrinks: z.boolean(),
  isAvailable: z.boolean(),
  translations: ZTitleTranslationsSchema,
};

/** POST /api/menu/sections. Omitted fields: description '', isDrinks false, isAvailable true, translations {}. New sections go last. */
export const ZMenuSectionCreateSchema = z.object(sectionFields).partial().required({ title: true });
export type TMenuSectionCreate = z.infer<typeof ZMenuSectionCreateSchema>;

/** PATCH /api/menu/sections/:id: any subset of the fields. */
export const ZMenuSectionUpdateSchema = z.object(sectionFields).partial();
export type TMenuSectionUpdate = z.infer<typeof ZMenuSectionUpdateSchema>;

export const ZMenuSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isDrinks: z.boolean(),
  isAvailable: z.boolean(),
  positionNew: z.number().int(),
  translations: ZTitleTranslationsSchema,
  itemCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMenuSection = z.infer<typeof ZMenuSectionSchema>;

export const ZMenuSectionListSchema = listOf(ZMenuSectionSchema);
export type TMenuSectionList = z.infer<typeof ZMenuSectionListSchema>;
