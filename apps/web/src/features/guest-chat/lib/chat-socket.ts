import type { Socket } from 'socket.io-client';
import type { TChatMessageEvent, TChatReadEvent } from '@menudelite/shared/guest-chat/contracts';
import { SOCKET_CLIENT_OPTIONS, SOCKET_PATH, SOCKET_RETRY_AFTER_MS } from '@menudelite/shared/socket/events';

export type TGuestChatWatch = {
  onMessage: (event: TChatMessageEvent) => void;
  onRead: (event: TChatReadEvent) => void;
  /** Joined (again): messages during a gap are not replayed to guests, so the panel reads the chat again. */
  onJoined: () => void;
  /** The token no longer opens the stay (checked out). */
  onEnded: () => void;
  onConnectionChange: (connected: boolean) => void;
};

type TEvents = { chatMessage: (event: TChatMessageEvent) => void; chatRead: (event: TChatReadEvent) => void; stayClosed: () => void };
type TEmits = { joinStay: (payload: { token: string }, ack: (result: { ok: boolean }) => void) => void };

/**
 * The chat's live line: a Socket.IO connection without an account (socket.io-client loads only
 * with the panel), joining the stay's room with the guest token on every (re)connect.
 * Returns the function that stops it.
 */
export function watchGuestChat(token: string, watch: TGuestChatWatch): () => void {
  let socket: Socket<TEvents, TEmits> | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    const { io } = await import('socket.io-client');
    if (stopped) return;
    const created: Socket<TEvents, TEmits> = io(window.location.origin, { ...SOCKET_CLIENT_OPTIONS, path: SOCKET_PATH });
    created.on('connect', () => {
      watch.onConnectionChange(true);
      created.emit('joinStay', { token }, (ack) => (ack?.ok ? watch.onJoined() : watch.onEnded()));
    });
    created.on('disconnect', (reason) => {
      watch.onConnectionChange(false);
      if (reason === 'io server disconnect') retryTimer = setTimeout(() => created.connect(), SOCKET_RETRY_AFTER_MS);
    });
    created.on('connect_error', () => watch.onConnectionChange(false));
    created.on('chatMessage', (event) => watch.onMessage(event));
    created.on('chatRead', (event) => watch.onRead(event));
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
