import { z } from 'zod';
import { pageOf } from '../lib/pagination.ts';
import { ZIdSchema, ZTextSchema } from '../lib/text.ts';
import { BENEFIT_CODE_MAX } from './benefits.ts';

/**
 * Offers and discount codes (SPEC sections 1, 3, 4; docs/api/growth-offers.md). The four SPEC kinds:
 * - spend_get: spend at least `minSpend`, get one unit of a reward item free ("Spend 30, get a dessert");
 * - buy_n_get_free: for every `buyQuantity` units in scope, one more (the cheapest) is free;
 * - percent_off: `percent` off what is in scope, at most `maxDiscount`;
 * - limited_uses: a percent or a fixed amount off that may be used `totalUsesLimit` times in all.
 * Every kind may also have a code, a schedule, a scope, a minimum spend and use limits.
 */
export const OFFER_KINDS = ['spend_get', 'buy_n_get_free', 'percent_off', 'limited_uses'] as const;
export type TOfferKind = (typeof OFFER_KINDS)[number];

export const OFFER_SCOPES = ['menu', 'sections', 'items', 'tags'] as const;
export type TOfferScopeKind = (typeof OFFER_SCOPES)[number];

export const OFFER_NAME_MAX = 80;
export const OFFER_DESCRIPTION_MAX = 500;
export const OFFER_SCOPE_IDS_MAX = 100;
export const OFFER_REWARD_ITEMS_MAX = 20;
/** Minor units: far above any real order, so the bound only stops absurd input. */
export const OFFER_AMOUNT_MAX = 100_000_000;
export const OFFER_USES_MAX = 10_000_000;
export const OFFER_BUY_QUANTITY_MAX = 50;
/** Offers a venue may keep (deleted ones do not count). */
export const OFFERS_PER_VENUE_MAX = 200;
/** A code: letters and digits, dashes; compared without case. */
export const OFFER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/** How a code is stored and compared: trimmed, upper case. */
export function normaliseOfferCode(code: string): string {
  return code.trim().toUpperCase();
}

const ZClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30');
const ZLocalDateSchema = z.iso.date();
const ZMinorSchema = z.number().int().min(0).max(OFFER_AMOUNT_MAX);

/**
 * When an offer applies, on the venue's clock: from `startsOn` to `endsOn` (both days included),
 * on `weekdays` (ISO, 1 = Monday; empty = every day), between `startTime` and `endTime` (both null =
 * all day; an end before the start runs past midnight).
 */
export const ZOfferScheduleSchema = z
  .strictObject({
    startsOn: ZLocalDateSchema.nullable().default(null),
    endsOn: ZLocalDateSchema.nullable().default(null),
    weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
    startTime: ZClockSchema.nullable().default(null),
    endTime: ZClockSchema.nullable().default(null),
  })
  .refine((s) => !s.startsOn || !s.endsOn || s.startsOn <= s.endsOn, { path: ['endsOn'], message: 'must not be before startsOn' })
  .refine((s) => (s.startTime === null) === (s.endTime === null), { path: ['endTime'], message: 'give both times or neither' });
export type TOfferSchedule = z.output<typeof ZOfferScheduleSchema>;

export const ZOfferScopeSchema = z
  .strictObject({
    kind: z.enum(OFFER_SCOPES),
    /** Section, item or tag ids (empty for the whole menu). */
    ids: z.array(ZIdSchema).max(OFFER_SCOPE_IDS_MAX).default([]),
  })
  .refine((s) => (s.kind === 'menu' ? s.ids.length === 0 : s.ids.length > 0), { path: ['ids'], message: 'choose at least one (none for the whole menu)' });
export type TOfferScope = z.output<typeof ZOfferScopeSchema>;

/** The rule fields of each kind; the others must be null. */
const offerRuleFields = {
  /** percent_off, limited_uses (percent variant): 1..100. */
  percent: z.number().int().min(1).max(100).nullable().default(null),
  /** percent_off (required), limited_uses percent variant (optional): the most it takes off, minor units. */
  maxDiscount: ZMinorSchema.min(1).nullable().default(null),
  /** limited_uses fixed variant: minor units off. */
  amountOff: ZMinorSchema.min(1).nullable().default(null),
  /** buy_n_get_free: N. */
  buyQuantity: z.number().int().min(1).max(OFFER_BUY_QUANTITY_MAX).nullable().default(null),
  /** spend_get: the items one of which is free (the dearest one in the cart). */
  rewardItemIds: z.array(ZIdSchema).max(OFFER_REWARD_ITEMS_MAX).default([]),
};

const offerFields = {
  name: ZTextSchema(OFFER_NAME_MAX),
  description: z.string().trim().max(OFFER_DESCRIPTION_MAX).default(''),
  kind: z.enum(OFFER_KINDS),
  ...offerRuleFields,
  scope: ZOfferScopeSchema.default({ kind: 'menu', ids: [] }),
  schedule: ZOfferScheduleSchema.default({ startsOn: null, endsOn: null, weekdays: [], startTime: null, endTime: null }),
  /** Items total (after tag discounts) the order must reach; 0 = none. spend_get: the "spend X". */
  minSpend: ZMinorSchema.default(0),
  /** Uses per signed-in customer; null = no limit (a limit needs the diner signed in). */
  perCustomerLimit: z.number().int().min(1).max(OFFER_USES_MAX).nullable().default(null),
  /** Uses in all; null = no limit. Required for limited_uses. */
  totalUsesLimit: z.number().int().min(1).max(OFFER_USES_MAX).nullable().default(null),
  combinable: z.boolean().default(false),
  membersOnly: z.boolean().default(false),
  /** Optional code (an offer with a code is not listed: the diner types it). */
  code: z.string().trim().min(3).max(BENEFIT_CODE_MAX).regex(OFFER_CODE_PATTERN, 'letters, digits and dashes only').nullable().default(null),
  isActive: z.boolean().default(true),
};

/** Why a set of rule fields does not fit its kind: [path, message] pairs (empty = fine). */
export function offerRuleProblems(o: {
  kind: TOfferKind;
  percent: number | null;
  maxDiscount: number | null;
  amountOff: number | null;
  buyQuantity: number | null;
  rewardItemIds: readonly string[];
  minSpend: number;
  totalUsesLimit: number | null;
}): [string, string][] {
  const problems: [string, string][] = [];
  const need = (ok: boolean, path: string, message: string) => {
    if (!ok) problems.push([path, message]);
  };
  const unused: Record<string, unknown> = {};
  const none = (...paths: (keyof typeof o)[]) => paths.forEach((path) => (unused[path] = o[path]));
  if (o.kind === 'spend_get') {
    need(o.minSpend > 0, 'minSpend', 'spend X get Y needs the amount to spend');
    need(o.rewardItemIds.length > 0, 'rewardItemIds', 'choose the free item');
    none('percent', 'maxDiscount', 'amountOff', 'buyQuantity');
  } else if (o.kind === 'buy_n_get_free') {
    need(o.buyQuantity !== null, 'buyQuantity', 'buy N get one free needs N');
    none('percent', 'maxDiscount', 'amountOff', 'rewardItemIds');
  } else if (o.kind === 'percent_off') {
    need(o.percent !== null, 'percent', 'percent off needs the percent');
    need(o.maxDiscount !== null, 'maxDiscount', 'percent off needs its maximum');
    none('amountOff', 'buyQuantity', 'rewardItemIds');
  } else {
    need((o.percent === null) !== (o.amountOff === null), 'amountOff', 'give a percent or an amount off (one of them)');
    need(o.amountOff === null || o.maxDiscount === null, 'maxDiscount', 'a maximum applies to a percent only');
    need(o.totalUsesLimit !== null, 'totalUsesLimit', 'a limited number of uses needs the number');
    none('buyQuantity', 'rewardItemIds');
  }
  for (const [path, value] of Object.entries(unused)) {
    need(value === null || (Array.isArray(value) && value.length === 0), path, `not used by ${o.kind}`);
  }
  return problems;
}

function refineRules<T extends z.ZodType<Parameters<typeof offerRuleProblems>[0]>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const [path, message] of offerRuleProblems(value)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

export const ZOfferCreateSchema = refineRules(z.strictObject(offerFields));
export type TOfferCreate = z.output<typeof ZOfferCreateSchema>;

/** PATCH sends the whole offer again (the drawer edits every field); the server re-checks the kind's rules. */
export const ZOfferUpdateSchema = ZOfferCreateSchema;
export type TOfferUpdate = TOfferCreate;

export const ZOfferActiveRequestSchema = z.strictObject({ isActive: z.boolean() });

export const ZOfferSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(OFFER_KINDS),
  percent: z.number().int().nullable(),
  maxDiscount: z.number().int().nullable(),
  amountOff: z.number().int().nullable(),
  buyQuantity: z.number().int().nullable(),
  rewardItemIds: z.array(z.string()),
  scope: z.object({ kind: z.enum(OFFER_SCOPES), ids: z.array(z.string()) }),
  schedule: z.object({
    startsOn: z.string().nullable(),
    endsOn: z.string().nullable(),
    weekdays: z.array(z.number().int()),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
  }),
  minSpend: z.number().int(),
  perCustomerLimit: z.number().int().nullable(),
  totalUsesLimit: z.number().int().nullable(),
  /** Uses so far (orders that used it and were not voided). */
  usesCount: z.number().int(),
  combinable: z.boolean(),
  membersOnly: z.boolean(),
  code: z.string().nullable(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOffer = z.infer<typeof ZOfferSchema>;

export const ZOfferPageSchema = pageOf(ZOfferSchema);
export const ZOfferListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
  /** Staff may list the deleted ones too (soft deletion keeps them for the order history). */
  includeDeleted: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export const ZOfferParamsSchema = z.object({ restaurantId: ZIdSchema, offerId: ZIdSchema });
export const ZOfferVenueParamsSchema = z.object({ restaurantId: ZIdSchema });

/** What diners see of an offer (never its code, limits or use counts). */
export const ZPublicOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  description: z.string(),
  membersOnly: z.boolean(),
  combinable: z.boolean(),
  minSpend: z.number().int(),
  /** The last day it runs (YYYY-MM-DD on the venue's clock, included), null = no end. */
  endsAt: z.string().nullable(),
});
export type TPublicOffer = z.infer<typeof ZPublicOfferSchema>;
export const ZPublicOfferPageSchema = pageOf(ZPublicOfferSchema);

export const ZOfferReasonSchema = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() });

/** POST .../offers/evaluate: every listed offer against the diner's cart (the offers dialog). */
export const ZOfferEvaluationSchema = z.object({
  offers: z.array(
    z.object({
      offer: ZPublicOfferSchema,
      qualified: z.boolean(),
      /** Minor units it would take off the items total (0 when not qualified). */
      discount: z.number().int(),
      reason: ZOfferReasonSchema.optional(),
    }),
  ),
});
export type TOfferEvaluation = z.infer<typeof ZOfferEvaluationSchema>;

/** GET /api/customer/me/offers: offers a signed-in customer can use, with the venue they belong to. */
export const ZCustomerOfferViewSchema = ZPublicOfferSchema.extend({
  restaurantId: z.string(),
  restaurantName: z.string(),
  /** Same as name (the older customer contract's field). */
  title: z.string(),
});
export type TCustomerOfferView = z.infer<typeof ZCustomerOfferViewSchema>;
