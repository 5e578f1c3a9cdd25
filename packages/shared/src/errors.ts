import { z } from 'zod';

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
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
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
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
] as const;

export const ZErrorCodeSchema = z.enum(ERROR_CODES);
export type TErrorCode = z.infer<typeof ZErrorCodeSchema>;

export const ZErrorResponseSchema = z.object({
  error: z.object({
    code: ZErrorCodeSchema,
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponseSchema>;
