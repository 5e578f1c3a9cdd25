import { z } from 'zod';
import { CURRENCIES } from '../money/currencies.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZStripeCardActionSchema } from '../payments/contracts.ts';
import { ZCardSchema } from '../orders/checkout.ts';
import { ZPageQuerySchema, pageOf } from '../lib/pagination.ts';
import { ZEmailSchema, ZIdSchema, ZTextSchema } from '../lib/text.ts';
import { BENEFIT_CODE_MAX } from './benefits.ts';

/**
 * Gift cards (issue 11 section 4, docs/api/growth-gift-cards.md): products a venue sells, purchases
 * paid by card, the cards themselves (balance in minor units, code kept only as a hash) and their
 * append-only ledger.
 */

/** Bounds on any gift card amount, in minor units: a venue's own product bounds sit inside them. */
export const GIFT_CARD_AMOUNT_MIN = 100;
export const GIFT_CARD_AMOUNT_MAX = 100_000_000;
export const GIFT_CARD_MESSAGE_MAX = 500;
export const GIFT_CARD_NAME_MAX = 80;
export const GIFT_CARD_REASON_MAX = 200;
/** A delivery date may be at most this many days ahead of the venue's today. */
export const GIFT_CARD_DELIVERY_DAYS_MAX = 366;

export const GIFT_CARD_DESIGNS = ['classic', 'celebration', 'thanks', 'festive'] as const;
export type TGiftCardDesign = (typeof GIFT_CARD_DESIGNS)[number];
export const GIFT_CARD_PRODUCT_KINDS = ['fixed', 'custom'] as const;
export type TGiftCardProductKind = (typeof GIFT_CARD_PRODUCT_KINDS)[number];
export const GIFT_CARD_LEDGER_KINDS = ['activate', 'redeem', 'refund', 'adjust'] as const;
export type TGiftCardLedgerKind = (typeof GIFT_CARD_LEDGER_KINDS)[number];

const ZAmountSchema = z.number().int().min(GIFT_CARD_AMOUNT_MIN).max(GIFT_CARD_AMOUNT_MAX);
const ZLocalDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-12-24');

export const ZGiftCardCodeBodySchema = z.strictObject({ code: z.string().trim().min(1).max(BENEFIT_CODE_MAX) });
export type TGiftCardCodeBody = z.infer<typeof ZGiftCardCodeBodySchema>;

// ---- Products ----

/** What a diner sees: one tile to pick. A fixed product sells `amount`; a custom one lets the buyer choose within min..max. */
export const ZPublicGiftCardProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(GIFT_CARD_PRODUCT_KINDS),
  amount: z.number().int().nullable(),
  minAmount: z.number().int().nullable(),
  maxAmount: z.number().int().nullable(),
  design: z.enum(GIFT_CARD_DESIGNS),
});
export type TPublicGiftCardProduct = z.infer<typeof ZPublicGiftCardProductSchema>;
export const ZPublicGiftCardProductsSchema = z.object({
  restaurantName: z.string(),
  currency: z.enum(CURRENCIES),
  items: z.array(ZPublicGiftCardProductSchema),
});
export type TPublicGiftCardProducts = z.infer<typeof ZPublicGiftCardProductsSchema>;

export const ZGiftCardProductSchema = ZPublicGiftCardProductSchema.extend({
  currency: z.enum(CURRENCIES),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
});
export type TGiftCardProduct = z.infer<typeof ZGiftCardProductSchema>;
export const ZGiftCardProductPageSchema = pageOf(ZGiftCardProductSchema);

const productFields = {
  name: ZTextSchema(GIFT_CARD_NAME_MAX),
  kind: z.enum(GIFT_CARD_PRODUCT_KINDS),
  amount: ZAmountSchema.nullable().optional(),
  minAmount: ZAmountSchema.nullable().optional(),
  maxAmount: ZAmountSchema.nullable().optional(),
  design: z.enum(GIFT_CARD_DESIGNS).default('classic'),
  isActive: z.boolean().default(true),
};
/** Fixed: `amount` required; custom: `minAmount` <= `maxAmount` required. The server checks the pair (400 with its key). */
export const ZCreateGiftCardProductSchema = z.strictObject(productFields);
export type TCreateGiftCardProduct = z.infer<typeof ZCreateGiftCardProductSchema>;
export const ZUpdateGiftCardProductSchema = z.strictObject({
  name: productFields.name.optional(),
  kind: productFields.kind.optional(),
  amount: productFields.amount,
  minAmount: productFields.minAmount,
  maxAmount: productFields.maxAmount,
  design: z.enum(GIFT_CARD_DESIGNS).optional(),
  isActive: z.boolean().optional(),
});
export type TUpdateGiftCardProduct = z.infer<typeof ZUpdateGiftCardProductSchema>;
export const ZGiftCardProductListQuerySchema = ZPageQuerySchema.extend({
  includeDeleted: z.enum(['true', 'false']).default('false'),
});
export type TGiftCardProductListQuery = z.infer<typeof ZGiftCardProductListQuerySchema>;

// ---- Purchases ----

export const ZGiftCardPurchaseRequestSchema = z.strictObject({
  /** Absent: 400 giftCardRequired ("please select a gift card to purchase"). */
  productId: ZIdSchema.optional(),
  /** Custom products only: the amount the buyer chose, within the product's bounds. */
  amount: z.number().int().min(1).max(GIFT_CARD_AMOUNT_MAX).optional(),
  design: z.enum(GIFT_CARD_DESIGNS).optional(),
  recipient: z.strictObject({ name: ZTextSchema(GIFT_CARD_NAME_MAX), email: ZEmailSchema }),
  purchaser: z.strictObject({ name: ZTextSchema(GIFT_CARD_NAME_MAX), email: ZEmailSchema }),
  message: z.string().trim().max(GIFT_CARD_MESSAGE_MAX).optional(),
  /** The day (venue's calendar) the recipient gets the e-mail, at 09:00 venue time; absent or today: at once. */
  deliverOn: ZLocalDateSchema.optional(),
  /** The recipient's e-mail language (default: the page's). */
  language: z.enum(LANGUAGES).optional(),
  /** Demo gateway only; with Stripe the card is entered in Stripe's form. */
  card: ZCardSchema.optional(),
  /** The total the buyer was shown; another answers 409 PRICE_CHANGED. */
  expectedTotal: z.number().int().optional(),
});
export type TGiftCardPurchaseRequest = z.infer<typeof ZGiftCardPurchaseRequestSchema>;

export const GIFT_CARD_PURCHASE_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const ZGiftCardPurchaseResponseSchema = z.object({
  purchaseId: z.string(),
  status: z.enum(GIFT_CARD_PURCHASE_STATUSES),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  successToken: z.string(),
  successPath: z.string(),
  payment: ZStripeCardActionSchema.optional(),
});
export type TGiftCardPurchaseResponse = z.infer<typeof ZGiftCardPurchaseResponseSchema>;

export const ZGiftCardPurchaseSuccessSchema = z.object({
  status: z.enum(GIFT_CARD_PURCHASE_STATUSES),
  restaurantName: z.string(),
  productName: z.string(),
  design: z.enum(GIFT_CARD_DESIGNS),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  recipientName: z.string(),
  recipientEmail: z.string(),
  /** Venue-local day of delivery; null: sent at once. */
  deliverOn: z.string().nullable(),
  /** The card's last four characters once paid (the code itself goes only to the recipient). */
  last4: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type TGiftCardPurchaseSuccess = z.infer<typeof ZGiftCardPurchaseSuccessSchema>;
export const ZGiftCardSuccessParamsSchema = z.object({ restaurantId: ZIdSchema, token: z.string().min(16).max(128) });

// ---- Cards ----

/** POST .../gift-cards/balance. */
export const ZGiftCardBalanceSchema = z.object({ balance: z.number().int(), currency: z.enum(CURRENCIES), last4: z.string() });
export type TGiftCardBalance = z.infer<typeof ZGiftCardBalanceSchema>;

export const ZGiftCardSchema = z.object({
  id: z.string(),
  last4: z.string(),
  initialAmount: z.number().int(),
  balance: z.number().int(),
  currency: z.enum(CURRENCIES),
  recipientName: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
});
export type TGiftCard = z.infer<typeof ZGiftCardSchema>;

export const ZGiftCardLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(GIFT_CARD_LEDGER_KINDS),
  /** Signed: activate/refund/adjust up > 0, redeem/adjust down < 0. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
  orderId: z.string().nullable(),
  billPaymentId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TGiftCardLedgerEntry = z.infer<typeof ZGiftCardLedgerEntrySchema>;
export const ZGiftCardLedgerPageSchema = pageOf(ZGiftCardLedgerEntrySchema);

export const ZGiftCardAdjustmentSchema = z.strictObject({
  /** Signed minor units, not 0; the balance may not go below 0 (409 GIFT_CARD_SPENT). */
  amount: z
    .number()
    .int()
    .min(-GIFT_CARD_AMOUNT_MAX)
    .max(GIFT_CARD_AMOUNT_MAX)
    .refine((n) => n !== 0, 'must not be 0'),
  reason: ZTextSchema(GIFT_CARD_REASON_MAX),
});
export type TGiftCardAdjustment = z.infer<typeof ZGiftCardAdjustmentSchema>;
export const ZGiftCardAdjustedSchema = z.object({ card: ZGiftCardSchema, entry: ZGiftCardLedgerEntrySchema });

export const ZGiftCardIdParamsSchema = z.object({ id: ZIdSchema });
export const ZRestaurantIdParamsSchema = z.object({ restaurantId: ZIdSchema });

/** Each design's main colour (the e-mail's card block, the web's card face), dark enough for white text (WCAG AA). */
export const GIFT_CARD_DESIGN_COLORS: Record<TGiftCardDesign, string> = {
  classic: '#1864ab',
  celebration: '#a61e4d',
  thanks: '#2b8a3e',
  festive: '#c92a2a',
};

/** GET /api/customer/me/gift-cards: cards the signed-in customer bought (their account's e-mail as the buyer's), never the code. */
export const ZCustomerGiftCardSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  last4: z.string(),
  balance: z.number().int(),
  initialAmount: z.number().int(),
  currency: z.enum(CURRENCIES),
  recipientName: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TCustomerGiftCard = z.infer<typeof ZCustomerGiftCardSchema>;
export const ZCustomerGiftCardPageSchema = pageOf(ZCustomerGiftCardSchema);
