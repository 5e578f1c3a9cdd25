import { z } from 'zod';
import { ZPageQuerySchema, pageOf } from '../lib/pagination.ts';
import { ZIdSchema } from '../lib/text.ts';
import { ZDescriptionSchema, ZIdListSchema, ZNameSchema, ZNameTranslationsSchema, ZPriceSchema } from './common.ts';
import { ZItemImageSchema } from './images.ts';
import { ZNutritionSchema } from './nutrition.ts';

export const ITEM_IMAGES_MAX = 5;
export const ITEM_LINKS_MAX = 30;
export const ITEM_RECOMMENDATIONS_MAX = 10;

/** `soldOutUntil` of an item 86'd "until further notice". Any time in the past means back on sale. */
export const SOLD_OUT_INDEFINITELY = '9999-12-31T23:59:59.999Z';

const itemFields = {
  sectionId: ZIdSchema,
  name: ZNameSchema,
  description: ZDescriptionSchema,
  price: ZPriceSchema,
  /** Ids from POST /api/media/images, in display order; the first is the card image. */
  imageIds: ZIdListSchema(ITEM_IMAGES_MAX),
  tagIds: ZIdListSchema(ITEM_LINKS_MAX),
  /** Allergens and descriptors (built-in or the venue's own). */
  allergenIds: ZIdListSchema(ITEM_LINKS_MAX),
  /** In the order the item sheet shows them. */
  modifierGroupIds: ZIdListSchema(ITEM_LINKS_MAX),
  /** "Why not also try": other items of the venue. */
  recommendedItemIds: ZIdListSchema(ITEM_RECOMMENDATIONS_MAX),
  nutrition: ZNutritionSchema,
  isAvailable: z.boolean(),
  /** Shortcut for adding to / removing from the featured list (PUT /api/menu/featured-items orders it). */
  isFeatured: z.boolean(),
  translations: ZNameTranslationsSchema,
};

/**
 * POST /api/menu/items. Omitted: description '', images/tags/allergens/groups/recommended [],
 * nutrition {}, isAvailable true, isFeatured false, translations {}. New items go last in their section.
 * Every id must be the venue's own, else 400 VALIDATION_FAILED naming the field.
 */
export const ZMenuItemCreateSchema = z.object(itemFields).partial().required({ sectionId: true, name: true, price: true });
export type TMenuItemCreate = z.infer<typeof ZMenuItemCreateSchema>;

/** PATCH /api/menu/items/:id. Moving to another section (sectionId) puts the item last there. */
export const ZMenuItemUpdateSchema = z.object(itemFields).partial();
export type TMenuItemUpdate = z.infer<typeof ZMenuItemUpdateSchema>;

/** PUT /api/menu/items/:id/sold-out: 86 an item until a time (ISO with offset), or indefinitely (null). */
export const ZSoldOutRequestSchema = z.object({ until: z.iso.datetime({ offset: true }).nullable() });
export type TSoldOutRequest = z.infer<typeof ZSoldOutRequestSchema>;

export const ZMenuItemSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  images: z.array(ZItemImageSchema),
  tagIds: z.array(z.string()),
  allergenIds: z.array(z.string()),
  modifierGroupIds: z.array(z.string()),
  recommendedItemIds: z.array(z.string()),
  nutrition: ZNutritionSchema,
  isAvailable: z.boolean(),
  isFeatured: z.boolean(),
  /** null: on sale. SOLD_OUT_INDEFINITELY: until further notice. A past time: back on sale. */
  soldOutUntil: z.string().nullable(),
  /** Computed from soldOutUntil and the server's clock at read time. */
  isSoldOut: z.boolean(),
  positionNew: z.number().int(),
  translations: ZNameTranslationsSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TMenuItem = z.infer<typeof ZMenuItemSchema>;

/** GET /api/menu/items: by section position then item position; `q` matches the name (case-insensitive). */
export const ZMenuItemListQuerySchema = ZPageQuerySchema.extend({
  sectionId: ZIdSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type TMenuItemListQuery = z.infer<typeof ZMenuItemListQuerySchema>;

export const ZMenuItemPageSchema = pageOf(ZMenuItemSchema);
export type TMenuItemPage = z.infer<typeof ZMenuItemPageSchema>;

export const ZSectionIdParamsSchema = z.object({ sectionId: ZIdSchema });

/** Featured items (SPEC section 3: id, createdAt, updatedAt), shown first on the diner's menu. */
export const FEATURED_ITEMS_MAX = 30;
export const ZFeaturedItemSchema = z.object({
  id: z.string(),
  itemId: z.string(),
  positionNew: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TFeaturedItem = z.infer<typeof ZFeaturedItemSchema>;
export const ZFeaturedItemListSchema = z.object({ items: z.array(ZFeaturedItemSchema) });
/** PUT /api/menu/featured-items: the whole featured list, in order. Items kept keep their id and createdAt. */
export const ZFeaturedItemsUpdateSchema = z.object({ itemIds: ZIdListSchema(FEATURED_ITEMS_MAX) });
export type TFeaturedItemsUpdate = z.infer<typeof ZFeaturedItemsUpdateSchema>;
