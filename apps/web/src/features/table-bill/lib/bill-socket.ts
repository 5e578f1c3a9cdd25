import type { Socket } from 'socket.io-client';
import type { TBill } from '@menudelite/shared/bills/contracts';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_PATH,
  SOCKET_RETRY_AFTER_MS,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@menudelite/shared/socket/events';

type TDinerSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

export type TBillWatch = {
  /** The whole bill as it is now (SPEC section 4: "bill updated"), sent to everyone viewing it. */
  onUpdate: (bill: TBill) => void;
  /** Joined (again): updates during a gap are not replayed to diners, so the page reads the bill again. */
  onJoined: () => void;
  /** The token does not open a bill (any more). */
  onRefused: () => void;
  onConnectionChange: (connected: boolean) => void;
};

/**
 * Follows one table bill live: a Socket.IO connection without an account (socket.io-client loads
 * only with this page), joining the bill's room with its token on every (re)connect. Returns the
 * function that stops following.
 */
export function watchBill(token: string, watch: TBillWatch): () => void {
  let socket: TDinerSocket | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const { io } = await import('socket.io-client');
    if (stopped) return;
    const created: TDinerSocket = io(window.location.origin, { ...SOCKET_CLIENT_OPTIONS, path: SOCKET_PATH });
    created.on('connect', () => {
      watch.onConnectionChange(true);
      created.emit('joinBill', { token }, (ack) => (ack.ok ? watch.onJoined() : watch.onRefused()));
    });
    created.on('disconnect', (reason) => {
      watch.onConnectionChange(false);
      // Socket.IO reconnects by itself, except after the server closed this connection on purpose.
      if (reason === 'io server disconnect') retryTimer = setTimeout(() => created.connect(), SOCKET_RETRY_AFTER_MS);
    });
    created.on('connect_error', () => watch.onConnectionChange(false));
    created.on('billUpdated', (bill) => {
      if (bill.token === token) watch.onUpdate(bill);
    });
    socket = created;
  };
  void connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    socket?.disconnect();
    socket = null;
  };
}
