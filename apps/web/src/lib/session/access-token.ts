/**
 * The access token lives in memory only (ARCHITECTURE.md: never in localStorage); the session
 * itself survives reloads through the HttpOnly refresh cookie.
 */
type TTokenState = { token: string; expiresAt: number } | null;

/** Refresh a little early so a token does not expire while a request is on its way. */
export const EXPIRY_MARGIN_MS = 10_000;

let current: TTokenState = null;

export function setAccessToken(token: string, expiresAt: number): void {
  current = { token, expiresAt };
}

export function clearAccessToken(): void {
  current = null;
}

/** Pure rule: a token is usable while it has more than the margin left. */
export function isTokenUsable(state: TTokenState, now: number): state is NonNullable<TTokenState> {
  return state !== null && state.expiresAt - EXPIRY_MARGIN_MS > now;
}

/** When the in-memory token expires (epoch ms), or null without one. */
export function accessTokenExpiresAt(): number | null {
  return current?.expiresAt ?? null;
}

/** The in-memory token if it is still valid, else null (the caller refreshes). */
export function usableAccessToken(now = Date.now()): string | null {
  return isTokenUsable(current, now) ? current.token : null;
}
