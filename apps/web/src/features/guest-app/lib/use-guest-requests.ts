import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGuestRequest } from '@menudelite/shared/hotel/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { getGuestRequests } from '../api/guest-api';
import { mergeRequest } from './request-status';
import { watchStay } from './stay-socket';

/** While the socket is down, the list is read again this often instead. */
const POLL_WHILE_OFFLINE_MS = 20_000;

export const guestRequestsKey = (token: string) => ['guest', 'requests', token] as const;

/**
 * The stay's requests, kept current through the stay's socket room (joinStay, then
 * guestRequestUpdated), and by a slow poll while the socket is down. `show` puts a request the
 * server answered with (a new one, a cancel) on screen at once.
 */
export function useGuestRequests(token: string, onEnded: () => void) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [ringing, setRinging] = useState<string | null>(null);
  const key = guestRequestsKey(token);
  const requests = useQuery({
    queryKey: key,
    queryFn: () => getGuestRequests(token),
    refetchInterval: connected ? false : POLL_WHILE_OFFLINE_MS,
  });

  const show = useCallback(
    (incoming: TGuestRequest) =>
      queryClient.setQueryData<TPage<TGuestRequest>>(guestRequestsKey(token), (current) => ({
        items: mergeRequest(current?.items ?? [], incoming),
        nextCursor: current?.nextCursor ?? null,
      })),
    [queryClient, token],
  );

  useEffect(
    () =>
      watchStay(token, {
        onRequest: show,
        onJoined: () => void queryClient.invalidateQueries({ queryKey: guestRequestsKey(token) }),
        onEnded,
        onConnectionChange: setConnected,
        onWakeUp: ({ requestId }) => setRinging(requestId),
      }),
    [token, queryClient, show, onEnded],
  );

  return { requests, connected, show, ringing, stopRinging: () => setRinging(null) };
}
