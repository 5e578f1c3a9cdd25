import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';
import { pageOf, PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../lib/pagination.ts';
import { ZEmailSchema, ZIdSchema, ZTextSchema } from '../lib/text.ts';
import { ZFreeTextSchema } from '../menu/common.ts';
import { CURRENCIES } from '../money/currencies.ts';
import { ROOM_NUMBER_PATTERN } from '../orders/rooms.ts';

/**
 * Hotel guest services (issue 10 section 2, docs/api/hotel.md): stays (a guest checked in to a
 * room), guest sessions (a guest's phone, admitted by the room's QR code or by room number plus last
 * name while the stay is open), the amenity catalogue, and guest requests (amenities, wake-up calls,
 * service requests) with their status. Amounts are integer minor units of the venue's currency.
 * Guest chat is another file (guest-chat); it uses the same guest session.
 */

/* ------------------------------------------------------------------ stays */

/** Where a stay came from: checked in by staff, or (later, ROADMAP 12) created by the hotel's PMS. */
export const STAY_SOURCES = ['staff', 'pms'] as const;
export type TStaySource = (typeof STAY_SOURCES)[number];
export const STAY_STATUSES = ['open', 'closed'] as const;
export type TStayStatus = (typeof STAY_STATUSES)[number];

const ZGuestNameSchema = ZTextSchema(80);
const ZPhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 ()-]{6,20}$/, 'incorrect phone number format');

export const ZStaySchema = z.object({
  id: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  guestLastName: z.string(),
  guestFirstName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  checkInAt: z.string(),
  expectedCheckOut: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
  status: z.enum(STAY_STATUSES),
  source: z.enum(STAY_SOURCES),
  externalId: z.string().nullable(),
  /** Charged amenities of this stay (minor units); room-service orders are charged to the room separately (orders). */
  amenityCharges: z.number().int(),
});
export type TStay = z.infer<typeof ZStaySchema>;

/** GET /api/stays?status=open|closed&room=&limit=&cursor= : open stays by room number, closed ones newest check-out first. */
export const ZStayListQuerySchema = z.object({
  status: z.enum(STAY_STATUSES).default('open'),
  /** A room number (exact, case-insensitive). */
  room: z.string().trim().max(20).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TStayListQuery = z.infer<typeof ZStayListQuerySchema>;
export const ZStayPageSchema = pageOf(ZStaySchema);

/** POST /api/stays (check-in). 409 CONFLICT key stayAlreadyOpen when the room already has an open stay. */
export const ZCheckInSchema = z.strictObject({
  roomId: ZIdSchema,
  guestLastName: ZGuestNameSchema,
  guestFirstName: ZGuestNameSchema.optional(),
  email: ZEmailSchema.optional(),
  phone: ZPhoneSchema.optional(),
  /** The guest's language: wake-up e-mails and the guest app default to it. Default: the venue's. */
  language: z.enum(LANGUAGES).optional(),
  /** ISO date-time; informative (the stay stays open until checked out). */
  expectedCheckOut: z.iso.datetime({ offset: true }).optional(),
});
export type TCheckIn = z.infer<typeof ZCheckInSchema>;

/** POST /api/stays/:id/check-out answers the closed stay and what it cancelled. 409 stayClosed if already closed. */
export const ZCheckOutResultSchema = z.object({
  stay: ZStaySchema,
  /** Outstanding requests (wake-up calls included) cancelled with reason checkOut. */
  cancelledRequests: z.number().int(),
  /** Guest sessions ended (their tokens no longer work). */
  endedSessions: z.number().int(),
});
export type TCheckOutResult = z.infer<typeof ZCheckOutResultSchema>;

/** A room on the hotel's rooms screen: its QR code and whether a guest is in (the open stay). */
export const ZHotelRoomSchema = z.object({
  id: z.string(),
  roomNumber: z.string(),
  isActive: z.boolean(),
  /** Unguessable; the room's QR code opens guestRoomPath(restaurantId, code). */
  code: z.string(),
  stay: ZStaySchema.nullable(),
});
export type THotelRoom = z.infer<typeof ZHotelRoomSchema>;
/** GET /api/hotel/rooms?occupied=true|false&limit=&cursor= : rooms in natural order (101 before 1001) with their open stay. */
export const ZHotelRoomListQuerySchema = z.object({
  occupied: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_MAX),
  cursor: z.string().max(200).optional(),
});
export const ZHotelRoomPageSchema = pageOf(ZHotelRoomSchema);

/** The web path a room's QR code opens (the guest app); the code admits the guest while the room has an open stay. */
export function guestRoomPath(restaurantId: string, roomCode: string): string {
  return `/hotels/${encodeURIComponent(restaurantId)}/guest?room=${encodeURIComponent(roomCode)}`;
}

/* ------------------------------------------------------------------ guest sessions */

/** The header every guest API call carries (the token from POST …/guest-sessions). */
export const GUEST_TOKEN_HEADER = 'x-guest-token';

export const ZRoomCodeSchema = z.string().trim().min(8).max(64);
/**
 * POST /api/public/hotels/:restaurantId/guest-sessions: from the room's QR code ({ roomCode }) or
 * from the menu ({ roomNumber, lastName }; the last name matches ignoring case and accents).
 * 400 VALIDATION_FAILED key roomNumberIncorrect (path body.roomNumber) for a room the hotel does not
 * have (or a wrong room code: path body.roomCode), 409 CONFLICT key noOpenStay when nobody is checked
 * in there, and also for a last name that is not the guest's (so it does not tell who is staying).
 */
export const ZGuestSessionRequestSchema = z.union([
  z.strictObject({ roomCode: ZRoomCodeSchema }),
  z.strictObject({
    roomNumber: z.string().trim().regex(ROOM_NUMBER_PATTERN, 'letters, digits, space . / - (up to 20)'),
    lastName: z.string().trim().min(1).max(80),
  }),
]);
export type TGuestSessionRequest = z.infer<typeof ZGuestSessionRequestSchema>;
export const ZHotelParamsSchema = z.object({ restaurantId: ZIdSchema });

/** What the guest app shows about its stay (GET /api/public/guest/session). */
export const ZGuestStaySchema = z.object({
  stayId: z.string(),
  restaurantId: z.string(),
  hotelName: z.string(),
  roomNumber: z.string(),
  /** "Maria Garcia" or "Garcia". */
  guestName: z.string(),
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
  timeZone: z.string(),
  checkInAt: z.string(),
});
export type TGuestStay = z.infer<typeof ZGuestStaySchema>;
export const ZGuestSessionSchema = z.object({
  /** Opaque; send it as X-Guest-Token. It stops working at check-out. Keep it in sessionStorage/localStorage per hotel. */
  token: z.string(),
  stay: ZGuestStaySchema,
});
export type TGuestSession = z.infer<typeof ZGuestSessionSchema>;

/* ------------------------------------------------------------------ amenity catalogue */

/** free: just brought; charged: the price is charged to the stay; approval: staff must acknowledge it before it expires. */
export const AMENITY_MODES = ['free', 'charged', 'approval'] as const;
export type TAmenityMode = (typeof AMENITY_MODES)[number];
export const AMENITY_MAX_QUANTITY_LIMIT = 20;
export const AMENITIES_MAX = 200;
export const APPROVAL_EXPIRY_MINUTES_DEFAULT = 30;

const ZAmenityNameSchema = ZFreeTextSchema(80).min(1);
/** Optional names per language: { "ar": "مناشف" }. Missing languages show `name`. */
export const ZAmenityTranslationsSchema = z.partialRecord(z.enum(LANGUAGES), ZAmenityNameSchema);

export const ZAmenitySchema = z.object({
  id: z.string(),
  name: z.string(),
  translations: z.partialRecord(z.enum(LANGUAGES), z.string()),
  maxQuantity: z.number().int(),
  mode: z.enum(AMENITY_MODES),
  /** Minor units; 0 unless mode is charged. */
  price: z.number().int(),
  /** Only for mode approval: minutes until an unacknowledged request cancels itself (reason expired). */
  approvalExpiryMinutes: z.number().int().nullable(),
  isActive: z.boolean(),
  position: z.number().int(),
});
export type TAmenity = z.infer<typeof ZAmenitySchema>;
export const ZAmenityListSchema = z.object({ items: z.array(ZAmenitySchema) });

const amenityFields = {
  name: ZAmenityNameSchema,
  translations: ZAmenityTranslationsSchema,
  maxQuantity: z.number().int().min(1).max(AMENITY_MAX_QUANTITY_LIMIT),
  mode: z.enum(AMENITY_MODES),
  price: z.number().int().min(0).max(1_000_000),
  approvalExpiryMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  isActive: z.boolean(),
  position: z.number().int().min(0).max(10_000),
};
/** POST /api/amenities. A charged amenity needs a price above 0 (400 key tooSmall at body.price). */
export const ZAmenityCreateSchema = z.strictObject(amenityFields).partial().required({ name: true, maxQuantity: true, mode: true });
export type TAmenityCreate = z.infer<typeof ZAmenityCreateSchema>;
/** PATCH /api/amenities/:id. */
export const ZAmenityUpdateSchema = z.strictObject(amenityFields).partial();
export type TAmenityUpdate = z.infer<typeof ZAmenityUpdateSchema>;

/* ------------------------------------------------------------------ guest requests */

export const GUEST_REQUEST_TYPES = ['amenity', 'wakeUp', 'service'] as const;
export type TGuestRequestType = (typeof GUEST_REQUEST_TYPES)[number];
export const SERVICE_CATEGORIES = ['housekeeping', 'maintenance', 'concierge'] as const;
export type TServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const REQUEST_PRIORITIES = ['low', 'normal', 'urgent'] as const;
export type TRequestPriority = (typeof REQUEST_PRIORITIES)[number];
/** new → acknowledged → inProgress → done, or cancelled (from new, acknowledged or inProgress). */
export const GUEST_REQUEST_STATUSES = ['new', 'acknowledged', 'inProgress', 'done', 'cancelled'] as const;
export type TGuestRequestStatus = (typeof GUEST_REQUEST_STATUSES)[number];
export const OPEN_REQUEST_STATUSES = ['new', 'acknowledged', 'inProgress'] as const satisfies readonly TGuestRequestStatus[];
/** guest: the guest withdrew it; staff; checkOut: the stay closed; expired: an approval request nobody acknowledged in time. */
export const REQUEST_CANCEL_REASONS = ['guest', 'staff', 'checkOut', 'expired'] as const;
export type TRequestCancelReason = (typeof REQUEST_CANCEL_REASONS)[number];

/** The one step staff may take from each status (plus cancel from any open status). */
export const NEXT_REQUEST_STATUS: Readonly<Record<TGuestRequestStatus, TGuestRequestStatus | null>> = {
  new: 'acknowledged',
  acknowledged: 'inProgress',
  inProgress: 'done',
  done: null,
  cancelled: null,
};
export function canMoveRequest(from: TGuestRequestStatus, to: TGuestRequestStatus): boolean {
  if (to === 'cancelled') return (OPEN_REQUEST_STATUSES as readonly string[]).includes(from);
  return NEXT_REQUEST_STATUS[from] === to;
}
/** The guest may withdraw a request nobody has started on. */
export function guestCanCancel(status: TGuestRequestStatus): boolean {
  return status === 'new' || status === 'acknowledged';
}

/**
 * Target minutes to finish ("age against target" on /requests; docs/decisions.md): amenities 20,
 * service 30 (urgent 10, low 60), a wake-up call WAKE_UP_ESCALATION_MINUTES after it is due.
 * The age runs from createdAt, for a wake-up call from dueAt.
 */
export const REQUEST_TARGET_MINUTES = { amenity: 20, service: 30, serviceUrgent: 10, serviceLow: 60 } as const;
/** How far ahead a wake-up call may be set (400 wakeUpTooFar beyond). */
export const WAKE_UP_MAX_DAYS_AHEAD = 14;
/** A wake-up call that is due and not taken on (inProgress or done) within this many minutes escalates. */
export const WAKE_UP_ESCALATION_MINUTES = 5;
export function targetMinutesOf(type: TGuestRequestType, priority: TRequestPriority): number {
  if (type === 'wakeUp') return WAKE_UP_ESCALATION_MINUTES;
  if (type === 'amenity') return REQUEST_TARGET_MINUTES.amenity;
  if (priority === 'urgent') return REQUEST_TARGET_MINUTES.serviceUrgent;
  if (priority === 'low') return REQUEST_TARGET_MINUTES.serviceLow;
  return REQUEST_TARGET_MINUTES.service;
}

export const ZRequestItemSchema = z.object({
  amenityId: z.string(),
  /** The amenity's name when requested (and in the stay's language, if translated). */
  name: z.string(),
  quantity: z.number().int(),
  mode: z.enum(AMENITY_MODES),
  /** Minor units per piece (0 unless charged). */
  unitPrice: z.number().int(),
});
export type TRequestItem = z.infer<typeof ZRequestItemSchema>;

export const ZGuestRequestSchema = z.object({
  id: z.string(),
  stayId: z.string(),
  roomId: z.string(),
  roomNumber: z.string(),
  guestName: z.string(),
  type: z.enum(GUEST_REQUEST_TYPES),
  status: z.enum(GUEST_REQUEST_STATUSES),
  /** Service requests only. */
  category: z.enum(SERVICE_CATEGORIES).nullable(),
  priority: z.enum(REQUEST_PRIORITIES),
  note: z.string().nullable(),
  /** Amenity requests only (else []). */
  items: z.array(ZRequestItemSchema),
  /** Sum of charged items (minor units); charged to the stay unless the request is cancelled. */
  chargeTotal: z.number().int(),
  /** Wake-up calls only: when to call. */
  dueAt: z.string().nullable(),
  /** Wake-up calls: when the call became due and staff were told (staff task raised). */
  raisedAt: z.string().nullable(),
  /** Wake-up calls: when it escalated (due, not taken on within WAKE_UP_ESCALATION_MINUTES). */
  escalatedAt: z.string().nullable(),
  /** Approval amenities: when the request cancels itself unless acknowledged. */
  approvalExpiresAt: z.string().nullable(),
  cancelReason: z.enum(REQUEST_CANCEL_REASONS).nullable(),
  /** When the request should be done by (age against target). */
  targetAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TGuestRequest = z.infer<typeof ZGuestRequestSchema>;
export const ZGuestRequestPageSchema = pageOf(ZGuestRequestSchema);

export const REQUEST_NOTE_MAX = 1000;
export const REQUEST_ITEMS_MAX = 20;
const ZNoteSchema = ZFreeTextSchema(REQUEST_NOTE_MAX);

/**
 * POST /api/public/guest/requests (X-Guest-Token). Refusals (nothing written): 409 noOpenStay once
 * the stay closed (the token then answers 401 anyway); 400 amenityUnknown (body.items.N.amenityId)
 * for an amenity not in the catalogue or inactive; 400 tooBig (body.items.N.quantity, params.max)
 * above the amenity's maximum; 400 mustBeFuture (body.dueAt) for a wake-up time not in the future,
 * 400 wakeUpTooFar (params.days) beyond WAKE_UP_MAX_DAYS_AHEAD.
 */
export const ZGuestRequestCreateSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('amenity'),
    items: z
      .array(z.strictObject({ amenityId: ZIdSchema, quantity: z.number().int().min(1).max(AMENITY_MAX_QUANTITY_LIMIT) }))
      .min(1)
      .max(REQUEST_ITEMS_MAX),
    note: ZNoteSchema.optional(),
  }),
  z.strictObject({ type: z.literal('wakeUp'), dueAt: z.iso.datetime({ offset: true }), note: ZNoteSchema.optional() }),
  z.strictObject({
    type: z.literal('service'),
    category: z.enum(SERVICE_CATEGORIES),
    priority: z.enum(REQUEST_PRIORITIES).default('normal'),
    note: ZNoteSchema.optional(),
  }),
]);
export type TGuestRequestCreate = z.infer<typeof ZGuestRequestCreateSchema>;

/** GET /api/public/guest/requests?limit=&cursor= : the stay's requests, newest first. */
export const ZGuestRequestListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});

/** GET /api/guest-requests?type=&status=&room=&stayId=&limit=&cursor= ; status 'open' = new, acknowledged or inProgress. Newest first. */
export const ZStaffRequestListQuerySchema = z.object({
  type: z.enum(GUEST_REQUEST_TYPES).optional(),
  status: z.enum([...GUEST_REQUEST_STATUSES, 'open']).optional(),
  room: z.string().trim().max(20).optional(),
  stayId: ZIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TStaffRequestListQuery = z.infer<typeof ZStaffRequestListQuerySchema>;

/**
 * PATCH /api/guest-requests/:id/status. Only the next step (canMoveRequest) or cancelled; a move the
 * status does not allow → 409 CONFLICT key requestTransitionNotAllowed; a concurrent move won by
 * another → 409 CONFLICT key requestStatusChanged. Answers the request as it is now.
 */
export const ZRequestStatusUpdateSchema = z.strictObject({ status: z.enum(['acknowledged', 'inProgress', 'done', 'cancelled']) });
export type TRequestStatusUpdate = z.infer<typeof ZRequestStatusUpdateSchema>;

/* ------------------------------------------------------------------ socket payloads */

/**
 * What a staff event says of a request: the room and the kind of request, never the guest's name, note
 * or items. Staff events replay to every role that sees orders (the kitchen too); /requests reads the
 * rest through GET /api/guest-requests (guests.serve).
 */
export const ZGuestRequestEventSummarySchema = ZGuestRequestSchema.pick({
  id: true,
  stayId: true,
  roomId: true,
  roomNumber: true,
  type: true,
  status: true,
  category: true,
  priority: true,
  dueAt: true,
  raisedAt: true,
  escalatedAt: true,
  targetAt: true,
  createdAt: true,
});
export type TGuestRequestEventSummary = z.infer<typeof ZGuestRequestEventSummarySchema>;
export const toGuestRequestEventSummary = (r: TGuestRequest): TGuestRequestEventSummary => ZGuestRequestEventSummarySchema.parse(r);

/** Staff event (stored, with offset; SPEC section 7's "amenity request"): every new guest request, any type. */
export const ZAmenityRequestEventSchema = z.object({ offset: z.number().int(), requestId: z.string(), request: ZGuestRequestEventSummarySchema });
export type TAmenityRequestEvent = z.infer<typeof ZAmenityRequestEventSchema>;
/** Why a request changed: a status move, a wake-up call due or escalated, an approval that expired, the stay's check-out. */
export const REQUEST_CHANGE_REASONS = ['status', 'wakeUpDue', 'wakeUpEscalated', 'approvalExpired', 'checkOut'] as const;
/** Staff event (stored, with offset): a request changed. */
export const ZGuestRequestChangedEventSchema = z.object({
  offset: z.number().int(),
  requestId: z.string(),
  reason: z.enum(REQUEST_CHANGE_REASONS),
  request: ZGuestRequestEventSummarySchema,
});
export type TGuestRequestChangedEvent = z.infer<typeof ZGuestRequestChangedEventSchema>;
/** To the guest's stay room: a request of the stay as it is now. */
export type TGuestRequestUpdatedEvent = TGuestRequest;
/** To the guest's stay room when a wake-up call is due (the app rings). */
export type TWakeUpCallEvent = { requestId: string; dueAt: string };
/** To the guest's stay room at check-out: the session ended. */
export type TStayClosedEvent = { stayId: string };
export type TJoinStayAck = { ok: true; stayId: string } | { ok: false; error: 'NOT_FOUND' };
