import { clearAccessToken, usableAccessToken } from './access-token';
import { refreshSession } from './refresh-session';

/** SPEC section 4's token choice: the in-memory token while it is valid, else a fresh one from a refresh. */
export async function accessTokenForRequest(): Promise<string | null> {
  const token = usableAccessToken();
  if (token) return token;
  const session = await refreshSession();
  return session?.accessToken ?? null;
}

/**
 * The server refused the token it was just sent (401): its session may have ended elsewhere
 * (sign-out, password reset, removal from the venue). One refresh decides: a new token if the
 * session lives on, else null and the user is signed out (refreshSession forgets them).
 */
export async function accessTokenAfterRefusal(): Promise<string | null> {
  clearAccessToken();
  const session = await refreshSession();
  return session?.accessToken ?? null;
}
