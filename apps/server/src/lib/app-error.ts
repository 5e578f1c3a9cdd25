import type { TErrorCode } from '@menudelite/shared/errors';

/** The only error class services throw on purpose. Its code maps to an HTTP status in one place. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: { path: string; message: string }[] | undefined;

  constructor(code: TErrorCode, message: string, details?: { path: string; message: string }[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
}

export const HTTP_STATUS_BY_CODE: Record<TErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_REUSED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  RESET_LINK_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  PRICE_CHANGED: 409,
  IDEMPOTENCY_MISMATCH: 422,
  NOT_ACCEPTING_ORDERS: 409,
  NOT_ACCEPTING_PICKUP: 409,
  NOT_ACCEPTING_DELIVERY: 409,
  ITEM_UNAVAILABLE: 409,
  BELOW_MINIMUM_ORDER: 422,
  PAYMENT_DECLINED: 402,
  CARD_INVALID: 400,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
