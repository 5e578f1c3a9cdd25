import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { pageOf, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../lib/pagination.ts';
import { ZEmailSchema, ZIdSchema } from '../lib/text.ts';
import { ZFreeTextSchema } from '../menu/common.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { ZCardSchema } from '../orders/checkout.ts';

/**
 * Pay-later tabs that close themselves (issue 9 section 4, docs/api/tabs.md): a diner at a table
 * leaves a card on the table's open bill; when the bill has been idle for the venue's idle time, or
 * the venue closes, the server charges what remains plus the venue's default tip to that card and
 * e-mails the receipt. Amounts are integer minor units of the venue's currency.
 */

/**
 * pending_card: written, the card not saved yet (Stripe: waiting for the browser to confirm the SetupIntent);
 * open: the card is saved, the tab closes by itself; closing: its charge is under way;
 * closed: the bill was settled (charged, or nothing was left); failed: the card was declined, the bill stays open for staff.
 */
export const TAB_STATUSES = ['pending_card', 'open', 'closing', 'closed', 'failed'] as const;
export type TTabStatus = (typeof TAB_STATUSES)[number];

/** Why the tab closes (or closed) when it does: the bill went idle, the venue's closing time, staff, or the bill was settled otherwise. */
export const TAB_CLOSE_REASONS = ['idle', 'closingTime', 'staff', 'settled'] as const;
export type TTabCloseReason = (typeof TAB_CLOSE_REASONS)[number];

/** me&u closes a tab after 3 hours without activity (Square: 2 hours); docs/decisions.md. */
export const TAB_IDLE_MINUTES_DEFAULT = 180;
/** One minute at least, so a test (or a demo) can watch a tab close; a day at most. */
export const TAB_IDLE_MINUTES_MIN = 1;
export const TAB_IDLE_MINUTES_MAX = 24 * 60;
/** The default tip added when a tab closes by itself: none, or a whole percent up to this. */
export const TAB_TIP_PERCENT_MAX = 30;

/** GET/PUT /api/tabs/settings: the venue's tab rules. */
export const ZTabSettingsSchema = z.strictObject({
  idleMinutes: z.number().int().min(TAB_IDLE_MINUTES_MIN).max(TAB_IDLE_MINUTES_MAX),
  /** null: no tip is added when the tab closes. */
  defaultTipPercent: z.number().int().min(1).max(TAB_TIP_PERCENT_MAX).nullable(),
});
export type TTabSettings = z.infer<typeof ZTabSettingsSchema>;
export const DEFAULT_TAB_SETTINGS: TTabSettings = { idleMinutes: TAB_IDLE_MINUTES_DEFAULT, defaultTipPercent: null };

/** POST /api/public/tables/:code/tab. The demo gateway takes `card`; with Stripe it is absent and the answer's `setup` is confirmed in the browser. */
export const ZOpenTabRequestSchema = z.strictObject({
  /** The receipt of the closing charge goes here. */
  email: ZEmailSchema,
  payerName: ZFreeTextSchema(120).optional(),
  language: z.enum(LANGUAGES).optional(),
  card: ZCardSchema.optional(),
});
export type TOpenTabRequest = z.infer<typeof ZOpenTabRequestSchema>;

/** Stripe only: what Stripe.js needs to save the card (stripe.confirmSetup with the Payment Element). */
export const ZTabSetupSchema = z.object({
  provider: z.literal('stripe'),
  setupIntentId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  stripeAccount: z.string().nullable(),
});
export type TTabSetup = z.infer<typeof ZTabSetupSchema>;

/** A tab as the diners at the table see it: never the e-mail or the card reference. */
export const ZPublicTabSchema = z.object({
  id: z.string(),
  status: z.enum(TAB_STATUSES),
  cardLast4: z.string().nullable(),
  openedAt: z.string(),
  /** When it closes by itself if nothing happens on the bill (UTC ISO); null once it is no longer open. */
  closesAt: z.string().nullable(),
  closesBecause: z.enum(TAB_CLOSE_REASONS).nullable(),
  idleMinutes: z.number().int(),
  defaultTipPercent: z.number().int().nullable(),
  /** The venue's time zone: closesAt is shown on its clock. */
  timeZone: z.string(),
  setup: ZTabSetupSchema.optional(),
});
export type TPublicTab = z.infer<typeof ZPublicTabSchema>;
/** GET /api/public/tables/:code/tab: the table's current tab (pending, open, closing or failed), or null, and the venue's rules (told before opening one). */
export const ZTableTabSchema = z.object({ tab: ZPublicTabSchema.nullable(), rules: ZTabSettingsSchema });
export type TTableTab = z.infer<typeof ZTableTabSchema>;

export const ZTabParamsSchema = z.object({ code: z.string().min(1).max(128), tabId: ZIdSchema });

/* ---------- Staff ---------- */

export const ZStaffTabSchema = z.object({
  id: z.string(),
  status: z.enum(TAB_STATUSES),
  billId: z.string(),
  tableId: z.string(),
  tableDisplayId: z.string(),
  payerName: z.string().nullable(),
  cardLast4: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  /** What the bill still asks for now (0 once settled). */
  amountRemaining: z.number().int(),
  openedAt: z.string(),
  closesAt: z.string().nullable(),
  closesBecause: z.enum(TAB_CLOSE_REASONS).nullable(),
  defaultTipPercent: z.number().int().nullable(),
  closedAt: z.string().nullable(),
  /** The closing charge (bill part + tip); null until charged. */
  chargedAmount: z.number().int().nullable(),
  tipAmount: z.number().int().nullable(),
  failureMessage: z.string().nullable(),
  timeZone: z.string(),
});
export type TStaffTab = z.infer<typeof ZStaffTabSchema>;

/** active: pending, open, closing or failed (what staff watch); closed: settled ones, newest first. */
export const ZTabListQuerySchema = z.object({
  state: z.enum(['active', 'closed']).default('active'),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TTabListQuery = z.infer<typeof ZTabListQuerySchema>;
export const ZTabPageSchema = pageOf(ZStaffTabSchema);
export type TTabPage = z.infer<typeof ZTabPageSchema>;
export const ZTabIdParamsSchema = z.object({ id: ZIdSchema });

/**
 * Why a tab's closing charge failed, as an error key: the card was declined, or the card gateway
 * refused the venue's setup for good (its Connect account, say): then the venue, not the diner, must act.
 */
export const TAB_FAILURE_KEYS = ['PAYMENT_DECLINED', 'cardGatewayRefused'] as const;
export type TTabFailureKey = (typeof TAB_FAILURE_KEYS)[number];

/** Staff event (stored, replayable): a tab's closing charge was declined or refused; the bill stays open. */
export const ZTabChargeFailedEventSchema = z.object({
  offset: z.number().int(),
  tabId: z.string(),
  billId: z.string(),
  tableId: z.string(),
  tableDisplayId: z.string(),
  currency: z.enum(CURRENCIES),
  amountRemaining: z.number().int(),
  message: z.string(),
  /** Absent on events stored before it existed (read them as PAYMENT_DECLINED). */
  key: z.enum(TAB_FAILURE_KEYS).optional(),
  createdAt: z.string(),
});
export type TTabChargeFailedEvent = z.infer<typeof ZTabChargeFailedEventSchema>;
