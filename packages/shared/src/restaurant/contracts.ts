import { z } from 'zod';
import { keyed } from '../errors.ts';
import { CURRENCIES, type TCurrency } from '../money/currencies.ts';
import { minorPerMajor } from '../money/minor.ts';
import { PROCESSING_FEE_FIXED_MAX, PROCESSING_FEE_PERCENT_MAX } from '../money/caps.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZColorSchema, ZTextSchema } from '../lib/text.ts';
import { ZOpeningHoursSchema } from './opening-hours.ts';

export const ZTimeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      return Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone.length > 0;
    } catch {
      return false;
    }
  }, keyed('invalidTimeZone'));

/**
 * Order fees are minor units, capped far above any real fee: 1,000 in the venue's currency, or
 * Rp 10,000,000 for IDR, whose unit is worth about 1/16,000 of a euro (and holds 100,000 minor units).
 */
export function maxOrderFeeMajor(currency: TCurrency): number {
  return currency === 'idr' ? 10_000_000 : 1000;
}
export function maxOrderFee(currency: TCurrency): number {
  return maxOrderFeeMajor(currency) * minorPerMajor(currency);
}
const ORDER_FEE_MAX_ANY_CURRENCY = maxOrderFee('idr');

/** The venue as its own staff see it (GET /api/restaurant/me). */
export const ZRestaurantSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  isHotel: z.boolean(),
  signUpStep: z.number().int(),
  address: z.string(),
  currency: z.enum(CURRENCIES),
  defaultLanguage: z.enum(LANGUAGES),
  timeZone: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  backgroundColor: z.string(),
  logoUrl: z.string().nullable(),
  openingHours: ZOpeningHoursSchema,
  isOnline: z.boolean(),
  acceptingReservations: z.boolean(),
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
  usesTableView: z.boolean(),
  allowsDelitePay: z.boolean(),
  allowsDeliteClub: z.boolean(),
  priceLevel: z.number().int(),
  createdAt: z.string(),
});
export type TRestaurant = z.infer<typeof ZRestaurantSchema>;

export const ZRestaurantIdParamsSchema = z.object({ restaurantId: z.string().min(1).max(64) });

/** Sign-up steps 2..6 (step 1, the account, is POST /api/auth/signup). Each may be sent again to edit it. */
export const ZVenueStepSchema = z.object({
  step: z.literal(2),
  isHotel: z.boolean(),
  name: ZTextSchema(120),
  address: ZTextSchema(300),
  currency: z.enum(CURRENCIES),
  defaultLanguage: z.enum(LANGUAGES),
  timeZone: ZTimeZoneSchema,
});
export const ZBrandStepSchema = z.object({
  step: z.literal(3),
  primaryColor: ZColorSchema,
  secondaryColor: ZColorSchema,
  backgroundColor: ZColorSchema,
});
export const ZHoursStepSchema = z.object({ step: z.literal(4), openingHours: ZOpeningHoursSchema });
export const ZOrderingStepSchema = z.object({
  step: z.literal(5),
  allowsDineIn: z.boolean(),
  allowsPickUp: z.boolean(),
  allowsDelivery: z.boolean(),
  allowsGuestCheckout: z.boolean(),
  allowsPayLater: z.boolean(),
  allowsOfflinePayments: z.boolean(),
  orderFee: z.number().int().min(0).max(ORDER_FEE_MAX_ANY_CURRENCY),
});
export const ZFinishStepSchema = z.object({ step: z.literal(6) });

const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** Minutes from order to ready for dine-in and pickup; pickup slots start this long after now. */
export const ORDER_PREP_TIME_MAX = 24 * 60;
const orderingFields = {
  allowsDineIn: z.boolean(),
  allowsPickUp: z.boolean(),
  allowsDelivery: z.boolean(),
  allowsGuestCheckout: z.boolean(),
  allowsPayLater: z.boolean(),
  allowsOfflinePayments: z.boolean(),
  orderFee: z.number().int().min(0).max(ORDER_FEE_MAX_ANY_CURRENCY),
  orderPrepTime: z.number().int().min(0).max(ORDER_PREP_TIME_MAX),
  /** The card processing fee (cards only): a percent with at most two decimals, and a fixed part capped by the venue's currency (maxProcessingFeeFixed). */
  processingFeePercent: z.number().min(0).max(PROCESSING_FEE_PERCENT_MAX).refine(hundredths, keyed('atMostTwoDecimals')),
  processingFeeFixed: z.number().int().min(0).max(PROCESSING_FEE_FIXED_MAX),
};
/** GET /api/restaurant/me/ordering-settings: sign-up step 5's switches and fee, the preparation time and the card processing fee. */
export const ZOrderingSettingsSchema = z.object(orderingFields);
export type TOrderingSettings = z.infer<typeof ZOrderingSettingsSchema>;
/** PATCH /api/restaurant/me/ordering-settings: any subset; the order fee is also capped by the venue's currency (maxOrderFee). */
export const ZOrderingSettingsUpdateSchema = z.object(orderingFields).partial();
export type TOrderingSettingsUpdate = z.infer<typeof ZOrderingSettingsUpdateSchema>;

export const ZSignUpStepRequestSchema = z.discriminatedUnion('step', [
  ZVenueStepSchema,
  ZBrandStepSchema,
  ZHoursStepSchema,
  ZOrderingStepSchema,
  ZFinishStepSchema,
]);
export type TSignUpStepRequest = z.infer<typeof ZSignUpStepRequestSchema>;

/** Logo uploads: the type is checked by content, not by name. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** PUT /api/restaurant/me/logo answers where the stored logo is served. */
export const ZLogoUploadResponseSchema = z.object({ logoUrl: z.string() });
