import type { Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_PATH,
  SOCKET_RETRY_AFTER_MS,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@menudelite/shared/socket/events';
import type { TOrderStatusEvent } from '@menudelite/shared/orders/staff-events';

type TDinerSocket = Socket<TServerToClientEvents, TClientToServerEvents>;

export type TOrderWatch = {
  /** A transition of this order (the server sends it to the order's room). */
  onStatus: (event: TOrderStatusEvent) => void;
  /** Joined (again): events during a gap are not replayed to diners, so the page re-reads the order. */
  onJoined: () => void;
  /** The token does not open this order. */
  onRefused: () => void;
  onConnectionChange: (connected: boolean) => void;
};

/**
 * Follows one order live: a Socket.IO connection without an account (socket.io-client is loaded
 * only here, on the status page), joining the order's room with its token on every (re)connect.
 * Returns the function that stops following.
 */
export function watchOrder(orderId: string, token: string, watch: TOrderWatch): () => void {
  let socket: TDinerSocket | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const { io } = await import('socket.io-client');
    if (stopped) return;
    const created: TDinerSocket = io(window.location.origin, { ...SOCKET_CLIENT_OPTIONS, path: SOCKET_PATH });
    created.on('connect', () => {
      watch.onConnectionChange(true);
      created.emit('joinOrder', { orderId, token }, (ack) => (ack.ok ? watch.onJoined() : watch.onRefused()));
    });
    created.on('disconnect', (reason) => {
      watch.onConnectionChange(false);
      // Socket.IO reconnects by itself, except after the server closed this connection on purpose.
      if (reason === 'io server disconnect') retryTimer = setTimeout(() => created.connect(), SOCKET_RETRY_AFTER_MS);
    });
    created.on('connect_error', () => watch.onConnectionChange(false));
    created.on('orderStatusChanged', (event) => {
      if (event.orderId === orderId) watch.onStatus(event);
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
