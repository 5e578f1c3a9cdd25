import { englishMessage, type TErrorCode, type TErrorDetail, type TErrorKey, type TErrorParams } from '@menudelite/shared/errors';

/** A detail as services write it: the key is required, the English message is filled in from it. */
export type TAppErrorDetail = { path: string; key: TErrorKey; params?: TErrorParams | undefined; message?: string | undefined };

/**
 * The only error class services throw on purpose. Its code maps to an HTTP status in one place;
 * each detail names a key (packages/shared/src/errors/messages.ts) that clients translate.
 * `message` is English for logs and API readers only.
 */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: TErrorDetail[] | undefined;

  constructor(code: TErrorCode, message: string, details?: TAppErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details?.map((detail) => ({
      path: detail.path,
      key: detail.key,
      ...(detail.params ? { params: detail.params } : {}),
      message: detail.message ?? englishMessage(detail.key, detail.params),
    }));
  }
}

/** An error whose whole meaning is one key: `keyedError('CONFLICT', 'alreadyExists', { path: 'body.tableDisplayId' })`. */
export function keyedError(code: TErrorCode, key: TErrorKey, options: { path?: string; params?: TErrorParams; message?: string } = {}): AppError {
  const detail: TAppErrorDetail = { path: options.path ?? '', key, ...(options.params ? { params: options.params } : {}) };
  const message = options.message ?? englishMessage(key, options.params);
  return new AppError(code, message, [detail]);
}

/** A 400 for one field: `invalidField('body.until', 'mustBeFuture')`. */
export function invalidField(path: string, key: TErrorKey, params?: TErrorParams): AppError {
  const field = path.replace(/^(body|query|params|headers)\./, '');
  return keyedError('VALIDATION_FAILED', key, { path, ...(params ? { params } : {}), message: `${field}: ${englishMessage(key, params)}` });
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
  INVITE_INVALID: 410,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
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
  BILL_CHANGED: 409,
  BILL_CLOSED: 409,
  PAYMENT_LINK_INVALID: 410,
  SLOT_TAKEN: 409,
  NOT_ACCEPTING_RESERVATIONS: 409,
  RESERVATION_CLOSED: 409,
  HOLD_EXPIRED: 410,
  OFFER_NOT_APPLICABLE: 422,
  // A limit or balance another checkout used first (a lost race) or already used up.
  OFFER_USED_UP: 409,
  POINTS_INSUFFICIENT: 409,
  GIFT_CARD_INVALID: 422,
  GIFT_CARD_SPENT: 409,
  NOT_ENOUGH_STAMPS: 409,
  ALREADY_SUBSCRIBED: 409,
  PROGRAMME_UNAVAILABLE: 409,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
