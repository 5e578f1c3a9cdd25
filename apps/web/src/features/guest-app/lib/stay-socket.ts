import type { Socket } from 'socket.io-client';
import type { TGuestRequest, TJoinStayAck } from '@menudelite/shared/hotel/contracts';
import { SOCKET_CLIENT_OPTIONS, SOCKET_PATH, SOCKET_RETRY_AFTER_MS } from '@menudelite/shared/socket/events';

export type TStayWatch = {
  /** One of the stay's requests as it is now (a staff step, a wake-up call due, a check-out). */
  onRequest: (request: TGuestRequest) => void;
  /** Joined (again): updates during a gap are not replayed, so the page reads the list again. */
  onJoined: () => void;
  /** The token no longer opens a stay (checked out), or the server closed the stay while watching. */
  onEnded: () => void;
  onConnectionChange: (connected: boolean) => void;
  /** A wake-up call of the stay is due now: the page rings. */
  onWakeUp: (payload: { requestId: string; dueAt: string }) => void;
};

/** The guest's events on the stay's room (docs/api/hotel.md); typed here, the server names them in socket/events.ts. */
type TStayEvents = {
  guestRequestUpdated: (request: TGuestRequest) => void;
  wakeUpCall: (payload: { requestId: string; dueAt: string }) => void;
  stayClosed: (payload: { stayId: string }) => void;
};
type TStayEmits = { joinStay: (payload: { token: string }, ack: (result: TJoinStayAck) => void) => void };

/**
 * Follows the guest's stay live: a Socket.IO connection without an account (socket.io-client
 * loads only with this page), joining the stay's room with the guest token on every (re)connect.
 * Returns the function that stops following.
 */
export function watchStay(token: string, watch: TStayWatch): () => void {
  let socket: Socket<TStayEvents, TStayEmits> | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const { io } = await import('socket.io-client');
    if (stopped) return;
    const created: Socket<TStayEvents, TStayEmits> = io(window.location.origin, { ...SOCKET_CLIENT_OPTIONS, path: SOCKET_PATH });
    created.on('connect', () => {
      watch.onConnectionChange(true);
      created.emit('joinStay', { token }, (ack) => (ack.ok ? watch.onJoined() : watch.onEnded()));
    });
    created.on('disconnect', (reason) => {
      watch.onConnectionChange(false);
      // Socket.IO reconnects by itself, except after the server closed this connection on purpose.
      if (reason === 'io server disconnect') retryTimer = setTimeout(() => created.connect(), SOCKET_RETRY_AFTER_MS);
    });
    created.on('connect_error', () => watch.onConnectionChange(false));
    created.on('guestRequestUpdated', (request) => watch.onRequest(request));
    created.on('wakeUpCall', (payload) => watch.onWakeUp(payload));
    created.on('stayClosed', () => watch.onEnded());
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
