import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import { clearAccessToken, setAccessToken } from './access-token';
import { updateSession } from './session-store';

/** Sign-in, sign-up and refresh all answer the same session: keep its token in memory and its user. */
export function applySession(session: TAuthSession): void {
  setAccessToken(session.accessToken, session.accessTokenExpiry);
  updateSession({ user: session.user, didLogOut: false });
}

/** The session is gone (signed out, or the refresh cookie was refused). */
export function forgetSession(options: { didLogOut: boolean }): void {
  clearAccessToken();
  updateSession({ user: null, didLogOut: options.didLogOut });
}
