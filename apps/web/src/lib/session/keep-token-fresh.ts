import { accessTokenExpiresAt } from './access-token';
import { refreshSession } from './refresh-session';

/** Refresh this long before the token expires: the server drops a socket whose token has expired. */
export const REFRESH_AHEAD_MS = 60_000;
/** After a refresh that failed for the network, try again this soon (the token may still have a while). */
export const REFRESH_AGAIN_AFTER_MS = 15_000;

/**
 * While the staff socket is open nothing else may call the API for a long time, yet the server
 * disconnects a socket when its token expires unless a newer one was pushed to it. So refresh a
 * minute ahead: the refresh pushes the new token to the session's sockets. Stops by itself once
 * there is no token (signed out); answers the function that stops it.
 */
export function keepAccessTokenFresh(now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const schedule = () => {
    const expiresAt = accessTokenExpiresAt();
    if (stopped || expiresAt === null) return;
    timer = setTimeout(
      async () => {
        await refreshSession();
        schedule();
      },
      Math.max(REFRESH_AGAIN_AFTER_MS, expiresAt - REFRESH_AHEAD_MS - now()),
    );
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
