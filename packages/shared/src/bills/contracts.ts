import { z } from 'zod';
import { keyed } from '../errors.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { pageOf, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../lib/pagination.ts';
import { ZEmailSchema, ZIdSchema } from '../lib/text.ts';
import { ZFreeTextSchema } from '../menu/common.ts';
import { allocate, percentOf } from '../money/arithmetic.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { ZCardSchema } from '../orders/checkout.ts';
import { TIP_PERCENT_PRESETS } from '../orders/pricing.ts';
import { ZRefundRequestSchema, ZRefundSchema, ZStripeCardActionSchema } from '../payments/contracts.ts';

/**
 * The table bill (issue 9 section 3, docs/api/bills.md): every dine-in order placed at a table
 * since its last bill closed, paid by the diners in any mix of whole bill, selected items, an
 * N-way split, a custom amount or a share of one shared item. Every amount is integer minor
 * units of the venue's currency (ISO 4217), as everywhere in the API; the server recomputes them.
 */

/* ---------- Limits (the web offers only these; the server refuses anything else) ---------- */

/** An N-way split: between 2 and 50 people (splitPeopleRange { min, max }). */
export const BILL_SPLIT_PEOPLE_MIN = 2;
export const BILL_SPLIT_PEOPLE_MAX = 50;
/** A shared item is split into 2..20 parts (a third of a bottle: parts 3, shares 1); billShareInvalid { parts }. */
export const BILL_SHARE_PARTS_MIN = 2;
export const BILL_SHARE_PARTS_MAX = 20;
/** Lines one 'items' payment may name. */
export const BILL_ITEMS_MAX = 200;
/** Tip presets the bill offers (the checkout's); a custom amount and no tip are always allowed. */
export const BILL_TIP_PERCENT_PRESETS = TIP_PERCENT_PRESETS;
/** A tip is at most 100 % of the payer's own share (tipTooHigh { max } above it). */
export const BILL_TIP_PERCENT_MAX = 100;

export const BILL_STATUSES = ['open', 'closed'] as const;
export type TBillStatus = (typeof BILL_STATUSES)[number];

/** item: an order line; orderFee: an order's order fee; tip: a tip given at checkout with the order. */
export const BILL_LINE_KINDS = ['item', 'orderFee', 'tip'] as const;
export type TBillLineKind = (typeof BILL_LINE_KINDS)[number];

/**
 * card: paid by the diner online (demo or Stripe); saved_card: charged to a card saved for the tab;
 * cash and card_terminal: recorded by staff at the table; gift_card: a diner's share paid from a gift card
 * balance (a guarded decrement in the payment's own transaction, docs/api/growth-gift-cards.md).
 */
export const BILL_PAYMENT_METHODS = ['card', 'saved_card', 'cash', 'card_terminal', 'gift_card'] as const;
export type TBillPaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];
export const STAFF_BILL_PAYMENT_METHODS = ['cash', 'card_terminal'] as const;

export const BILL_PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TBillPaymentStatus = (typeof BILL_PAYMENT_STATUSES)[number];

/** Why a bill closed: paid to 0, or closed by staff (what was left unpaid is recorded as unpaid). */
export const BILL_CLOSE_REASONS = ['paid', 'staff'] as const;

/* ---------- The bill as diners see it ---------- */

/** A shared item being paid in parts (a third of a bottle); null until someone pays a share of it. */
export const ZBillLineSharesSchema = z.object({
  parts: z.number().int(),
  /** Parts paid (succeeded). */
  partsPaid: z.number().int(),
  /** Parts being paid right now (a card still being charged); taken, like paid ones. */
  partsPending: z.number().int(),
  /** What one more part costs now: leftover minor units go to the first payers. 0 once all parts are taken. */
  nextPartAmount: z.number().int(),
});
export type TBillLineShares = z.infer<typeof ZBillLineSharesSchema>;

export const ZBillLineSchema = z.object({
  lineId: z.string(),
  kind: z.enum(BILL_LINE_KINDS),
  orderId: z.string(),
  orderNumber: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** What the line costs (after its tag discount); a comped line still shows its price here. */
  amount: z.number().int(),
  /** Paid so far (a card-prepaid order's lines are paid in full). */
  paidAmount: z.number().int(),
  /** Reserved by a payment in progress; nobody else can pay it meanwhile. */
  pendingAmount: z.number().int(),
  /** amount - comped part - paid - pending: what selecting this line pays now. */
  remainingAmount: z.number().int(),
  /** The diner's name given with the order, or null. */
  orderedBy: z.string().nullable(),
  /** Taken off the bill by staff (money.comp). */
  comped: z.boolean(),
  /** The order was paid by card at checkout. */
  prepaid: z.boolean(),
  shares: ZBillLineSharesSchema.nullable(),
});
export type TBillLine = z.infer<typeof ZBillLineSchema>;

export const ZBillTotalsSchema = z.object({
  /** Everything ordered at the table (items, order fees, checkout tips), minus comped lines. */
  totalBill: z.number().int(),
  /** Tips: given with bill payments (succeeded) plus tips given at checkout. */
  totalTips: z.number().int(),
  amountPaid: z.number().int(),
  /** Held by payments in progress (counted as taken). */
  amountPending: z.number().int(),
  /** totalBill - amountPaid - amountPending: what the bill still asks for. */
  amountRemaining: z.number().int(),
  /** The order fees inside totalBill. */
  orderFee: z.number().int(),
  /** Card processing fees paid with bill payments (on top of totalBill, never part of it). */
  processingFee: z.number().int(),
  /** Taken off the bill by staff. */
  comped: z.number().int(),
});
export type TBillTotals = z.infer<typeof ZBillTotalsSchema>;

export const ZBillPaymentSchema = z.object({
  id: z.string(),
  /** Towards the bill (the share), without tip and fee. */
  amount: z.number().int(),
  tip: z.number().int(),
  processingFee: z.number().int(),
  /** amount + tip + processingFee: what was charged. */
  total: z.number().int(),
  method: z.enum(BILL_PAYMENT_METHODS),
  status: z.enum(BILL_PAYMENT_STATUSES),
  payerName: z.string().nullable(),
  /** Card payments: the last four digits, when known. */
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
  /** Given back so far (refunds made or under way); at most `total`. The bill's own figures do not change with refunds. */
  refundedAmount: z.number().int(),
});
export type TBillPayment = z.infer<typeof ZBillPaymentSchema>;

/** The N-way split in progress: the next payer pays nextShareAmount (leftover minor units on the first payers). */
export const ZBillSplitSchema = z.object({
  people: z.number().int(),
  /** Shares paid or being paid. */
  sharesTaken: z.number().int(),
  nextShareAmount: z.number().int(),
});
export type TBillSplit = z.infer<typeof ZBillSplitSchema>;

/** Which card form to show: demo posts `card` with the payment; stripe confirms the pay answer's `payment` with Stripe.js. */
export const ZBillGatewaySchema = z.object({
  provider: z.enum(['demo', 'stripe']),
  publishableKey: z.string().nullable(),
  stripeAccount: z.string().nullable(),
});

export const ZBillTipSettingsSchema = z.object({
  /** Percent presets, e.g. [10, 15, 20]. */
  presets: z.array(z.number()),
  /** The preset chosen when the screen opens; null: no tip. */
  defaultPercent: z.number().nullable(),
  maxPercent: z.number(),
});

/** GET /api/public/bills/:token, GET /api/public/tables/:tableCode/bill, and the socket's billUpdated. */
export const ZBillSchema = z.object({
  id: z.string(),
  /** Unguessable: the shareable link carries it (/eat/:tableCode/bill?token=...). */
  token: z.string(),
  restaurantId: z.string(),
  tableDisplayId: z.string(),
  currency: z.enum(CURRENCIES),
  status: z.enum(BILL_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  /** Increases with every change; a client ignores a billUpdated older than what it shows. */
  version: z.number().int(),
  lines: z.array(ZBillLineSchema),
  totals: ZBillTotalsSchema,
  payments: z.array(ZBillPaymentSchema),
  split: ZBillSplitSchema.nullable(),
  /** The smallest payment: 1.00 of the currency, or the gateway's minimum if higher. */
  minimumAmount: z.number().int(),
  tips: ZBillTipSettingsSchema,
  /** Card payments carry this processing fee (shown before paying): percent of amount + tip, plus fixed minor units. */
  processingFeeRule: z.object({ percent: z.number(), fixed: z.number().int() }),
  gateway: ZBillGatewaySchema,
});
export type TBill = z.infer<typeof ZBillSchema>;

/* ---------- Paying ---------- */

const notNegativeNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * A tip on the payer's own share: a percentage (two decimals at most), an amount in minor units,
 * or none. Negative or non-numeric: tipInvalid; above 100 % of the share: tipTooHigh { max } (the
 * server formats max in the currency). Tips are paid in money only: membership points can never
 * pay a tip (tipNotWithPoints), so there is no points field here.
 */
export const ZBillTipSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('percent'),
    percent: z
      .unknown()
      .refine(notNegativeNumber, keyed('tipInvalid'))
      .pipe(z.number())
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, keyed('atMostTwoDecimals')),
  }),
  z.strictObject({
    kind: z.literal('amount'),
    amount: z
      .unknown()
      .refine((value) => notNegativeNumber(value) && Number.isSafeInteger(value), keyed('tipInvalid'))
      .pipe(z.number().int()),
  }),
]);
export type TBillTip = z.infer<typeof ZBillTipSchema>;

/** What the payer pays for (without tip). */
export const ZBillSelectionSchema = z.discriminatedUnion('mode', [
  /** Cover the whole bill: everything still remaining. */
  z.strictObject({ mode: z.literal('whole') }),
  /** Pay for selected items: the lines' remaining amounts. A line paid or being paid meanwhile: 409 BILL_CHANGED (billLinePaid). */
  z.strictObject({ mode: z.literal('items'), lineIds: z.array(z.string().min(1).max(100)).min(1).max(BILL_ITEMS_MAX) }),
  /**
   * Split between `people` (everyone in the split, including those who already paid): the server
   * keeps the plan and charges the next share. Another `people` than the plan's starts a new plan
   * on what remains.
   */
  z.strictObject({
    mode: z.literal('split'),
    people: z
      .number()
      .int()
      .refine((people) => people >= BILL_SPLIT_PEOPLE_MIN && people <= BILL_SPLIT_PEOPLE_MAX, {
        message: `split between ${BILL_SPLIT_PEOPLE_MIN} and ${BILL_SPLIT_PEOPLE_MAX} people`,
        params: { key: 'splitPeopleRange', min: BILL_SPLIT_PEOPLE_MIN, max: BILL_SPLIT_PEOPLE_MAX },
      }),
  }),
  /** A custom amount towards the bill, spread over the lines in proportion to what each still owes. */
  z.strictObject({ mode: z.literal('custom'), amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  /** A share of one shared item: `shares` of its `parts` (a third of a bottle: parts 3, shares 1). */
  z.strictObject({
    mode: z.literal('itemShare'),
    lineId: z.string().min(1).max(100),
    parts: z.number().int().min(BILL_SHARE_PARTS_MIN).max(BILL_SHARE_PARTS_MAX),
    shares: z.number().int().min(1).max(BILL_SHARE_PARTS_MAX),
  }),
]);
export type TBillSelection = z.infer<typeof ZBillSelectionSchema>;
export type TBillPayMode = TBillSelection['mode'];

const payerFields = {
  tip: ZBillTipSchema.default({ kind: 'none' }),
  payerName: ZFreeTextSchema(120).optional(),
  /** A receipt is e-mailed here when given. */
  email: ZEmailSchema.optional(),
  language: z.enum(LANGUAGES).optional(),
};

/** POST /api/public/bills/:token/quote: what a choice costs before paying (nothing is written). */
export const ZBillQuoteRequestSchema = z.object({ selection: ZBillSelectionSchema, tip: payerFields.tip });
export type TBillQuoteRequest = z.infer<typeof ZBillQuoteRequestSchema>;

export const ZBillQuoteSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** The share towards the bill. */
  amount: z.number().int(),
  tip: z.number().int(),
  /** Card payments only (this quote is for a card payment). */
  processingFee: z.number().int(),
  /** amount + tip + processingFee: what the card is charged. Send it back as expectedTotal. */
  total: z.number().int(),
  /** What the bill still asks for after this payment (0 closes it). */
  remainingAfter: z.number().int(),
  minimumAmount: z.number().int(),
  /** The largest tip allowed on this share. */
  maxTip: z.number().int(),
  /** What a percent tip applies to: the share's part of the items (order fees and checkout tips excluded). Optional for older servers. */
  tipBase: z.number().int().optional(),
  /** The lines this payment pays (items, itemShare) or spreads over (whole, split, custom), with the part each gets. */
  allocations: z.array(z.object({ lineId: z.string(), amount: z.number().int() })),
  /** split: which share of the plan this is (1-based) and of how many. */
  splitShare: z.object({ index: z.number().int(), people: z.number().int() }).nullable(),
  billVersion: z.number().int(),
});
export type TBillQuote = z.infer<typeof ZBillQuoteSchema>;

/**
 * POST /api/public/bills/:token/payments (header Idempotency-Key). `card` with the demo gateway
 * only (Stripe: absent; the answer's `payment` is confirmed in the browser). `expectedTotal` (the
 * quote's total) guards against a bill that changed since the quote: 409 BILL_CHANGED.
 */
export const ZBillPayRequestSchema = z.object({
  selection: ZBillSelectionSchema,
  ...payerFields,
  card: ZCardSchema.optional(),
  /** Pay the whole share from this venue's gift card instead of a card (no card then; 409 giftCardInsufficient when the balance is short). */
  giftCardCode: z.string().trim().min(1).max(32).optional(),
  expectedTotal: z.number().int().min(0).optional(),
});
export type TBillPayRequest = z.infer<typeof ZBillPayRequestSchema>;

/** 201 (or 200 for a retry with the same Idempotency-Key). */
export const ZBillPayResponseSchema = z.object({
  bill: ZBillSchema,
  billPayment: ZBillPaymentSchema,
  /** Stripe only: confirm with Stripe.js; the payment stays pending until Stripe's webhook settles it. */
  payment: ZStripeCardActionSchema.optional(),
});
export type TBillPayResponse = z.infer<typeof ZBillPayResponseSchema>;

/** 409 BILL_CHANGED / BILL_CLOSED: the error plus the bill as it is now, to show before paying again. */
export const ZBillConflictResponseSchema = z.object({
  error: z.object({
    code: z.enum(['BILL_CHANGED', 'BILL_CLOSED']),
    message: z.string(),
    details: z
      .array(
        z.object({
          path: z.string(),
          key: z.string(),
          params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
          message: z.string().optional(),
        }),
      )
      .optional(),
  }),
  bill: ZBillSchema,
});
export type TBillConflictResponse = z.infer<typeof ZBillConflictResponseSchema>;

export const ZBillTokenParamsSchema = z.object({ token: z.string().min(16).max(128) });
export const ZTableCodeParamsSchema = z.object({ tableCode: z.string().trim().min(1).max(128) });

/* ---------- Staff ---------- */

/** The bill as staff see it: the diners' view plus the table and how it closed. */
export const ZStaffBillSchema = ZBillSchema.extend({
  tableId: z.string(),
  closedReason: z.enum(BILL_CLOSE_REASONS).nullable(),
  /** Staff who closed it (closedReason staff). */
  closedBy: z.string().nullable(),
});
export type TStaffBill = z.infer<typeof ZStaffBillSchema>;

/** One row of GET /api/restaurant/bills and the staff socket's staffBillUpdated. */
export const ZBillSummarySchema = z.object({
  id: z.string(),
  tableId: z.string(),
  tableDisplayId: z.string(),
  currency: z.enum(CURRENCIES),
  status: z.enum(BILL_STATUSES),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  version: z.number().int(),
  totals: ZBillTotalsSchema,
  paymentsCount: z.number().int(),
  linesCount: z.number().int(),
});
export type TBillSummary = z.infer<typeof ZBillSummarySchema>;

/** GET /api/restaurant/bills?status=open&tableId=&limit=&cursor= : open bills by table; closed ones newest first. */
export const ZBillListQuerySchema = z.object({
  status: z.enum(BILL_STATUSES).default('open'),
  tableId: ZIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TBillListQuery = z.infer<typeof ZBillListQuerySchema>;
export const ZBillPageSchema = pageOf(ZBillSummarySchema);
export type TBillPage = z.infer<typeof ZBillPageSchema>;

export const ZBillIdParamsSchema = z.object({ id: ZIdSchema });
export const ZBillLineParamsSchema = z.object({ id: ZIdSchema, lineId: z.string().min(1).max(100) });

/**
 * POST /api/restaurant/bills/:id/payments (orders.take, header Idempotency-Key): cash or a card
 * terminal at the table, for any selection a diner could pay, with a tip as an amount.
 */
export const ZStaffRecordPaymentRequestSchema = z.object({
  method: z.enum(STAFF_BILL_PAYMENT_METHODS),
  selection: ZBillSelectionSchema,
  tip: ZBillTipSchema.default({ kind: 'none' }),
  payerName: ZFreeTextSchema(120).optional(),
});
export type TStaffRecordPaymentRequest = z.infer<typeof ZStaffRecordPaymentRequestSchema>;
export const ZStaffRecordPaymentResponseSchema = z.object({ bill: ZStaffBillSchema, billPayment: ZBillPaymentSchema });

/** POST /api/restaurant/bills/:id/lines/:lineId/comp (money.comp; front of house: X-Manager-Pin). */
export const ZCompLineRequestSchema = z.object({ reason: ZFreeTextSchema(300).optional() });
export type TCompLineRequest = z.infer<typeof ZCompLineRequestSchema>;

/** POST /api/restaurant/bills/:id/close (orders.take): closes it whatever remains. */
export const ZCloseBillRequestSchema = z.object({ reason: ZFreeTextSchema(300).optional() });
export type TCloseBillRequest = z.infer<typeof ZCloseBillRequestSchema>;

/* ---------- Refunds (staff) ---------- */

export const ZBillPaymentParamsSchema = z.object({ id: ZIdSchema, paymentId: ZIdSchema });

/**
 * POST /api/restaurant/bills/:id/payments/:paymentId/refunds (money.refund; front of house with a
 * manager's X-Manager-Pin), optional header Idempotency-Key: `amount` (minor units, at most what is
 * left to refund: else 409 refundAboveCaptured { left }) and an optional reason.
 */
export const ZBillRefundRequestSchema = ZRefundRequestSchema;
export type TBillRefundRequest = z.infer<typeof ZBillRefundRequestSchema>;

/** A refund of a bill payment; `recorded`: cash or a card terminal, given back at the table by staff (no provider call). */
export const ZBillRefundSchema = ZRefundSchema.extend({ billId: z.string(), recorded: z.boolean() });
export type TBillRefund = z.infer<typeof ZBillRefundSchema>;

/** 201 (200 for a retry of the same Idempotency-Key): the refund, the payment with its refunded total, the bill. */
export const ZBillRefundResponseSchema = z.object({ refund: ZBillRefundSchema, billPayment: ZBillPaymentSchema, bill: ZStaffBillSchema });
export type TBillRefundResponse = z.infer<typeof ZBillRefundResponseSchema>;

/* ---------- Events ---------- */

/** Staff event (stored, replayable via /api/staff-events): a payment landed on a table's bill of pay-later orders. */
export const ZNewPaymentForPayLaterOrderEventSchema = z.object({
  offset: z.number().int(),
  billId: z.string(),
  tableId: z.string(),
  tableDisplayId: z.string(),
  billPaymentId: z.string(),
  /** The pay-later (or cash) orders whose lines this payment paid. */
  orderIds: z.array(z.string()),
  currency: z.enum(CURRENCIES),
  amount: z.number().int(),
  tip: z.number().int(),
  method: z.enum(BILL_PAYMENT_METHODS),
  payerName: z.string().nullable(),
  amountRemaining: z.number().int(),
  billStatus: z.enum(BILL_STATUSES),
  createdAt: z.string(),
});
export type TNewPaymentForPayLaterOrderEvent = z.infer<typeof ZNewPaymentForPayLaterOrderEventSchema>;

export type TJoinBillAck = { ok: true; billId: string } | { ok: false; error: 'NOT_FOUND' };

/* ---------- Pure helpers (the web shows what the server will charge) ---------- */

/** The tip in minor units on a share (percent rounds half away from zero). */
export function billTipOf(share: number, tip: TBillTip | undefined): number {
  if (!tip || tip.kind === 'none') return 0;
  return tip.kind === 'percent' ? percentOf(share, tip.percent) : tip.amount;
}

/** The largest tip on a share. */
export function maxBillTipOf(share: number): number {
  return percentOf(share, BILL_TIP_PERCENT_MAX);
}

/** The next of `left` equal parts of `remaining`: leftover minor units go to the first payers, so the last part ends at exactly 0. */
export function nextEqualPart(remaining: number, left: number): number {
  if (left <= 0 || remaining <= 0) return 0;
  return allocate(remaining, left)[0] ?? 0;
}

/** `shares` of the `partsLeft` equal parts of what a line still owes (first parts carry the leftover units). */
export function partsAmount(remaining: number, partsLeft: number, shares: number): number {
  if (partsLeft <= 0 || remaining <= 0 || shares <= 0) return 0;
  return allocate(remaining, partsLeft)
    .slice(0, shares)
    .reduce((sum, part) => sum + part, 0);
}

/** The shareable bill page ("Copy link", receipts): the table's bill screen with the bill's token. */
export function billSharePath(tableCode: string, token: string): string {
  return `/eat/${encodeURIComponent(tableCode)}/bill?token=${encodeURIComponent(token)}`;
}

/** GET /api/public/tables/:code/bill (the table's QR code, as the other table routes name it). */
export const ZBillTableCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(128) });
/** The bill routes by token take the table's code too when the page has it: a token of another table (or venue) then reads as 404. */
export const ZBillTokenQuerySchema = z.object({ tableCode: z.string().trim().min(1).max(128).optional() });
/** Staff recording a payment may send an Idempotency-Key (a retried tap records once). */
export const ZOptionalIdempotencyHeadersSchema = z.object({ 'idempotency-key': z.string().min(8).max(128).optional() });
