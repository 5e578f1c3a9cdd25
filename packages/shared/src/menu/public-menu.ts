import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZOpeningHoursSchema } from '../restaurant/opening-hours.ts';
import { ZNameTranslationsSchema, ZTitleTranslationsSchema } from './common.ts';
import { ZItemImageSchema } from './images.ts';
import { ZNutritionSchema } from './nutrition.ts';
import { ZAllergenSchema } from './allergens.ts';
import { ZWeeklyWindowSchema } from './tags.ts';
import { ZMenuSettingsSchema, ZPopupSchema, ZPromoBannerSchema, ZWelcomeScreenSchema } from './settings.ts';

/** What anyone may know about a venue: no e-mails, no staff, no integration ids, no sign-up state. */
export const ZPublicRestaurantSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  isHotel: z.boolean(),
  address: z.string(),
  currency: z.enum(CURRENCIES),
  defaultLanguage: z.enum(LANGUAGES),
  timeZone: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  backgroundColor: z.string(),
  logoUrl: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  welcomeScreen: ZWelcomeScreenSchema,
  popup: ZPopupSchema,
  promoBanners: z.array(ZPromoBannerSchema),
  isOnline: z.boolean(),
  acceptingReservations: z.boolean(),
  /** DeliteClub is on (the menu links to the venue's club page). */
  allowsDeliteClub: z.boolean(),
  allowsDineIn: z.boolean(),
  allowsPickUp: z.boolean(),
  allowsRemotePickUp: z.boolean(),
  allowsDelivery: z.boolean(),
  allowsGuestCheckout: z.boolean(),
  allowsPayLater: z.boolean(),
  allowsOfflinePayments: z.boolean(),
  requiresCheckoutName: z.boolean(),
  requiresCheckoutPhoneNo: z.boolean(),
  orderFee: z.number().int(),
  orderPrepTime: z.number().int(),
  loyaltyEnabled: z.boolean(),
  priceLevel: z.number().int(),
  menuSettings: ZMenuSettingsSchema,
});
export type TPublicRestaurant = z.infer<typeof ZPublicRestaurantSchema>;

/** Only available sections are listed; itemIds are the section's visible items in order. */
export const ZPublicSectionSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  isDrinks: z.boolean(),
  positionNew: z.number().int(),
  translations: ZTitleTranslationsSchema,
  itemIds: z.array(z.string()),
});

/**
 * Items hidden by staff (isAvailable false) or in a hidden section are left out. Sold-out items
 * stay, with isSoldOut, so the card can show it. isAvailableNow = not sold out and, when the item
 * has tags with tagAvailabilityEnabled, inside at least one of those tags' windows.
 */
export const ZPublicItemSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  /** Price plus the cheapest choices its required groups demand; null if a required group cannot be satisfied. */
  fromPrice: z.number().int().nullable(),
  hasRequiredModifiers: z.boolean(),
  images: z.array(ZItemImageSchema),
  tagIds: z.array(z.string()),
  allergenIds: z.array(z.string()),
  modifierGroupIds: z.array(z.string()),
  recommendedItemIds: z.array(z.string()),
  nutrition: ZNutritionSchema,
  isFeatured: z.boolean(),
  /** Free with a DeliteClub plan of this venue (SPEC section 3's marker; docs/api/growth-club.md): a member gets it free within the plan's daily number. */
  freeWithClub: z.boolean(),
  isSoldOut: z.boolean(),
  soldOutUntil: z.string().nullable(),
  isAvailableNow: z.boolean(),
  positionNew: z.number().int(),
  translations: ZNameTranslationsSchema,
});
export type TPublicItem = z.infer<typeof ZPublicItemSchema>;

export const ZPublicModifierGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  deliverectMultiMax: z.number().int(),
  modifierIds: z.array(z.string()),
  positionNew: z.number().int(),
  translations: ZNameTranslationsSchema,
});

export const ZPublicModifierSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  price: z.number().int(),
  isAvailable: z.boolean(),
  positionNew: z.number().int(),
  translations: ZNameTranslationsSchema,
});

export const ZPublicTagSchema = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string(),
  isMenuType: z.boolean(),
  positionNew: z.number().int(),
  tagDiscountEnabled: z.boolean(),
  discountPercent: z.number().int(),
  tagAvailabilityEnabled: z.boolean(),
  availabilityWindows: z.array(ZWeeklyWindowSchema),
  isAvailableNow: z.boolean(),
  translations: ZNameTranslationsSchema,
});

/** One per menu-type tag (breakfast, lunch, pickup, delivery ...): the visible items carrying it. */
export const ZMenuTypeMenuSchema = z.object({
  tagId: z.string(),
  name: z.string(),
  translations: ZNameTranslationsSchema,
  itemIds: z.array(z.string()),
  isAvailableNow: z.boolean(),
});

/** SPEC section 8's diner messages follow from these (not accepting orders / pickup / delivery). */
export const ZMenuAvailabilitySchema = z.object({
  isOpenNow: z.boolean(),
  /** Online and open now. */
  acceptingOrders: z.boolean(),
  /** acceptingOrders, pickup allowed, and the menu selector offers pickup. */
  acceptingPickup: z.boolean(),
  /** acceptingOrders, delivery allowed, and the menu selector offers delivery. */
  acceptingDelivery: z.boolean(),
});
export type TMenuAvailability = z.infer<typeof ZMenuAvailabilitySchema>;

/** GET /api/public/restaurants/:restaurantId/menu. Lists are in display order. */
export const ZPublicMenuSchema = z.object({
  restaurant: ZPublicRestaurantSchema,
  sections: z.array(ZPublicSectionSchema),
  items: z.array(ZPublicItemSchema),
  modifierGroups: z.array(ZPublicModifierGroupSchema),
  modifiers: z.array(ZPublicModifierSchema),
  allergens: z.array(ZAllergenSchema),
  tags: z.array(ZPublicTagSchema),
  menuTypeMenus: z.array(ZMenuTypeMenuSchema),
  featuredItemIds: z.array(z.string()),
  openingHours: ZOpeningHoursSchema,
  availability: ZMenuAvailabilitySchema,
});
export type TPublicMenu = z.infer<typeof ZPublicMenuSchema>;
