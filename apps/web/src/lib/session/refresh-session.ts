import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import { REFRESH_GRACE_MS } from '@menudelite/shared/auth/session';
import { sendRequest } from '../http/send-request';
import { isHttpError } from '../http/http-error';
import { isRetryableStatus, retryDelayMs } from '../http/retry-delay';
import { applySession, forgetSession } from './apply-session';

let inFlight: Promise<TAuthSession | null> | null = null;

/**
 * Rotating refresh tokens are single-use and a reused one signs out the whole chain, so two
 * refreshes must never race: within a tab one promise is shared, across tabs the Web Locks API
 * (where available) makes them take turns, each sending the cookie the previous one set.
 */
function withCrossTabLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('md.refresh-session', work) : work();
}

/** A retry must reach the server well inside its grace window, counted from the first try at the latest. */
export const REFRESH_RETRY_WINDOW_MS = REFRESH_GRACE_MS / 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server may have rotated the token even when its answer never arrived (network error, 5xx from
 * a proxy). Sending the same cookie again within the server's grace window gets the same new pair,
 * so a lost answer is retried, but only while a retry still lands inside that window; later, the old
 * cookie would count as a stolen copy and end the session.
 */
async function postRefresh(): Promise<TAuthSession | null> {
  const firstSentAt = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      // 204: no refresh cookie at all, a visitor who never signed in (or signed out).
      return (await sendRequest<TAuthSession | undefined>('/api/auth/refresh', { method: 'POST', retry: false })) ?? null;
    } catch (error) {
      const lost = !isHttpError(error) || isRetryableStatus(error.status);
      const delay = retryDelayMs(attempt);
      if (!lost || delay === null || Date.now() + delay - firstSentAt > REFRESH_RETRY_WINDOW_MS) throw error;
      await sleep(delay);
    }
  }
}

async function refreshOnce(): Promise<TAuthSession | null> {
  try {
    const session = await withCrossTabLock(postRefresh);
    if (session) applySession(session);
    else forgetSession({ didLogOut: false });
    return session;
  } catch (error) {
    // 401: no session or it ended. Anything else (offline) keeps the user; the next call tries again.
    if (isHttpError(error) && (error.status === 401 || error.status === 403)) forgetSession({ didLogOut: false });
    return null;
  }
}

/** POST /api/auth/refresh through the HttpOnly cookie; concurrent callers share one request. */
export function refreshSession(): Promise<TAuthSession | null> {
  inFlight ??= refreshOnce().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
