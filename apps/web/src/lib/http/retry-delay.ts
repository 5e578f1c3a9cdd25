/** SPEC section 7 and 9: a failed request is retried up to 3 times, waiting 500 ms times the attempt number. */
export const MAX_RETRIES = 3;
export const RETRY_STEP_MS = 500;

/**
 * How long to wait before retrying after `failedAttempt` (1 = the first try failed), or null when
 * no retry is left.
 */
export function retryDelayMs(failedAttempt: number): number | null {
  if (!Number.isInteger(failedAttempt) || failedAttempt < 1 || failedAttempt > MAX_RETRIES) return null;
  return RETRY_STEP_MS * failedAttempt;
}

/** Network errors and server errors (5xx) are worth retrying; a 4xx answer will not change. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 && status <= 599;
}
