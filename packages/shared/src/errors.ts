import { z } from 'zod';
import { ERROR_MESSAGES } from './errors/messages.ts';

/** Every error the API can answer with. The HTTP status for each lives in one map on the server. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'TOKEN_REUSED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'RESET_LINK_INVALID',
  // Team (docs/api/team.md): an invite link that expired, was used or was revoked.
  'INVITE_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'RATE_LIMITED',
  // Ordering (docs/api/ordering.md):
  'PRICE_CHANGED',
  'IDEMPOTENCY_MISMATCH',
  'NOT_ACCEPTING_ORDERS',
  'NOT_ACCEPTING_PICKUP',
  'NOT_ACCEPTING_DELIVERY',
  'ITEM_UNAVAILABLE',
  'BELOW_MINIMUM_ORDER',
  'PAYMENT_DECLINED',
  'CARD_INVALID',
  // Payments and the table bill (docs/api/bills.md, docs/api/delitepay.md).
  'BILL_CHANGED',
  'BILL_CLOSED',
  'PAYMENT_LINK_INVALID',
  // Reservations (docs/api/reservations.md).
  'SLOT_TAKEN',
  'NOT_ACCEPTING_RESERVATIONS',
  'RESERVATION_CLOSED',
  'HOLD_EXPIRED',
  // Growth (docs/api/growth.md): offers and codes, points, loyalty passes, gift cards, the club.
  'OFFER_NOT_APPLICABLE',
  'OFFER_USED_UP',
  'POINTS_INSUFFICIENT',
  'GIFT_CARD_INVALID',
  'GIFT_CARD_SPENT',
  'NOT_ENOUGH_STAMPS',
  'ALREADY_SUBSCRIBED',
  'PROGRAMME_UNAVAILABLE',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

export const ZErrorCodeSchema = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>;

/**
 * The one enum of error keys (docs/decisions.md "Error keys"): every code is a key, and so is every
 * SPEC section 5 and 8 message. Clients translate by code and key, never by the English `message`.
 */
export type TErrorKey = keyof typeof ERROR_MESSAGES;
export const ERROR_KEYS = Object.keys(ERROR_MESSAGES) as [TErrorKey, ...TErrorKey[]];
export const ZErrorKeySchema = z.enum(ERROR_KEYS);

/** Values a key's sentence is filled with ({max} → 120). Numbers stay numbers so clients format them. */
export const ZErrorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type TErrorParams = z.infer<typeof ZErrorParamsSchema>;

/** One problem: where (a request path like 'body.customer.email', '' for the whole request), which key, with which values. */
export const ZErrorDetailSchema = z.object({
  path: z.string(),
  key: ZErrorKeySchema,
  params: ZErrorParamsSchema.optional(),
  /** The key's English sentence, for API readers; clients must not show or match it. */
  message: z.string().optional(),
});
export type TErrorDetail = z.infer<typeof ZErrorDetailSchema>;

export const ZErrorResponseSchema = z.object({
  error: z.object({
    code: ZErrorCodeSchema,
    /** An English sentence for logs and API readers. */
    message: z.string(),
    details: z.array(ZErrorDetailSchema).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;

export function isErrorKey(value: unknown): value is TErrorKey {
  return typeof value === 'string' && Object.hasOwn(ERROR_MESSAGES, value);
}

/** A key's English sentence with its params filled in. */
export function englishMessage(key: TErrorKey, params?: TErrorParams): string {
  const template: string = ERROR_MESSAGES[key];
  return params ? template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : template;
}

/** For a zod refine: `.refine(check, keyed('minAboveMax'))` makes the issue carry the key (errors/zod-issues.ts reads it). */
export function keyed(key: TErrorKey, path?: PropertyKey[]): { message: string; params: { key: TErrorKey }; path?: PropertyKey[] } {
  return { message: ERROR_MESSAGES[key], params: { key }, ...(path ? { path } : {}) };
}
