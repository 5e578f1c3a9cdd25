import { z } from 'zod';
import { ZIdSchema } from '../lib/text.ts';

/**
 * What a diner asks the checkout to apply (docs/api/growth.md "Checkout benefits"). Discounts lower
 * the items total before fees and tips (offers the diner picked or typed a code for, and the club's
 * perks, which apply by themselves to a signed-in member). Tenders pay part of the total, like a
 * second card: points never pay the tip (SPEC section 5), a gift card may. The server recomputes
 * every figure; the web only shows the quote.
 */

/** Offers the diner may pick at once (the offers dialog); whether they combine is each offer's rule. */
export const OFFERS_PER_ORDER_MAX = 5;
/** A code as typed: offer codes and gift card codes alike (gift card codes are 16 characters, grouped with dashes or spaces). */
export const BENEFIT_CODE_MAX = 32;
/** Points asked for in one order: far above any balance, so the bound only stops absurd input. */
export const POINTS_PER_ORDER_MAX = 100_000_000;

export const ZBenefitCodeSchema = z.string().trim().min(1).max(BENEFIT_CODE_MAX);

export const ZCheckoutBenefitsSchema = z.strictObject({
  /** Offers the diner chose in the offers dialog (GET .../offers/available). */
  offerIds: z.array(ZIdSchema).max(OFFERS_PER_ORDER_MAX).default([]),
  /** A discount code typed at checkout. */
  offerCode: ZBenefitCodeSchema.optional(),
  /** Membership points to redeem (signed-in customers only); capped by the server at what the order may take. */
  points: z.number().int().min(1).max(POINTS_PER_ORDER_MAX).optional(),
  /** A gift card to pay with: all it can cover, or at most `amount` (minor units). */
  giftCard: z
    .strictObject({
      code: ZBenefitCodeSchema,
      amount: z.number().int().min(1).optional(),
    })
    .optional(),
});
export type TCheckoutBenefits = z.infer<typeof ZCheckoutBenefitsSchema>;

export const DISCOUNT_SOURCES = ['offer', 'club'] as const;
export type TDiscountSource = (typeof DISCOUNT_SOURCES)[number];
export const TENDER_SOURCES = ['points', 'giftCard'] as const;
export type TTenderSource = (typeof TENDER_SOURCES)[number];

/** One discount line of the quote ("Spend 30, get a dessert: -6.50"). */
export const ZQuoteDiscountSchema = z.object({
  source: z.enum(DISCOUNT_SOURCES),
  /** The offer's or the club plan's id. */
  id: z.string(),
  /** The offer's or perk's name, in the venue's language. */
  name: z.string(),
  /** Minor units taken off the items total. */
  amount: z.number().int(),
});
export type TQuoteDiscount = z.infer<typeof ZQuoteDiscountSchema>;

/** One tender line of the quote ("Points (650): -6.50", "Gift card ••••WXYZ: -20.00"). */
export const ZQuoteTenderSchema = z.object({
  source: z.enum(TENDER_SOURCES),
  /** Points: the points account id; gift card: the card's id (never its code). */
  id: z.string(),
  /** Gift card: the last four characters of its code; points: ''. */
  label: z.string(),
  /** Minor units this tender pays. */
  amount: z.number().int(),
  /** Points only: the points spent. */
  points: z.number().int().optional(),
});
export type TQuoteTender = z.infer<typeof ZQuoteTenderSchema>;

/** Added to the quote: the discount lines, the tenders, and what is left to pay by the order's payment method. */
export const quoteBenefitFields = {
  discounts: z.array(ZQuoteDiscountSchema),
  /** The sum of `discounts` (tag discounts stay in `discount`). */
  benefitDiscount: z.number().int(),
  tenders: z.array(ZQuoteTenderSchema),
  /** The sum of `tenders`. */
  tendered: z.number().int(),
  /** total - tendered: what the card (or cash, or the bill) still has to pay. */
  amountDue: z.number().int(),
};

export const NO_BENEFITS = { discounts: [], benefitDiscount: 0, tenders: [], tendered: 0 } as const;
