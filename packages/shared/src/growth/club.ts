import { z } from 'zod';
import { pageOf, ZPageQuerySchema } from '../lib/pagination.ts';
import { ZIdSchema, ZTextSchema } from '../lib/text.ts';
import { ZCardSchema } from '../orders/checkout.ts';

/**
 * DeliteClub (issue 11 section 5, docs/api/growth-club.md): a venue's monthly plans, each with a
 * percent off and items free with the club (a number a day on the venue's clock), and the customers'
 * subscriptions to them. Statuses follow SPEC section 4: active; PENDING CANCELLATION (cancelled at
 * the end of the period); CANCELLED (cancelled at once, or ended); plus past_due while a failed
 * renewal is in its grace period, and incomplete / failed for a first charge in flight or declined.
 */
export const CLUB_PLAN_NAME_MAX = 80;
export const CLUB_PLAN_DESCRIPTION_MAX = 500;
/** 100 000.00 in a two-decimal currency: far above any club's month. */
export const CLUB_PRICE_MAX = 10_000_000;
export const CLUB_FREE_ITEMS_MAX = 50;
export const CLUB_FREE_PER_DAY_MAX = 20;
/** Days a failed renewal keeps the perks while the card is tried again, before the subscription is cancelled. */
export const CLUB_GRACE_DAYS = 3;

export const CLUB_SUBSCRIPTION_STATUSES = ['incomplete', 'active', 'past_due', 'pending_cancellation', 'cancelled', 'failed'] as const;
export type TClubSubscriptionStatus = (typeof CLUB_SUBSCRIPTION_STATUSES)[number];
/** The statuses that hold the one subscription a customer may have per venue (and give perks, past_due within its grace). */
export const CLUB_LIVE_STATUSES: readonly TClubSubscriptionStatus[] = ['incomplete', 'active', 'past_due', 'pending_cancellation'];

const ZPlanFields = {
  name: ZTextSchema(CLUB_PLAN_NAME_MAX),
  description: z.string().trim().max(CLUB_PLAN_DESCRIPTION_MAX).default(''),
  /** Minor units a month, in the venue's currency. */
  monthlyPrice: z.number().int().min(1).max(CLUB_PRICE_MAX),
  /** Taken off what is left of the items after offers and the free items. */
  percentOff: z.number().int().min(0).max(100).default(0),
  freeItemIds: z.array(ZIdSchema).max(CLUB_FREE_ITEMS_MAX).default([]),
  /** How many free-with-club units a member may take a day (venue's clock); 0 with no free items. */
  freeItemsPerDay: z.number().int().min(0).max(CLUB_FREE_PER_DAY_MAX).default(0),
  isActive: z.boolean().default(true),
};

export const ZClubPlanCreateSchema = z.strictObject(ZPlanFields);
export type TClubPlanCreate = z.input<typeof ZClubPlanCreateSchema>;
export const ZClubPlanUpdateSchema = z.strictObject({
  name: ZPlanFields.name.optional(),
  description: z.string().trim().max(CLUB_PLAN_DESCRIPTION_MAX).optional(),
  monthlyPrice: ZPlanFields.monthlyPrice.optional(),
  percentOff: z.number().int().min(0).max(100).optional(),
  freeItemIds: z.array(ZIdSchema).max(CLUB_FREE_ITEMS_MAX).optional(),
  freeItemsPerDay: z.number().int().min(0).max(CLUB_FREE_PER_DAY_MAX).optional(),
  isActive: z.boolean().optional(),
});
export type TClubPlanUpdate = z.infer<typeof ZClubPlanUpdateSchema>;

export const ZClubFreeItemSchema = z.object({ id: z.string(), name: z.string() });

export const ZClubPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number().int(),
  currency: z.string(),
  percentOff: z.number().int(),
  freeItems: z.array(ZClubFreeItemSchema),
  freeItemsPerDay: z.number().int(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TClubPlan = z.infer<typeof ZClubPlanSchema>;
export const ZClubPlanPageSchema = pageOf(ZClubPlanSchema);

export const ZClubSettingsSchema = z.strictObject({ allowsDeliteClub: z.boolean() });
export type TClubSettings = z.infer<typeof ZClubSettingsSchema>;

/** GET /api/public/restaurants/:restaurantId/club: the active plans (none while the club is off). */
export const ZPublicClubSchema = z.object({
  restaurantId: z.string(),
  restaurantName: z.string(),
  allowsDeliteClub: z.boolean(),
  currency: z.string(),
  timeZone: z.string(),
  plans: z.array(ZClubPlanSchema.omit({ isActive: true, createdAt: true })),
});
export type TPublicClub = z.infer<typeof ZPublicClubSchema>;

/**
 * POST .../club/subscriptions: planId is optional in the schema so its absence answers the SPEC's
 * subscriptionRequired. `card`: the demo gateway's card fields; with Stripe the card is saved in
 * Stripe's form instead (the answer's cardSetup), and card fields are refused.
 */
export const ZClubSubscribeRequestSchema = z.strictObject({
  planId: ZIdSchema.optional(),
  card: ZCardSchema.optional(),
});
export type TClubSubscribeRequest = z.infer<typeof ZClubSubscribeRequestSchema>;

export const ZClubSubscriptionSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(CLUB_SUBSCRIPTION_STATUSES),
  price: z.number().int(),
  currency: z.string(),
  percentOff: z.number().int(),
  freeItemsPerDay: z.number().int(),
  currentPeriodStart: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  graceUntil: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cardLast4: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Stripe only, in the subscribe answer (202) of an incomplete subscription: the SetupIntent the
   * browser confirms with Stripe.js (confirmSetup); then POST .../subscriptions/:id/card-saved.
   */
  cardSetup: z.object({ setupIntentId: z.string(), clientSecret: z.string(), publishableKey: z.string() }).nullable().optional(),
});
export type TClubSubscription = z.infer<typeof ZClubSubscriptionSchema>;
export const ZClubSubscriptionPageSchema = pageOf(ZClubSubscriptionSchema);

export const ZClubCancelRequestSchema = z.strictObject({ atPeriodEnd: z.boolean() });
export type TClubCancelRequest = z.infer<typeof ZClubCancelRequestSchema>;

/** Staff: a member of the club (the customer's name and e-mail, as on the venue's orders). */
export const ZClubMemberSchema = ZClubSubscriptionSchema.extend({ customerName: z.string(), customerEmail: z.string() });
export type TClubMember = z.infer<typeof ZClubMemberSchema>;
export const ZClubMemberPageSchema = pageOf(ZClubMemberSchema);
export const ZClubMemberQuerySchema = ZPageQuerySchema.extend({ status: z.enum(CLUB_SUBSCRIPTION_STATUSES).optional() });
export type TClubMemberQuery = z.infer<typeof ZClubMemberQuerySchema>;

export const ZClubIdParamsSchema = z.object({ id: ZIdSchema });
export const ZClubRestaurantParamsSchema = z.object({ restaurantId: ZIdSchema });
