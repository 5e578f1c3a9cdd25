import { useSyncExternalStore } from 'react';
import type { TSessionUser } from '@menudelite/shared/auth/contracts';

/**
 * Who is signed in (from sign-in, sign-up or refresh) and SPEC section 3's didLogOut flag.
 * A tiny external store: the HTTP layer writes it outside React, screens read it with a hook.
 */
export type TSessionState = {
  user: TSessionUser | null;
  didLogOut: boolean;
};

let state: TSessionState = { user: null, didLogOut: false };
const listeners = new Set<() => void>();

export function getSession(): TSessionState {
  return state;
}

export function updateSession(patch: Partial<TSessionState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): TSessionState {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
