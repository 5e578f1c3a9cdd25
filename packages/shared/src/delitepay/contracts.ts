import { z } from 'zod';
import { keyed } from '../errors.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { pageOf, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../lib/pagination.ts';
import { ZEmailSchema, ZIdSchema } from '../lib/text.ts';
import { ZFreeTextSchema } from '../menu/common.ts';
import { percentOf, sumMinor } from '../money/arithmetic.ts';
import { CURRENCIES, type TCurrency } from '../money/currencies.ts';
import { minorPerMajor } from '../money/minor.ts';
import { minimumPaymentMinor } from '../money/gateway-minimum.ts';
import { isValidPhone } from '../orders/checkout-rules.ts';
import { ZCardSchema } from '../orders/checkout.ts';
import { processingFeeFor, TIP_PERCENT_PRESETS, type TProcessingFeeRule } from '../orders/pricing.ts';
import { ZRefundRequestSchema, ZRefundSchema, ZStripeCardActionSchema } from '../payments/contracts.ts';

/**
 * DelitePay (issue 9 §5, docs/api/delitepay.md): a venue's public payment page, where anyone pays an
 * amount with a reference, a note and a tip, and payment links staff create for a fixed amount.
 * Every amount is integer minor units of the venue's currency (ISO 4217), as everywhere in the API.
 */

/* ---------- Amounts and tips (the web shows what the server will charge with the same functions) ---------- */

/** Any amount the schemas accept at all; the per-currency bounds below are checked by checkDelitePayAmount. */
export const DELITEPAY_AMOUNT_MAX_ANY = 1_000_000_000_000;

/** The largest single payment: 1,000,000.00 of the currency (1,000,000.000 KWD), or Rp 10,000,000 for IDR. */
export function maxDelitePayAmount(currency: TCurrency): number {
  return currency === 'idr' ? DELITEPAY_AMOUNT_MAX_ANY : 1_000_000 * minorPerMajor(currency);
}

/** The smallest: 1.00 of the currency (SPEC section 9), or the card gateway's own minimum when higher (money/gateway-minimum.ts, shared with the table bill). */
export function minDelitePayAmount(currency: TCurrency, gateway?: string | null): number {
  return minimumPaymentMinor(currency, gateway);
}

export type TDelitePayAmountError = { key: 'splitAmountTooSmall'; params: { min: number } } | { key: 'tooBig'; params: { max: number } };

/**
 * null when the venue may be paid this amount; else the error key (body.amount): 'Amount to pay must be
 * at least {min}' (SPEC section 5), or tooBig. The server's answer formats min and max in the currency.
 * `gateway`: the venue's card gateway ('stripe' raises the minimum for some currencies); the page's minAmount carries it.
 */
export function checkDelitePayAmount(amount: number, currency: TCurrency, gateway?: string | null): TDelitePayAmountError | null {
  const min = minDelitePayAmount(currency, gateway);
  if (amount < min) return { key: 'splitAmountTooSmall', params: { min } };
  const max = maxDelitePayAmount(currency);
  return amount > max ? { key: 'tooBig', params: { max } } : null;
}

/** Tip presets of the payment page: the checkout's (10, 15, 20 %). */
export const DELITEPAY_TIP_PRESETS = TIP_PERCENT_PRESETS;
/** A tip is at most 100 % of the amount paid (the checkout's rule): tipTooHigh {max} above it. */
export const DELITEPAY_TIP_PERCENT_MAX = 100;

const notNegativeNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
/**
 * A percentage (two decimals at most) or an amount in minor units, exactly one of them. Negative or
 * not a number: tipInvalid (as the bill's tip); above 100 % of the amount: tipTooHigh (server).
 */
export const ZDelitePayTipSchema = z
  .strictObject({
    percent: z
      .unknown()
      .refine(notNegativeNumber, keyed('tipInvalid'))
      .pipe(z.number())
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, keyed('atMostTwoDecimals'))
      .optional(),
    amount: z.unknown().refine(notNegativeNumber, keyed('tipInvalid')).pipe(z.number().int().max(DELITEPAY_AMOUNT_MAX_ANY)).optional(),
  })
  .refine((tip) => (tip.percent === undefined) !== (tip.amount === undefined), keyed('invalidValue'));
export type TDelitePayTip = z.infer<typeof ZDelitePayTipSchema>;

/** The tip in minor units for an amount (percent rounds half away from zero, as the checkout's). */
export function tipAmountOf(amount: number, tip: TDelitePayTip | null | undefined): number {
  if (!tip) return 0;
  return tip.percent !== undefined ? percentOf(amount, tip.percent) : (tip.amount ?? 0);
}

/** The largest tip on an amount; a bigger one answers 400 tipTooHigh { max } at body.tip (max formatted in the currency). */
export function maxTipOf(amount: number): number {
  return percentOf(amount, DELITEPAY_TIP_PERCENT_MAX);
}

/**
 * What the card is charged: the amount, the tip, and the venue's card processing fee on both (the
 * checkout's and the bill's rule: percent of amount + tip, plus the fixed part), shown before paying.
 * No order fee: nothing is ordered.
 */
export function delitePayCharge(amount: number, tip: number, rule: TProcessingFeeRule): { processingFee: number; total: number } {
  const base = sumMinor([amount, tip]);
  const processingFee = processingFeeFor(base, rule);
  return { processingFee, total: sumMinor([base, processingFee]) };
}

/* ---------- Payment links (staff: /delitePay) ---------- */

export const PAYMENT_LINK_STATUSES = ['active', 'paid', 'expired', 'cancelled'] as const;
export type TPaymentLinkStatus = (typeof PAYMENT_LINK_STATUSES)[number];

export const SEND_CHANNELS = ['email', 'sms'] as const;
export type TSendChannel = (typeof SEND_CHANNELS)[number];

/** Reference texts (an invoice or booking number): shown to the payer, searched by staff. */
export const ZReferenceSchema = ZFreeTextSchema(64);

/** The last time a link was sent, and to whom. */
export const ZLinkSentSchema = z.object({ channel: z.enum(SEND_CHANNELS), to: z.string(), sentAt: z.string() });

/**
 * A payment link. `status` is computed at read time in the server's clock: `expired` once expiresAt
 * has passed (unless it was paid or cancelled first); a single-use link is `paid` after its one
 * payment; a reusable link stays `active` until it expires or is cancelled.
 */
export const ZPaymentLinkSchema = z.object({
  id: z.string(),
  /** Unguessable; the payer's URL carries it. */
  token: z.string(),
  /** The payer's page, relative to the web app's origin: /{slug}/payment-page?link={token}. */
  url: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  description: z.string(),
  reference: z.string().nullable(),
  /** null: never expires. */
  expiresAt: z.string().nullable(),
  reusable: z.boolean(),
  status: z.enum(PAYMENT_LINK_STATUSES),
  /** Succeeded payments made with the link. */
  timesPaid: z.number().int(),
  /** Their amounts plus tips, before refunds. */
  amountCollected: z.number().int(),
  sentTo: ZLinkSentSchema.nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TPaymentLink = z.infer<typeof ZPaymentLinkSchema>;

/** Where to send a link: exactly one of an e-mail address or a phone number, written in `language` (the venue's default). */
export const ZLinkSendRequestSchema = z
  .object({
    email: ZEmailSchema.optional(),
    phone: z.string().trim().max(32).refine(isValidPhone, keyed('phoneIncorrect')).optional(),
    language: z.enum(LANGUAGES).optional(),
  })
  .refine((send) => (send.email === undefined) !== (send.phone === undefined), keyed('invalidValue'));
export type TLinkSendRequest = z.infer<typeof ZLinkSendRequestSchema>;

/** POST /api/restaurant/payment-links. The amount is fixed (Square and Stripe links of a set price); bounds: checkDelitePayAmount. */
export const ZCreatePaymentLinkRequestSchema = z.object({
  amount: z.number().int().min(1).max(DELITEPAY_AMOUNT_MAX_ANY),
  description: ZFreeTextSchema(200).pipe(z.string().min(1)),
  reference: ZReferenceSchema.optional(),
  /** A future time (else 400 mustBeFuture); null or absent: never expires. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Single-use (the default) is paid once; a reusable link takes any number of payments. */
  reusable: z.boolean().default(false),
  /** Send it at once (the same as POST .../:id/send after creating it). */
  send: ZLinkSendRequestSchema.optional(),
});
export type TCreatePaymentLinkRequest = z.infer<typeof ZCreatePaymentLinkRequestSchema>;

/** GET /api/restaurant/payment-links?status=&limit=&cursor= (newest first). */
export const ZPaymentLinkListQuerySchema = z.object({
  status: z.enum(PAYMENT_LINK_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TPaymentLinkListQuery = z.infer<typeof ZPaymentLinkListQuerySchema>;
export const ZPaymentLinkPageSchema = pageOf(ZPaymentLinkSchema).extend({ timeZone: z.string() });
export type TPaymentLinkPage = z.infer<typeof ZPaymentLinkPageSchema>;

export const ZPaymentLinkIdParamsSchema = z.object({ id: ZIdSchema });

/* ---------- The venue's switch ---------- */

/** GET (orders.view) and PATCH (settings.change) /api/restaurant/delitepay-settings: off, the public page and links answer 403 delitePayOff. */
export const ZDelitePaySettingsSchema = z.object({ allowsDelitePay: z.boolean() });
export type TDelitePaySettings = z.infer<typeof ZDelitePaySettingsSchema>;

/* ---------- The public payment page (/:restaurantSlug/payment-page) ---------- */

export const ZRestaurantSlugParamsSchema = z.object({ restaurantSlug: z.string().min(1).max(100) });
export const ZLinkTokenParamsSchema = z.object({ token: z.string().min(16).max(128) });

/**
 * The card form the page shows: `demo` posts the card with the payment; `stripe` mounts Stripe's
 * Payment Element with the pay answer's `payment` (publishableKey here lets the page load Stripe.js early).
 */
export const ZGatewayInfoSchema = z.object({
  provider: z.enum(['demo', 'stripe']),
  publishableKey: z.string().nullable(),
  stripeAccount: z.string().nullable(),
});

/** GET /api/public/payment-page/:restaurantSlug. 404 unknown venue; 403 FORBIDDEN delitePayOff when the venue has DelitePay off. */
export const ZPaymentPageInfoSchema = z.object({
  restaurantId: z.string(),
  slug: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  currency: z.enum(CURRENCIES),
  timeZone: z.string(),
  /** Always true in a 200 (a venue with it off answers 403 delitePayOff). */
  allowsDelitePay: z.boolean(),
  tipPercentPresets: z.array(z.number()),
  /** Card processing fee added to every payment (delitePayCharge): percent of amount + tip, plus fixed minor units. */
  processingFeeRule: z.object({ percent: z.number(), fixed: z.number().int() }),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  gateway: ZGatewayInfoSchema,
});
export type TPaymentPageInfo = z.infer<typeof ZPaymentPageInfoSchema>;

/** What a payer sees of a link. */
export const ZPublicPaymentLinkSchema = z.object({
  token: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  description: z.string(),
  reference: z.string().nullable(),
  expiresAt: z.string().nullable(),
  reusable: z.boolean(),
});
export type TPublicPaymentLink = z.infer<typeof ZPublicPaymentLinkSchema>;

/**
 * GET /api/public/payment-links/:token: the link and its venue's page. A used, expired or cancelled
 * link answers 410 PAYMENT_LINK_INVALID (key paymentLinkUsed, paymentLinkExpired or paymentLinkCancelled).
 */
export const ZPublicPaymentLinkResponseSchema = z.object({ link: ZPublicPaymentLinkSchema, page: ZPaymentPageInfoSchema });
export type TPublicPaymentLinkResponse = z.infer<typeof ZPublicPaymentLinkResponseSchema>;

/**
 * POST /api/public/payment-page/:restaurantSlug/payments (header Idempotency-Key, as the checkout's).
 * Either `amount` (the open page) or `linkToken` (the link's own amount; `amount` must then be absent).
 * A retry with the same key and body answers the same payment (200) and charges once.
 */
export const ZDelitePayRequestSchema = z
  .object({
    linkToken: z.string().min(16).max(128).optional(),
    amount: z.number().int().min(1).max(DELITEPAY_AMOUNT_MAX_ANY).optional(),
    /** The payer's reference (an invoice or table number); with a link, the link's own reference is kept. */
    reference: ZReferenceSchema.optional(),
    note: ZFreeTextSchema(500).optional(),
    tip: ZDelitePayTipSchema.optional(),
    payer: z
      .object({
        name: ZFreeTextSchema(120).optional(),
        /** A receipt goes here. */
        email: ZEmailSchema.optional(),
      })
      .optional(),
    /** The payer's language (the receipt's). */
    language: z.enum(LANGUAGES).optional(),
    /** Demo gateway only (its test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined); absent with Stripe. */
    card: ZCardSchema.optional(),
    /** The total the payer was shown (amount + tip + processing fee); another server total answers 409 PRICE_CHANGED, nothing written. */
    expectedTotal: z.number().int().min(0).optional(),
  })
  .refine((body) => (body.amount === undefined) !== (body.linkToken === undefined), keyed('invalidValue', ['amount']));
export type TDelitePayRequest = z.infer<typeof ZDelitePayRequestSchema>;

export const DELITEPAY_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TDelitePayPaymentStatus = (typeof DELITEPAY_PAYMENT_STATUSES)[number];

/** 201 (a new payment) or 200 (a replay with the same Idempotency-Key). */
export const ZDelitePayResponseSchema = z.object({
  paymentId: z.string(),
  /** succeeded (demo) or pending (Stripe: the browser confirms, the webhook settles). */
  status: z.enum(DELITEPAY_PAYMENT_STATUSES),
  /** The success page's secret: GET /api/public/payment-success/:successToken. */
  successToken: z.string(),
  /** The web route: /restaurants/{restaurantId}/payment/success/{successToken}. */
  successPath: z.string(),
  amount: z.number().int(),
  tip: z.number().int(),
  processingFee: z.number().int(),
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** Stripe only: confirm with Stripe.js and this client secret, then go to successPath. */
  payment: ZStripeCardActionSchema.optional(),
});
export type TDelitePayResponse = z.infer<typeof ZDelitePayResponseSchema>;

/** GET /api/public/payment-success/:token (the success page; the token is unguessable). */
export const ZPaymentSuccessSchema = z.object({
  restaurant: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    logoUrl: z.string().nullable(),
    /** The venue's brand colour, as on its payment page (the page's header). */
    primaryColor: z.string(),
    timeZone: z.string(),
  }),
  payment: z.object({
    status: z.enum(DELITEPAY_PAYMENT_STATUSES),
    amount: z.number().int(),
    tip: z.number().int(),
    processingFee: z.number().int(),
    total: z.number().int(),
    refundedAmount: z.number().int(),
    currency: z.enum(CURRENCIES),
    reference: z.string().nullable(),
    note: z.string().nullable(),
    /** The link's description for a link payment, else null. */
    description: z.string().nullable(),
    payerName: z.string().nullable(),
    cardLast4: z.string().nullable(),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
  }),
});
export type TPaymentSuccess = z.infer<typeof ZPaymentSuccessSchema>;

/* ---------- Transactions (staff: /paymentPageTransactions) ---------- */

export const TRANSACTION_SOURCES = ['page', 'link'] as const;
export type TTransactionSource = (typeof TRANSACTION_SOURCES)[number];
/**
 * A transaction's state on /paymentPageTransactions: a payment's status, or `duplicate`: a second
 * charge for a payment already paid (an earlier attempt's card form confirmed after a retry paid,
 * docs/decisions.md "DelitePay: a duplicate charge is given back"). It is refunded in full
 * automatically, is not counted in the totals, and can be refunded by staff if the automatic refund failed.
 */
export const TRANSACTION_STATUSES = [...DELITEPAY_PAYMENT_STATUSES, 'duplicate'] as const;
export type TTransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Filter values: a transaction status, or `refunded` (succeeded with any refund). */
export const TRANSACTION_STATUS_FILTERS = [...TRANSACTION_STATUSES, 'refunded'] as const;

const ZLocalDateSchema = z.iso.date();

/**
 * GET /api/restaurant/payment-page-transactions (and .../export.csv, without limit and cursor).
 * from/to are calendar days in the venue's time zone, both included; default: the last 30 days.
 */
export const ZTransactionListQuerySchema = z
  .object({
    from: ZLocalDateSchema.optional(),
    to: ZLocalDateSchema.optional(),
    status: z.enum(TRANSACTION_STATUS_FILTERS).optional(),
    source: z.enum(TRANSACTION_SOURCES).optional(),
    /** Part of a reference (case-insensitive). */
    search: z.string().trim().max(64).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
    cursor: z.string().max(200).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, keyed('minAboveMax', ['from']));
export type TTransactionListQuery = z.infer<typeof ZTransactionListQuerySchema>;

export const ZTransactionSchema = z.object({
  id: z.string(),
  source: z.enum(TRANSACTION_SOURCES),
  linkId: z.string().nullable(),
  /** The link's description, for a link payment. */
  description: z.string().nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  payerName: z.string().nullable(),
  payerEmail: z.string().nullable(),
  amount: z.number().int(),
  tip: z.number().int(),
  processingFee: z.number().int(),
  total: z.number().int(),
  currency: z.enum(CURRENCIES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Refunds the provider has made (ours and any made in Stripe's Dashboard). */
  refundedAmount: z.number().int(),
  /** Refunds asked of the provider and not answered yet (retried by a job); reserved, so not refundable again. */
  refundPendingAmount: z.number().int(),
  /** What a refund may still give back (0 unless succeeded or a duplicate): total - refunded - pending. */
  refundableAmount: z.number().int(),
  provider: z.string(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransactionSchema>;

/** Succeeded payments of the filtered period (all pages, not just this one); duplicates are not counted. */
export const ZTransactionTotalsSchema = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  tip: z.number().int(),
  processingFee: z.number().int(),
  total: z.number().int(),
  /** Refunds made (succeeded at the provider). */
  refunded: z.number().int(),
  /** Refunds still waiting for the provider's answer, shown apart: not yet money given back. */
  refundPending: z.number().int(),
  /** total - refunded */
  net: z.number().int(),
});
export type TTransactionTotals = z.infer<typeof ZTransactionTotalsSchema>;

export const ZTransactionPageSchema = pageOf(ZTransactionSchema).extend({
  totals: ZTransactionTotalsSchema,
  currency: z.enum(CURRENCIES),
  timeZone: z.string(),
  /** The period used (the defaults filled in). */
  from: z.string(),
  to: z.string(),
});
export type TTransactionPage = z.infer<typeof ZTransactionPageSchema>;

/** POST /api/restaurant/payment-page-transactions/:id/refunds (money.refund). Above what is left: 400 refundAboveCaptured { left }. */
export const ZDelitePayRefundRequestSchema = ZRefundRequestSchema;
export const ZDelitePayRefundResponseSchema = z.object({ refund: ZRefundSchema, transaction: ZTransactionSchema });
export type TDelitePayRefundResponse = z.infer<typeof ZDelitePayRefundResponseSchema>;
