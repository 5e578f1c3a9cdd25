import type { TErrorResponse } from '@menudelite/shared/errors';

export type TApiErrorBody = TErrorResponse['error'];

/**
 * A non-2xx answer. The message is SPEC section 8's 'Status code incorrect - {status}'; the API's
 * own `{ error: { code, message } }` is kept so screens can show what went wrong.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly apiError: TApiErrorBody | null;
  /** The whole answer, for errors that carry more than the error (409 PRICE_CHANGED's fresh quote). */
  readonly body: unknown;

  constructor(status: number, apiError: TApiErrorBody | null, body: unknown = null) {
    super(`Status code incorrect - ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.apiError = apiError;
    this.body = body;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** Reads `{ error: { code, message } }` from a body without trusting its shape. */
export function apiErrorFromBody(body: unknown): TApiErrorBody | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return {
    code: code as TApiErrorBody['code'],
    message,
    ...(Array.isArray(details) ? { details: details as NonNullable<TApiErrorBody['details']> } : {}),
  };
}
