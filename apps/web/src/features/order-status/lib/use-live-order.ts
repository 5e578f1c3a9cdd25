import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import { publicOrderQuery } from '../api/get-public-order';
import { applyStatusEvent } from './order-progress';
import { watchOrder } from './order-socket';

/** While the socket is down, the order is re-read this often instead. */
const POLL_WHILE_OFFLINE_MS = 20_000;

/** The order, kept current through its socket room without a reload (and by a slow poll while the socket is down). */
export function useLiveOrder(orderId: string, token: string) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [refused, setRefused] = useState(false);
  const order = useQuery({ ...publicOrderQuery(orderId, token), enabled: token !== '', refetchInterval: connected ? false : POLL_WHILE_OFFLINE_MS });

  useEffect(() => {
    if (!token) return;
    const key = publicOrderQuery(orderId, token).queryKey;
    return watchOrder(orderId, token, {
      onStatus: (event) => queryClient.setQueryData<TPublicOrder>(key, (current) => applyStatusEvent(current, event)),
      // Events while disconnected are not replayed to diners: read the order again after every join.
      onJoined: () => void queryClient.invalidateQueries({ queryKey: key }),
      onRefused: () => setRefused(true),
      onConnectionChange: setConnected,
    });
  }, [orderId, token, queryClient]);

  return { order, connected, refused };
}
