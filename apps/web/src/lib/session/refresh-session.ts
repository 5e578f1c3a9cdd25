import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import { sendRequest } from '../http/send-request';
import { isHttpError } from '../http/http-error';
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

async function refreshOnce(): Promise<TAuthSession | null> {
  try {
    const session = await withCrossTabLock(() => sendRequest<TAuthSession>('/api/auth/refresh', { method: 'POST', retry: false }));
    applySession(session);
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
