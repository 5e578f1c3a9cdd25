import { z } from 'zod';
import { keyed } from '../errors.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { ZPageQuerySchema, pageOf } from '../lib/pagination.ts';
import { TEXT_PATTERN } from '../lib/text.ts';
import { ZFreeTextSchema } from '../menu/common.ts';
import { CHECKOUT_MESSAGES, type TCheckoutMessageKey } from '../orders/checkout-messages.ts';
import { isValidPhone } from '../orders/checkout-rules.ts';
import { ZCardSchema } from '../orders/checkout.ts';

/**
 * Table reservations (issue 10 section 1, docs/api/reservations.md). Times on the wire are UTC ISO
 * instants (`startsAt`); the venue's wall clock is given beside them (`localTime`, `timeZone`) for
 * display. Dates (`YYYY-MM-DD`) are the venue's service dates: a 01:00 slot after a Friday evening
 * opening that runs past midnight belongs to Friday.
 */

/** Bookings are laid out in 15-minute blocks; a table is taken block by block. */
export const RESERVATION_BLOCK_MINUTES = 15;
/** A slot is held this long while the guest types their details. */
export const RESERVATION_HOLD_MINUTES = 5;
export const RESERVATION_PARTY_MAX = 99;

/**
 * held: a 5-minute hold, not yet a booking (never listed to staff); expired: a hold that lapsed.
 * booked → confirmed → seated → completed, plus noShow and cancelled (SPEC section 4).
 */
export const RESERVATION_STATUSES = ['held', 'expired', 'booked', 'confirmed', 'seated', 'completed', 'noShow', 'cancelled'] as const;
export type TReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses staff may set with PATCH /api/reservations/:id/status. */
export const STAFF_SETTABLE_STATUSES = ['booked', 'confirmed', 'seated', 'completed', 'noShow', 'cancelled'] as const;
export type TStaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];
/** A booking in one of these can no longer change (409 RESERVATION_CLOSED). */
export const RESERVATION_CLOSED_STATUSES = ['completed', 'cancelled', 'noShow', 'expired'] as const;
/** Which moves staff may make (the same status again is a no-op answer). */
export const RESERVATION_TRANSITIONS: Record<TReservationStatus, readonly TReservationStatus[]> = {
  held: [],
  expired: [],
  booked: ['confirmed', 'seated', 'noShow', 'cancelled'],
  confirmed: ['booked', 'seated', 'noShow', 'cancelled'],
  seated: ['completed', 'confirmed'],
  completed: [],
  noShow: [],
  cancelled: [],
};

export const RESERVATION_SOURCES = ['online', 'phone', 'walkIn'] as const;
export type TReservationSource = (typeof RESERVATION_SOURCES)[number];

export const RESERVATION_OCCASIONS = ['birthday', 'anniversary', 'date', 'business', 'celebration', 'other'] as const;
export type TReservationOccasion = (typeof RESERVATION_OCCASIONS)[number];

export const DEPOSIT_MODES = ['none', 'deposit', 'cardHold'] as const;
export type TDepositMode = (typeof DEPOSIT_MODES)[number];

const ZDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date like 2026-11-27')
  // A real calendar day: 2026-02-31 would roll over to 3 March.
  .refine((value) => {
    const at = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
  }, keyed('invalidDate'));
const ZClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:30');
const ZInstantSchema = z.iso.datetime({ offset: true });
const ZPartySizeSchema = z.coerce.number().int().min(1).max(RESERVATION_PARTY_MAX);

/* ---------- Settings ---------- */

export const ZTurnTimeSchema = z.strictObject({
  /** Applies to parties up to this size (the first entry whose maxParty fits wins). */
  maxParty: z.number().int().min(1).max(RESERVATION_PARTY_MAX),
  minutes: z.number().int().min(15).max(720).multipleOf(RESERVATION_BLOCK_MINUTES),
});
export type TTurnTime = z.infer<typeof ZTurnTimeSchema>;

/** A named window for staff views (lunch, dinner); times on the venue's clock, an end before the start runs past midnight. */
export const ZServicePeriodSchema = z.strictObject({
  name: z.string().trim().min(1).max(40).regex(TEXT_PATTERN),
  starts: ZClockSchema,
  ends: ZClockSchema,
});
export type TServicePeriod = z.infer<typeof ZServicePeriodSchema>;

export const ZDepositRuleSchema = z.strictObject({
  mode: z.enum(DEPOSIT_MODES),
  /** Parties of this size or more are asked for it. */
  minPartySize: z.number().int().min(1).max(RESERVATION_PARTY_MAX),
  /** Integer minor units of the venue's currency, per guest. */
  amountPerPerson: z.number().int().min(0).max(1_000_000),
});
export type TDepositRule = z.infer<typeof ZDepositRuleSchema>;

/** GET/PUT /api/reservations/settings (PUT takes the whole object). */
export const ZReservationSettingsSchema = z
  .strictObject({
    /** Ascending maxParty; the last must cover maxPartySize. */
    turnTimes: z.array(ZTurnTimeSchema).min(1).max(12),
    /** Covers allowed to start in one 15-minute block; null: no limit. */
    pacingCoversPer15Min: z.number().int().min(1).max(10_000).nullable(),
    maxDaysAhead: z.number().int().min(0).max(365),
    minNoticeMinutes: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 60),
    maxPartySize: z.number().int().min(1).max(RESERVATION_PARTY_MAX),
    /** Distance between offered start times. */
    slotIntervalMinutes: z.union([z.literal(15), z.literal(30), z.literal(60)]),
    servicePeriods: z.array(ZServicePeriodSchema).max(6),
    deposit: ZDepositRuleSchema,
  })
  .refine((s) => s.turnTimes.every((t, i) => i === 0 || t.maxParty > s.turnTimes[i - 1]!.maxParty), {
    message: 'turn times must be in ascending party size',
    path: ['turnTimes'],
  })
  .refine((s) => s.turnTimes.at(-1)!.maxParty >= s.maxPartySize, { message: 'the last turn time must cover the largest party', path: ['turnTimes'] });
export type TReservationSettings = z.infer<typeof ZReservationSettingsSchema>;

export const DEFAULT_RESERVATION_SETTINGS: TReservationSettings = {
  turnTimes: [
    { maxParty: 2, minutes: 90 },
    { maxParty: 4, minutes: 105 },
    { maxParty: 99, minutes: 120 },
  ],
  pacingCoversPer15Min: null,
  maxDaysAhead: 60,
  minNoticeMinutes: 60,
  maxPartySize: 12,
  slotIntervalMinutes: 15,
  servicePeriods: [
    { name: 'Lunch', starts: '11:00', ends: '16:00' },
    { name: 'Dinner', starts: '16:00', ends: '04:00' },
  ],
  deposit: { mode: 'none', minPartySize: 8, amountPerPerson: 0 },
};

/** The settings plus the venue facts staff screens show beside them. */
export const ZReservationSettingsViewSchema = z.object({
  settings: ZReservationSettingsSchema,
  acceptingReservations: z.boolean(),
  timeZone: z.string(),
  currency: z.string(),
});
export type TReservationSettingsView = z.infer<typeof ZReservationSettingsViewSchema>;

/** PATCH /api/reservations/accepting */
export const ZAcceptingRequestSchema = z.strictObject({ accepting: z.boolean() });
export const ZAcceptingResponseSchema = z.object({ accepting: z.boolean() });

export const ZClosedDateSchema = z.object({ id: z.string(), date: ZDateSchema, reason: z.string().nullable() });
export type TClosedDate = z.infer<typeof ZClosedDateSchema>;
export const ZClosedDateRequestSchema = z.strictObject({ date: ZDateSchema, reason: ZFreeTextSchema(120).optional() });
export const ZClosedDateListQuerySchema = ZPageQuerySchema.extend({ from: ZDateSchema.optional() });
export const ZClosedDatePageSchema = pageOf(ZClosedDateSchema);

export const ZTableCombinationSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  tableIds: z.array(z.string()),
  tableLabels: z.array(z.string()),
  totalOccupancy: z.number().int(),
});
export type TTableCombination = z.infer<typeof ZTableCombinationSchema>;
export const ZTableCombinationRequestSchema = z.strictObject({
  tableIds: z.array(z.string().min(1).max(64)).min(2).max(6),
  name: ZFreeTextSchema(60).optional(),
});
export const ZTableCombinationPageSchema = pageOf(ZTableCombinationSchema);

export const ZIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/* ---------- Public (guests, no account) ---------- */

export const ZRestaurantIdParamsSchema = z.object({ restaurantId: z.string().min(1).max(64) });
export const ZReservationIdParamsSchema = z.object({ reservationId: z.string().min(1).max(64) });

/** GET /api/public/restaurants/:restaurantId/reservations/availability?date=&partySize= */
export const ZAvailabilityQuerySchema = z.object({ date: ZDateSchema, partySize: ZPartySizeSchema });
export type TAvailabilityQuery = z.infer<typeof ZAvailabilityQuerySchema>;

export const ZSlotSchema = z.object({
  /** UTC instant. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** HH:MM on the venue's clock (twice the same on the night clocks go back: tell them apart by startsAt). */
  localTime: z.string(),
});
export type TSlot = z.infer<typeof ZSlotSchema>;

/** Why a day offers nothing (for the booking page's message); null when slots exist or they are all taken. */
export const NO_SLOT_REASONS = ['closedDate', 'closedDay', 'beyondWindow', 'past', 'fullyBooked'] as const;
export type TNoSlotReason = (typeof NO_SLOT_REASONS)[number];

export const ZDepositQuoteSchema = z.object({
  mode: z.enum(['deposit', 'cardHold']),
  /** Minor units: amountPerPerson × party size. */
  amount: z.number().int(),
  currency: z.string(),
});
export type TDepositQuote = z.infer<typeof ZDepositQuoteSchema>;

export const ZAvailabilitySchema = z.object({
  restaurantId: z.string(),
  date: ZDateSchema,
  partySize: z.number().int(),
  timeZone: z.string(),
  turnMinutes: z.number().int(),
  slots: z.array(ZSlotSchema),
  noSlotReason: z.enum(NO_SLOT_REASONS).nullable(),
  /** Present when this party must leave a deposit or card hold. */
  deposit: ZDepositQuoteSchema.nullable(),
  /** For the booking page's pickers. */
  maxPartySize: z.number().int(),
  maxDaysAhead: z.number().int(),
  /** The venue's today (YYYY-MM-DD). */
  today: ZDateSchema,
});
export type TAvailability = z.infer<typeof ZAvailabilitySchema>;

/** POST /api/public/restaurants/:restaurantId/reservations/holds */
export const ZHoldRequestSchema = z.strictObject({ partySize: ZPartySizeSchema, startsAt: ZInstantSchema });
export type THoldRequest = z.infer<typeof ZHoldRequestSchema>;
export const ZHoldResponseSchema = z.object({
  holdId: z.string(),
  /** Proves the hold is this browser's; send it with the booking. */
  token: z.string(),
  expiresAt: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  partySize: z.number().int(),
  deposit: ZDepositQuoteSchema.nullable(),
});
export type THoldResponse = z.infer<typeof ZHoldResponseSchema>;

/**
 * Guest fields are plain strings here; their SPEC section 5 messages come from checkReservationGuest
 * (the web runs it before sending, the server again), as VALIDATION_FAILED details with keys
 * nameRequired, nameIncorrect, emailRequired, emailIncorrect, fieldsRequired, phoneIncorrect.
 */
const guestFields = {
  name: z.string().max(120),
  email: z.string().max(254),
  phone: z.string().max(40),
  notes: ZFreeTextSchema(500).optional(),
  occasion: z.enum(RESERVATION_OCCASIONS).optional(),
  allergies: ZFreeTextSchema(300).optional(),
  language: z.enum(LANGUAGES).default('en'),
};

/** POST /api/public/restaurants/:restaurantId/reservations (header Idempotency-Key). */
export const ZBookRequestSchema = z.strictObject({
  holdId: z.string().min(1).max(64),
  token: z.string().min(16).max(128),
  ...guestFields,
  /** Only when the availability answer asked for a deposit or card hold (demo gateway fields). */
  card: ZCardSchema.optional(),
});
export type TBookRequest = z.infer<typeof ZBookRequestSchema>;

export type TGuestProblem = { path: string; key: TCheckoutMessageKey; message: string };
const isText = (text: string) => TEXT_PATTERN.test(text.replace(/[\u2018\u2019]/g, "'"));
const blank = (value: string | undefined | null) => value === undefined || value === null || value.trim() === '';
const ZEmail = z.email();

/** SPEC section 5 checks of a guest's name, e-mail and phone. `requireContact`: online bookings need all three. */
export function checkReservationGuest(
  guest: { name?: string | null | undefined; email?: string | null | undefined; phone?: string | null | undefined },
  options: { requireEmail: boolean; requirePhone: boolean } = { requireEmail: true, requirePhone: true },
): TGuestProblem[] {
  const problems: TGuestProblem[] = [];
  const problem = (path: string, key: TCheckoutMessageKey) => problems.push({ path, key, message: CHECKOUT_MESSAGES[key] });
  if (blank(guest.name)) problem('name', 'nameRequired');
  else if (guest.name!.trim().length < 2 || !isText(guest.name!)) problem('name', 'nameIncorrect');
  if (blank(guest.email)) {
    if (options.requireEmail) problem('email', 'emailRequired');
  } else if (!ZEmail.safeParse(guest.email!.trim()).success) problem('email', 'emailIncorrect');
  if (blank(guest.phone)) {
    if (options.requirePhone) problem('phone', 'fieldsRequired');
  } else if (!isValidPhone(guest.phone!.trim())) problem('phone', 'phoneIncorrect');
  return problems;
}

/** A booking as its guest sees it (confirmation and manage pages). */
export const ZPublicReservationSchema = z.object({
  id: z.string(),
  restaurantId: z.string(),
  restaurantName: z.string(),
  restaurantAddress: z.string().nullable(),
  timeZone: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Service date on the venue's clock (YYYY-MM-DD) and HH:MM. */
  date: ZDateSchema,
  localTime: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  occasion: z.enum(RESERVATION_OCCASIONS).nullable(),
  allergies: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** Whether the manage page may change the time / party size, cancel, or confirm. */
  canChange: z.boolean(),
  canCancel: z.boolean(),
  canConfirm: z.boolean(),
  createdAt: z.string(),
});
export type TPublicReservation = z.infer<typeof ZPublicReservationSchema>;

/** 201 (200 for a retry with the same Idempotency-Key). */
export const ZBookResponseSchema = z.object({
  reservation: ZPublicReservationSchema,
  /** For /restaurants/:id/bookingConfirmation/:reservationId?token=… and the manage link. */
  manageToken: z.string(),
});
export type TBookResponse = z.infer<typeof ZBookResponseSchema>;

/** ?token= on every /api/public/reservations/:reservationId call. */
export const ZManageTokenQuerySchema = z.object({ token: z.string().min(16).max(128) });

/** PATCH /api/public/reservations/:reservationId?token= : at least one field. */
export const ZGuestChangeRequestSchema = z
  .strictObject({ partySize: ZPartySizeSchema.optional(), startsAt: ZInstantSchema.optional() })
  .refine((b) => b.partySize !== undefined || b.startsAt !== undefined, keyed('nothingToChange'));
export type TGuestChangeRequest = z.infer<typeof ZGuestChangeRequestSchema>;

/** 409 SLOT_TAKEN: the error plus the day's slots as they are now. */
const ZErrorBody = z.object({
  code: z.string(),
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
});
export const ZSlotTakenResponseSchema = z.object({ error: ZErrorBody, availability: ZAvailabilitySchema });
export type TSlotTakenResponse = z.infer<typeof ZSlotTakenResponseSchema>;

/* ---------- Staff ---------- */

export const ZReservationSchema = z.object({
  id: z.string(),
  status: z.enum(RESERVATION_STATUSES),
  source: z.enum(RESERVATION_SOURCES),
  startsAt: z.string(),
  endsAt: z.string(),
  date: ZDateSchema,
  localTime: z.string(),
  /** The service period its start falls in (settings.servicePeriods' name), null outside all. */
  period: z.string().nullable(),
  partySize: z.number().int(),
  tableIds: z.array(z.string()),
  tableLabels: z.array(z.string()),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  occasion: z.enum(RESERVATION_OCCASIONS).nullable(),
  allergies: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The guest's record at this venue (same e-mail or phone). */
  guestNoShows: z.number().int(),
  guestVisits: z.number().int(),
  seatedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TReservation = z.infer<typeof ZReservationSchema>;

export const RESERVATION_SCOPES = ['upcoming', 'past', 'cancelled'] as const;
/** GET /api/reservations: upcoming (slots not yet ended, oldest first), past (ended, newest first), cancelled (cancelled + no-show). */
export const ZReservationListQuerySchema = ZPageQuerySchema.extend({
  scope: z.enum(RESERVATION_SCOPES).default('upcoming'),
  date: ZDateSchema.optional(),
  period: z.string().max(40).optional(),
  status: z.enum(STAFF_SETTABLE_STATUSES).optional(),
});
export type TReservationListQuery = z.infer<typeof ZReservationListQuerySchema>;
export const ZReservationPageSchema = pageOf(ZReservationSchema);

/** GET /api/reservations/day?date= : the timeline of one service date (at most 500 bookings). */
export const ZReservationDayQuerySchema = z.object({ date: ZDateSchema });
export const ZReservationDaySchema = z.object({
  date: ZDateSchema,
  timeZone: z.string(),
  servicePeriods: z.array(ZServicePeriodSchema),
  /** The venue's opening window(s) of that service date as UTC instants, for the timeline's axis. */
  openWindows: z.array(z.object({ opensAt: z.string(), closesAt: z.string() })),
  tables: z.array(z.object({ id: z.string(), label: z.string(), occupancy: z.number().int(), isActive: z.boolean() })),
  reservations: z.array(ZReservationSchema),
});
export type TReservationDay = z.infer<typeof ZReservationDaySchema>;

/** POST /api/reservations: a phone booking (startsAt) or a walk-in (seated now). tableIds omitted: the server picks. */
export const ZStaffCreateRequestSchema = z.strictObject({
  kind: z.enum(['booking', 'walkIn']),
  partySize: ZPartySizeSchema,
  startsAt: ZInstantSchema.optional(),
  tableIds: z.array(z.string().min(1).max(64)).min(1).max(6).optional(),
  /** May be empty (or absent) for a walk-in. */
  name: z.string().max(120).default(''),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  notes: ZFreeTextSchema(500).optional(),
  occasion: z.enum(RESERVATION_OCCASIONS).optional(),
  allergies: ZFreeTextSchema(300).optional(),
  language: z.enum(LANGUAGES).optional(),
});
export type TStaffCreateRequest = z.infer<typeof ZStaffCreateRequestSchema>;

export const ZStatusRequestSchema = z.strictObject({ status: z.enum(STAFF_SETTABLE_STATUSES) });
export const ZTableRequestSchema = z.strictObject({ tableIds: z.array(z.string().min(1).max(64)).min(1).max(6) });

/** GET /api/reservations/guests/history?email=|phone= */
export const ZGuestHistoryQuerySchema = ZPageQuerySchema.extend({
  email: z.string().trim().toLowerCase().max(254).optional(),
  phone: z.string().trim().max(40).optional(),
}).refine((q) => q.email !== undefined || q.phone !== undefined, keyed('fieldsRequired'));
export const ZGuestHistorySchema = z.object({
  visits: z.number().int(),
  noShows: z.number().int(),
  cancellations: z.number().int(),
  items: z.array(ZReservationSchema),
  nextCursor: z.string().nullable(),
});
export type TGuestHistory = z.infer<typeof ZGuestHistorySchema>;

/**
 * What the live event tells every staff member of the venue (the staff room and GET /api/staff-events
 * reach roles without reservations.manage, the kitchen's too): no contact details, notes, allergies or
 * guest record — the book reads those through its own permission-checked endpoints.
 */
export const ZReservationSummarySchema = ZReservationSchema.pick({
  id: true,
  status: true,
  source: true,
  startsAt: true,
  endsAt: true,
  date: true,
  localTime: true,
  period: true,
  partySize: true,
  tableLabels: true,
  name: true,
});
export type TReservationSummary = z.infer<typeof ZReservationSummarySchema>;

/** Socket newReservationReceived (stored staff event, with offset). */
export const ZNewReservationEventSchema = z.object({
  offset: z.number().int(),
  reservationId: z.string(),
  reservation: ZReservationSummarySchema,
});
export type TNewReservationEvent = z.infer<typeof ZNewReservationEventSchema>;
