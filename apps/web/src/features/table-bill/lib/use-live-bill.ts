import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { billKey, billQuery, type TBillSource } from '../api/get-bill';
import { watchBill } from './bill-socket';

/** While the socket is down, the bill is read again this often instead. */
const POLL_WHILE_OFFLINE_MS = 20_000;

/** The newer of two versions of a bill: a late socket event never rolls the screen back. */
export function newerBill(current: TBill | undefined, incoming: TBill): TBill {
  if (!current || current.id !== incoming.id) return incoming;
  return incoming.version >= current.version ? incoming : current;
}

/**
 * The bill, kept current for everyone at the table through its socket room (by its token, which
 * the first answer carries even when the page opened by table code), and by a slow poll while the
 * socket is down. `show` puts a bill the server answered with (a payment, a 409) on screen.
 */
export function useLiveBill(source: TBillSource) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const [refused, setRefused] = useState(false);
  const bill = useQuery({ ...billQuery(source), refetchInterval: connected ? false : POLL_WHILE_OFFLINE_MS });
  const key = billKey(source);
  const keyText = JSON.stringify(key);
  const token = bill.data?.token ?? null;

  const show = useCallback(
    (incoming: TBill) => queryClient.setQueryData<TBill>(JSON.parse(keyText) as typeof key, (current) => newerBill(current, incoming)),
    [queryClient, keyText],
  );

  useEffect(() => {
    if (!token) return;
    return watchBill(token, {
      onUpdate: show,
      onJoined: () => void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as typeof key }),
      onRefused: () => setRefused(true),
      onConnectionChange: setConnected,
    });
    // keyText stands for the key; the token changes only when another bill is shown.
  }, [token, keyText, queryClient, show]);

  return { bill, connected, refused, show };
}
