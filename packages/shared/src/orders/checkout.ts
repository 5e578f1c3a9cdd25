import { z } from 'zod';
import { ZErrorResponseSchema, keyed } from '../errors.ts';
import { ZFreeTextSchema } from '../menu/common.ts';
import { LINE_MODIFIERS_MAX, LINE_QUANTITY_MAX, ORDER_LINES_MAX, ORDER_QUANTITY_MAX, TIP_AMOUNT_MAX } from '../money/caps.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { ZIdSchema } from '../lib/text.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZOrderLineModifierSchema, ZPublicOrderSchema } from './order.ts';
import { TIP_PERCENT_MAX } from './pricing.ts';
import { ORDER_TYPES, PAYMENT_METHODS } from './status.ts';
import { ZStripeCardActionSchema } from '../payments/contracts.ts';
import { ZCheckoutBenefitsSchema, quoteBenefitFields } from '../growth/benefits.ts';

/** Every order submission carries one; a retry with the same key returns the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .min(8)
    .max(128)
    .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces'),
});

/** The caps that keep every total a safe integer (money/caps.ts proves the bound). */
export { LINE_MODIFIERS_MAX, LINE_QUANTITY_MAX, ORDER_LINES_MAX, ORDER_QUANTITY_MAX, TIP_AMOUNT_MAX };

export const ZCheckoutLineSchema = z.object({
  itemId: ZIdSchema,
  quantity: z.number().int().min(1).max(LINE_QUANTITY_MAX),
  /** A modifier may repeat up to its group's deliverectMultiMax. */
  modifierIds: z.array(ZIdSchema).max(LINE_MODIFIERS_MAX).default([]),
  notes: ZFreeTextSchema(300).optional(),
});
export type TCheckoutLine = z.infer<typeof ZCheckoutLineSchema>;

const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

/** A preset or custom percentage (two decimals at most), or a custom amount in minor units; never negative. */
export const ZTipSchema = z.union([
  z.strictObject({ percent: z.number().min(0).max(TIP_PERCENT_MAX).refine(hundredths, keyed('atMostTwoDecimals')) }),
  z.strictObject({ amount: z.number().int().min(0).max(TIP_AMOUNT_MAX) }),
]);

/**
 * The shape of a checkout. Which fields a type needs (table code, pickup time, room ...) and the
 * venue's own demands (name, phone) are checked by checkCheckoutFields, so the answer can carry
 * SPEC section 5's messages; here only types and lengths are checked.
 */
const checkoutFields = {
  type: z.enum(ORDER_TYPES),
  /** dine_in: the table's QR code. */
  tableCode: z.string().trim().max(128).optional(),
  /** pickup: an ISO time with offset, one of GET .../pickup-slots. */
  pickupTime: z.string().trim().max(40).optional(),
  delivery: z
    .object({
      address: z.string().trim().max(300).optional(),
      notes: ZFreeTextSchema(300).optional(),
      locationId: ZIdSchema.optional(),
    })
    .optional(),
  /** room: the guest's room, or checkoutAsVisitor for a hotel visitor without one. */
  roomNumber: z.string().trim().max(20).optional(),
  checkoutAsVisitor: z.boolean().optional(),
  customer: z
    .object({
      name: z.string().trim().max(120).optional(),
      email: z.string().trim().max(254).optional(),
      phone: z.string().trim().max(32).optional(),
    })
    .optional(),
  /** Allergies or special requests (the notes dialog). */
  notes: ZFreeTextSchema(500).optional(),
  lines: z
    .array(ZCheckoutLineSchema)
    .min(1)
    .max(ORDER_LINES_MAX)
    .refine((lines) => lines.reduce((units, line) => units + line.quantity, 0) <= ORDER_QUANTITY_MAX, {
      message: `at most ${ORDER_QUANTITY_MAX} units in one order`,
      params: { key: 'tooMany', max: ORDER_QUANTITY_MAX },
    }),
  tip: ZTipSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** The language the diner ordered in; texts about the order (the ready SMS) are written in it. */
  language: z.enum(LANGUAGES).optional(),
  /** Offers, a code, points and a gift card (growth/benefits.ts). */
  benefits: ZCheckoutBenefitsSchema.optional(),
};

/** Demo provider test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. */
export const ZCardSchema = z.object({
  number: z.string().trim().max(30),
  /** MM/YY */
  expiry: z.string().trim().max(7),
  cvc: z.string().trim().max(4),
});

/** POST /api/public/restaurants/:restaurantId/orders (header Idempotency-Key). */
export const ZCheckoutRequestSchema = z.object({
  ...checkoutFields,
  card: ZCardSchema.optional(),
  /** The total the diner was shown; a different server total answers 409 PRICE_CHANGED with a fresh quote. */
  expectedTotal: z.number().int().min(0),
  /** What the diner was shown the card would pay (quote.amountDue) when points or a gift card pay part: a different card part is 409 PRICE_CHANGED too. */
  expectedAmountDue: z.number().int().min(0).optional(),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequestSchema>;

/** POST .../orders/quote: the same body without payment details; nothing is written. */
export const ZQuoteRequestSchema = z.object({ ...checkoutFields, paymentMethod: z.enum(PAYMENT_METHODS).default('pay_later') });
export type TQuoteRequest = z.infer<typeof ZQuoteRequestSchema>;

export const ZQuoteLineSchema = z.object({
  itemId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  modifiers: z.array(ZOrderLineModifierSchema),
  lineTotal: z.number().int(),
  discount: z.number().int(),
  notes: z.string(),
});

/** The server's prices for a cart. */
export const ZQuoteSchema = z.object({
  currency: z.enum(CURRENCIES),
  lines: z.array(ZQuoteLineSchema),
  subtotal: z.number().int(),
  discount: z.number().int(),
  orderFee: z.number().int(),
  deliveryFee: z.number().int(),
  tip: z.number().int(),
  processingFee: z.number().int(),
  total: z.number().int(),
  ...quoteBenefitFields,
  /** Delivery only: the venue's minimum items total, and how much is missing (0 when met). */
  minOrderValue: z.number().int().nullable(),
  belowMinimumBy: z.number().int(),
  estimatedReadyAt: z.string().nullable(),
});
export type TQuote = z.infer<typeof ZQuoteSchema>;

/** 201 (created) or 200 (a retry with the same Idempotency-Key: the same order). */
export const ZCheckoutResponseSchema = z.object({
  orderId: z.string(),
  /** The secret for GET /api/public/orders/:id?token= and the socket's joinOrder. */
  orderToken: z.string(),
  order: ZPublicOrderSchema,
  /**
   * Stripe only (docs/api/payments.md): the order is written with payment pending; the browser
   * confirms the card with Stripe.js and this client secret, and the order is released by
   * Stripe's webhook. Absent with the demo gateway, which charges the card on the server.
   */
  payment: ZStripeCardActionSchema.optional(),
});
export type TCheckoutResponse = z.infer<typeof ZCheckoutResponseSchema>;

/** 409 PRICE_CHANGED: the error plus the fresh quote to show before asking again. */
export const ZPriceChangedResponseSchema = ZErrorResponseSchema.extend({ quote: ZQuoteSchema });
export type TPriceChangedResponse = z.infer<typeof ZPriceChangedResponseSchema>;

/** GET /api/public/orders/:orderId?token= */
export const ZOrderTokenQuerySchema = z.object({ token: z.string().min(1).max(200) });
export const ZOrderIdParamsSchema = z.object({ orderId: ZIdSchema });
