import { z } from 'zod';
import { ZColorSchema, ZIdSchema } from '../lib/text.ts';
import { ZTimeZoneSchema } from '../restaurant/contracts.ts';
import { ZOpeningHoursSchema } from '../restaurant/opening-hours.ts';
import { ZFreeTextSchema, ZImageUrlSchema, ZLinkSchema } from './common.ts';

/** SPEC section 9: five promo banners. */
export const PROMO_BANNERS_MAX = 5;

/**
 * The menu selector (SPEC section 2): which remote-order menus diners are offered. Each menu is
 * the items of a menu-type tag, or the whole menu when its tag id is null.
 */
export const MENU_SELECTORS = ['pickup', 'delivery', 'both'] as const;
export type TMenuSelector = (typeof MENU_SELECTORS)[number];

export const ZMenuSettingsSchema = z.object({
  menuSelector: z.enum(MENU_SELECTORS),
  pickupMenuTagId: z.string().nullable(),
  deliveryMenuTagId: z.string().nullable(),
});
export type TMenuSettings = z.infer<typeof ZMenuSettingsSchema>;

/** PATCH /api/restaurant/me/menu-settings. A tag id must be one of the venue's menu-type tags, else 400. */
export const ZMenuSettingsUpdateSchema = z
  .object({
    menuSelector: z.enum(MENU_SELECTORS),
    pickupMenuTagId: ZIdSchema.nullable(),
    deliveryMenuTagId: ZIdSchema.nullable(),
  })
  .partial();
export type TMenuSettingsUpdate = z.infer<typeof ZMenuSettingsUpdateSchema>;

/** Shown before the menu on /eat/:tableCode with the venue's colours; tap to start. */
export const ZWelcomeScreenSchema = z.object({
  enabled: z.boolean(),
  title: ZFreeTextSchema(120),
  message: ZFreeTextSchema(500),
});
export type TWelcomeScreen = z.infer<typeof ZWelcomeScreenSchema>;

/** Shown once per visit over the menu. */
export const ZPopupSchema = z.object({
  enabled: z.boolean(),
  title: ZFreeTextSchema(120),
  message: ZFreeTextSchema(500),
  imageUrl: ZImageUrlSchema.nullable(),
});
export type TPopup = z.infer<typeof ZPopupSchema>;

export const ZPromoBannerSchema = z.object({
  imageUrl: ZImageUrlSchema,
  title: ZFreeTextSchema(80),
  link: ZLinkSchema.nullable(),
});
export type TPromoBanner = z.infer<typeof ZPromoBannerSchema>;

const brandingFields = {
  primaryColor: ZColorSchema,
  secondaryColor: ZColorSchema,
  backgroundColor: ZColorSchema,
  logoUrl: ZImageUrlSchema.nullable(),
  coverImageUrl: ZImageUrlSchema.nullable(),
  welcomeScreen: ZWelcomeScreenSchema,
  popup: ZPopupSchema,
  promoBanners: z.array(ZPromoBannerSchema).max(PROMO_BANNERS_MAX),
};

/** GET /api/restaurant/me/branding. */
export const ZBrandingSchema = z.object(brandingFields);
export type TBranding = z.infer<typeof ZBrandingSchema>;

/** PATCH /api/restaurant/me/branding: any subset; welcomeScreen, popup and promoBanners are replaced whole. */
export const ZBrandingUpdateSchema = z.object(brandingFields).partial();
export type TBrandingUpdate = z.infer<typeof ZBrandingUpdateSchema>;

/** GET and PATCH /api/restaurant/me/opening-hours: local times per weekday in the venue's time zone. */
export const ZOpeningHoursSettingsSchema = z.object({ openingHours: ZOpeningHoursSchema, timeZone: z.string() });
export type TOpeningHoursSettings = z.infer<typeof ZOpeningHoursSettingsSchema>;
export const ZOpeningHoursUpdateSchema = z.object({ openingHours: ZOpeningHoursSchema, timeZone: ZTimeZoneSchema.optional() });
export type TOpeningHoursUpdate = z.infer<typeof ZOpeningHoursUpdateSchema>;
