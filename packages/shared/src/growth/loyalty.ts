import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from '../lib/pagination.ts';
import { ZIdSchema, ZTextSchema } from '../lib/text.ts';

/**
 * Loyalty stamp cards (issue 11 section 3, SPEC sections 3 and 4; docs/api/growth-loyalty.md).
 * A campaign says how many qualifying orders fill a card (minSpendQuantity) and what the reward is;
 * a pass is one customer's card at one venue: loyaltyPassRedemptionsCount stamps collected and
 * loyaltyPassGiftsCount rewards redeemed.
 *
 * SPEC section 4, exactly:
 * - a qualifying order adds one stamp (the order's 'paid' event); cancelling it takes it back;
 * - redeeming subtracts minSpendQuantity stamps and adds one gift (refused with too few stamps);
 * - "redeem free" adds minSpendQuantity stamps: staff grant a full card without orders
 *   (a goodwill gesture or a card carried over from paper), which the customer then redeems.
 */

export const LOYALTY_NAME_MAX = 80;
export const LOYALTY_REWARD_MAX = 200;
export const LOYALTY_STAMPS_MIN = 1;
export const LOYALTY_STAMPS_MAX = 50;
/** A qualifying order's minimum items total (minor units); 0 means every paid order counts. */
export const LOYALTY_MIN_ORDER_MAX = 100_000_000;
/** Pass identifiers are 20 characters of an alphabet without look-alikes (they are also typed by staff). */
export const PASS_IDENTIFIER_PATTERN = /^[A-HJ-NP-Z2-9]{20}$/;

export const ZPassIdentifierSchema = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().max(64));

export const ZLoyaltyCampaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  rewardDescription: z.string(),
  minSpendQuantity: z.number().int(),
  /** The items total (minor units, before fees and tips) an order must reach to earn a stamp. */
  minOrderAmount: z.number().int(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many customers hold a pass of this campaign. */
  membersCount: z.number().int(),
});
export type TLoyaltyCampaign = z.infer<typeof ZLoyaltyCampaignSchema>;
export const ZLoyaltyCampaignPageSchema = pageOf(ZLoyaltyCampaignSchema);
export type TLoyaltyCampaignPage = z.infer<typeof ZLoyaltyCampaignPageSchema>;

const campaignFields = {
  name: ZTextSchema(LOYALTY_NAME_MAX),
  rewardDescription: ZTextSchema(LOYALTY_REWARD_MAX),
  minSpendQuantity: z.number().int().min(LOYALTY_STAMPS_MIN).max(LOYALTY_STAMPS_MAX),
  minOrderAmount: z.number().int().min(0).max(LOYALTY_MIN_ORDER_MAX),
  isActive: z.boolean(),
};
export const ZLoyaltyCampaignCreateSchema = z.strictObject({ ...campaignFields, isActive: campaignFields.isActive.default(true) });
export type TLoyaltyCampaignCreate = z.input<typeof ZLoyaltyCampaignCreateSchema>;
export const ZLoyaltyCampaignUpdateSchema = z.strictObject(campaignFields).partial();
export type TLoyaltyCampaignUpdate = z.infer<typeof ZLoyaltyCampaignUpdateSchema>;

export const ZLoyaltyCampaignListQuerySchema = ZPageQuerySchema.extend({
  /** Soft-deleted campaigns are hidden unless asked for. */
  includeDeleted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ZLoyaltyVenueParamsSchema = z.object({ restaurantId: ZIdSchema });
export const ZLoyaltyCampaignParamsSchema = ZLoyaltyVenueParamsSchema.extend({ campaignId: ZIdSchema });
export const ZLoyaltyPassParamsSchema = ZLoyaltyVenueParamsSchema.extend({ passIdentifier: ZPassIdentifierSchema });

/** SPEC section 3's five loyalty images, as Apple Wallet names them (Google uses logo, strip as hero, and the background colour). */
export const LOYALTY_IMAGE_SLOTS = ['icon', 'logo', 'strip', 'thumbnail', 'background'] as const;
export type TLoyaltyImageSlot = (typeof LOYALTY_IMAGE_SLOTS)[number];

/** Each slot holds a media image id (POST /api/media/images) or null; answers add where it is shown. */
export const ZLoyaltyImagesSchema = z.object(
  Object.fromEntries(LOYALTY_IMAGE_SLOTS.map((slot) => [slot, z.object({ imageId: z.string(), url: z.string() }).nullable()])) as Record<
    TLoyaltyImageSlot,
    z.ZodNullable<z.ZodObject<{ imageId: z.ZodString; url: z.ZodString }>>
  >,
);
export type TLoyaltyImages = z.infer<typeof ZLoyaltyImagesSchema>;
export const ZLoyaltyImagesUpdateSchema = z
  .strictObject(
    Object.fromEntries(LOYALTY_IMAGE_SLOTS.map((slot) => [slot, ZIdSchema.nullable()])) as Record<TLoyaltyImageSlot, z.ZodNullable<typeof ZIdSchema>>,
  )
  .partial();
export type TLoyaltyImagesUpdate = z.infer<typeof ZLoyaltyImagesUpdateSchema>;

/** The venue's loyalty switch and images (staff /loyalty). */
export const ZLoyaltySettingsSchema = z.object({
  loyaltyEnabled: z.boolean(),
  images: ZLoyaltyImagesSchema,
  wallets: z.object({ apple: z.boolean(), google: z.boolean() }),
});
export type TLoyaltySettings = z.infer<typeof ZLoyaltySettingsSchema>;
export const ZLoyaltySettingsUpdateSchema = z.strictObject({ loyaltyEnabled: z.boolean() });

/** A pass as staff see it (members list, scan / redeem page). */
export const ZLoyaltyPassSchema = z.object({
  id: z.string(),
  passIdentifier: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  rewardDescription: z.string(),
  minSpendQuantity: z.number().int(),
  campaignActive: z.boolean(),
  customerName: z.string(),
  customerEmail: z.string(),
  loyaltyPassRedemptionsCount: z.number().int(),
  loyaltyPassGiftsCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TLoyaltyPass = z.infer<typeof ZLoyaltyPassSchema>;
export const ZLoyaltyPassPageSchema = pageOf(ZLoyaltyPassSchema);
export type TLoyaltyPassPage = z.infer<typeof ZLoyaltyPassPageSchema>;
export const ZLoyaltyPassListQuerySchema = ZPageQuerySchema.extend({ campaignId: ZIdSchema.optional() });

/** What a stamp change was (the pass's history). */
export const LOYALTY_ENTRY_KINDS = ['stamp', 'unstamp', 'redeem', 'redeemFree'] as const;
export const ZLoyaltyEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(LOYALTY_ENTRY_KINDS),
  stamps: z.number().int(),
  gifts: z.number().int(),
  orderNumber: z.number().int().nullable(),
  memberName: z.string().nullable(),
  createdAt: z.string(),
});
export type TLoyaltyEntry = z.infer<typeof ZLoyaltyEntrySchema>;
export const ZLoyaltyPassDetailSchema = ZLoyaltyPassSchema.extend({ history: z.array(ZLoyaltyEntrySchema) });
export type TLoyaltyPassDetail = z.infer<typeof ZLoyaltyPassDetailSchema>;

/** The customer's own pass (join page, /profile). Wallet links are present only when the server is configured for them. */
export const ZCustomerPassSchema = z.object({
  id: z.string(),
  passIdentifier: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  campaignName: z.string(),
  rewardDescription: z.string(),
  minSpendQuantity: z.number().int(),
  loyaltyPassRedemptionsCount: z.number().int(),
  loyaltyPassGiftsCount: z.number().int(),
  /** Complete cards waiting to be redeemed (floor(stamps / minSpendQuantity)). */
  rewardsReady: z.number().int(),
  appleWalletUrl: z.string().nullable(),
  googleWalletUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TCustomerPass = z.infer<typeof ZCustomerPassSchema>;
export const ZCustomerPassPageSchema = pageOf(ZCustomerPassSchema);

/** GET /api/public/restaurants/:restaurantId/loyalty: the venue's running stamp card (null when loyalty is off or no campaign is active). */
export const ZPublicLoyaltySchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  loyaltyEnabled: z.boolean(),
  campaign: z
    .object({
      id: z.string(),
      name: z.string(),
      rewardDescription: z.string(),
      minSpendQuantity: z.number().int(),
      minOrderAmount: z.number().int(),
    })
    .nullable(),
  currency: z.string(),
  logoUrl: z.string().nullable(),
  /** Which wallets this server can issue passes for. */
  wallets: z.object({ apple: z.boolean(), google: z.boolean() }),
  /** The signed-in customer's pass here, when there is one. */
  pass: ZCustomerPassSchema.nullable(),
});
export type TPublicLoyalty = z.infer<typeof ZPublicLoyaltySchema>;

export const ZLoyaltyJoinSchema = z.strictObject({});
