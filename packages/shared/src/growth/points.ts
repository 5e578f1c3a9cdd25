import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';
import { ZIdSchema } from '../lib/text.ts';

/**
 * Membership points (issue 11 section 2, docs/api/growth-points.md). Each venue runs its own
 * programme: points are earned on the items total after discounts of a paid order (never on the tip,
 * the fees or the part paid with points), and redeemed as a tender that pays part of a later order at
 * that venue (never the tip). Every change is one row of an append-only ledger; amounts are integer
 * minor units of the venue's currency.
 */

/** Bounds of a venue's rule: generous for any currency (1 point per 1 IDR up to 1 point per 100,000.00). */
export const POINTS_RULE_POINTS_MAX = 10_000;
export const POINTS_RULE_AMOUNT_MAX = 10_000_000;
export const POINTS_EXPIRY_DAYS_MAX = 3650;
export const POINTS_MIN_REDEEM_MAX = 1_000_000;
/** A staff adjustment, either way. */
export const POINTS_ADJUST_MAX = 1_000_000;

/** "earnPoints points for every earnAmount spent", e.g. 1 point per 100 (1.00). */
export const ZEarnRuleSchema = z.strictObject({
  points: z.number().int().min(1).max(POINTS_RULE_POINTS_MAX),
  amount: z.number().int().min(1).max(POINTS_RULE_AMOUNT_MAX),
});
export type TEarnRule = z.infer<typeof ZEarnRuleSchema>;

/** "redeem points are worth amount", e.g. 100 points = 100 (1.00). */
export const ZRedeemRuleSchema = z.strictObject({
  points: z.number().int().min(1).max(POINTS_RULE_POINTS_MAX),
  amount: z.number().int().min(1).max(POINTS_RULE_AMOUNT_MAX),
  /** The fewest points a diner may redeem on one order. */
  minimumPoints: z.number().int().min(1).max(POINTS_MIN_REDEEM_MAX),
});
export type TRedeemRule = z.infer<typeof ZRedeemRuleSchema>;

/** PUT /api/points/rules: what the venue configures. */
export const ZPointsRulesRequestSchema = z.strictObject({
  enabled: z.boolean(),
  earn: ZEarnRuleSchema,
  redeem: ZRedeemRuleSchema,
  /** Points expire this many days after the day they were earned (venue time); null: never. */
  expiryDays: z.number().int().min(1).max(POINTS_EXPIRY_DAYS_MAX).nullable(),
});
export type TPointsRulesRequest = z.infer<typeof ZPointsRulesRequestSchema>;

/** GET/PUT /api/points/rules answer. */
export const ZPointsRulesSchema = ZPointsRulesRequestSchema.extend({
  currency: z.string(),
  timeZone: z.string(),
  /**
   * Since when the current expiry applies (UTC ISO): only points earned from then on expire. null when
   * points do not expire. Never moved back, so no rule change ever expires points earned before it.
   */
  expiryEffectiveAt: z.string().nullable(),
  /** false until the venue saved its rules once (the answer is then the defaults, switched off). */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TPointsRules = z.infer<typeof ZPointsRulesSchema>;

/** A new venue's programme until it saves its own: off, 1 point per 1.00, 100 points = 1.00, at least 100 points, no expiry. */
export const DEFAULT_POINTS_RULES: TPointsRulesRequest = {
  enabled: false,
  earn: { points: 1, amount: 100 },
  redeem: { points: 100, amount: 100, minimumPoints: 100 },
  expiryDays: null,
};

export const POINTS_LEDGER_KINDS = ['earn', 'redeem', 'restore', 'reverse', 'expire', 'adjust'] as const;
export type TPointsLedgerKind = (typeof POINTS_LEDGER_KINDS)[number];

/** Points that will expire next, and when (UTC ISO). */
export const ZPointsExpirySchema = z.object({ points: z.number().int(), at: z.string() });

export const ZRestaurantIdQuerySchema = z.object({ restaurantId: ZIdSchema });

/** GET /api/customer/me/points?restaurantId= : the signed-in customer's points at one venue. */
export const ZCustomerPointsSchema = z.object({
  restaurantId: z.string(),
  /** false: the venue's programme is off (points are kept, none are earned or redeemed meanwhile). */
  enabled: z.boolean(),
  balance: z.number().int(),
  /** What the balance is worth now, in minor units of `currency`. */
  value: z.number().int(),
  currency: z.string(),
  earnRule: ZEarnRuleSchema,
  redeemRule: ZRedeemRuleSchema,
  expiryDays: z.number().int().nullable(),
  nextExpiry: ZPointsExpirySchema.nullable(),
});
export type TCustomerPoints = z.infer<typeof ZCustomerPointsSchema>;

/** One ledger row as the customer sees it (GET /api/customer/me/points/history). */
export const ZPointsLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(POINTS_LEDGER_KINDS),
  /** Signed: + earned/restored, − redeemed/taken back/expired. */
  points: z.number().int(),
  /** The money the row is about (spent, paid with points, refunded), minor units; 0 when none. */
  amount: z.number().int(),
  orderId: z.string().nullable(),
  /** Earned rows under an expiry rule: when they expire. */
  expiresAt: z.string().nullable(),
  /** Staff adjustments: their note. */
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type TPointsLedgerEntry = z.infer<typeof ZPointsLedgerEntrySchema>;
export const ZPointsLedgerPageSchema = pageOf(ZPointsLedgerEntrySchema);
export type TPointsLedgerPage = z.infer<typeof ZPointsLedgerPageSchema>;
export const ZPointsHistoryQuerySchema = ZRestaurantIdQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});

/** GET /api/customer/me/rewards: one row per venue where the customer has points. */
export const ZCustomerRewardSchema = z.object({
  /** The points account's id. */
  id: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  restaurantSlug: z.string(),
  /** The balance. */
  points: z.number().int(),
  value: z.number().int(),
  currency: z.string(),
  enabled: z.boolean(),
  nextExpiry: ZPointsExpirySchema.nullable(),
});
export type TCustomerReward = z.infer<typeof ZCustomerRewardSchema>;
export const ZCustomerRewardPageSchema = pageOf(ZCustomerRewardSchema);
export type TCustomerRewardPage = z.infer<typeof ZCustomerRewardPageSchema>;

/** Staff: the venue's members and their balances (GET /api/points/accounts). */
export const ZPointsAccountSchema = z.object({
  id: z.string(),
  customerUserId: z.string(),
  fullName: z.string(),
  email: z.string(),
  balance: z.number().int(),
  updatedAt: z.string(),
});
export const ZPointsAccountPageSchema = pageOf(ZPointsAccountSchema);
export type TPointsAccount = z.infer<typeof ZPointsAccountSchema>;

/** Staff: POST /api/points/accounts/:id/adjust (offers.manage): a signed correction with a reason. */
export const ZPointsAdjustRequestSchema = z.strictObject({
  points: z
    .number()
    .int()
    .min(-POINTS_ADJUST_MAX)
    .max(POINTS_ADJUST_MAX)
    .refine((n) => n !== 0, 'must not be 0'),
  note: z.string().trim().min(1).max(200),
});
export type TPointsAdjustRequest = z.infer<typeof ZPointsAdjustRequestSchema>;
