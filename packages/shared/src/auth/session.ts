/** SPEC section 9: a session lasts 7.5 days after it was last refreshed. */
export const SESSION_LIFETIME_MS = 648_000_000;
/** Access tokens are short-lived; the web app refreshes them through the HttpOnly refresh cookie. */
export const ACCESS_TOKEN_LIFETIME_MS = 15 * 60 * 1000;
/**
 * A refresh retried this soon after the server rotated its token (the answer was lost) gets the same
 * new refresh token instead of a reuse alarm; the web client retries a lost refresh only inside it.
 */
export const REFRESH_GRACE_MS = 10_000;
export const REFRESH_COOKIE_NAME = 'md_refresh';
export const REQUEST_ID_HEADER = 'mdRequestId';
/** SPEC section 4: sign-up is complete at step 6. */
export const SIGN_UP_COMPLETE_STEP = 6;
