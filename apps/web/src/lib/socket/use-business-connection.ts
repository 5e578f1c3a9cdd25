import { useSyncExternalStore } from 'react';
import { isBusinessSocketConnected, onBusinessConnectionChange } from './business-socket';

const subscribe = (notify: () => void) => onBusinessConnectionChange(notify);

/** True while the venue's socket is connected (re-renders on every connect and disconnect). */
export function useBusinessSocketConnected(): boolean {
  return useSyncExternalStore(subscribe, isBusinessSocketConnected, isBusinessSocketConnected);
}
