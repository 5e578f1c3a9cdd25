import { usableAccessToken } from './access-token';
import { refreshSession } from './refresh-session';

/** SPEC section 4's token choice: the in-memory token while it is valid, else a fresh one from a refresh. */
export async function accessTokenForRequest(): Promise<string | null> {
  const token = usableAccessToken();
  if (token) return token;
  const session = await refreshSession();
  return session?.accessToken ?? null;
}
