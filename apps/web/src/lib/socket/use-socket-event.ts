import { useEffect, useEffectEvent } from 'react';
import type { TServerToClientEvents } from '@menudelite/shared/socket/events';
import { onBusinessEvent } from './business-socket';

/**
 * For later features (orders, reservations, requests...): run `handler` on every `event` the
 * venue's socket receives while the component is mounted. The latest handler is always used,
 * without re-subscribing on every render.
 */
export function useSocketEvent<E extends keyof TServerToClientEvents>(event: E, handler: TServerToClientEvents[E]): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const forward = ((...args: Parameters<TServerToClientEvents[E]>) => (onEvent as (...a: typeof args) => void)(...args)) as TServerToClientEvents[E];
    return onBusinessEvent(event, forward);
  }, [event]);
}
