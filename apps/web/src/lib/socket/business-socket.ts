import type { Socket } from 'socket.io-client';
import {
  SOCKET_CLIENT_OPTIONS,
  SOCKET_PATH,
  SOCKET_RETRY_AFTER_MS,
  type TClientToServerEvents,
  type TServerToClientEvents,
} from '@menudelite/shared/socket/events';
import { clearAccessToken, setAccessToken } from '../session/access-token';
import { accessTokenForRequest } from '../session/access-token-for-request';
import { keepAccessTokenFresh } from '../session/keep-token-fresh';

type TEventName = keyof TServerToClientEvents;
type TBusinessSocket = Socket<TServerToClientEvents, TClientToServerEvents>;
type TAnyHandler = (...args: never[]) => void;

/**
 * The staff dashboard's one Socket.IO connection (SPEC section 7). socket.io-client is imported
 * only when a business page opens it, so public pages never download it. Handlers registered
 * before the connection exists are attached once it does.
 */
const handlers = new Map<TEventName, Set<TAnyHandler>>();
let socket: TBusinessSocket | null = null;
let wanted = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let stopKeepingFresh: (() => void) | null = null;
/** Whether the socket is connected now, for screens that show an offline banner or replay missed events. */
let connected = false;
const connectionListeners = new Set<(connected: boolean) => void>();

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const listener of connectionListeners) listener(next);
}

function handshakeQuery(token: string | null) {
  return { authorization: token ?? '', isRestaurant: 'true' };
}

/** SPEC section 7: after a disconnect or a refused connection, try again in 3 s with a fresh token. */
function scheduleRetry(): void {
  if (retryTimer || !wanted) return;
  retryTimer = setTimeout(async () => {
    retryTimer = null;
    const current = socket;
    if (!current || !wanted) return;
    current.io.opts.query = handshakeQuery(await accessTokenForRequest());
    // While Socket.IO is still reconnecting by itself, its next attempt uses the new token.
    if (!current.connected && !current.active) current.connect();
  }, SOCKET_RETRY_AFTER_MS);
}

export async function connectBusinessSocket(): Promise<void> {
  wanted = true;
  if (socket) return;
  const [{ io }, token] = await Promise.all([import('socket.io-client'), accessTokenForRequest()]);
  if (!wanted || socket) return;
  const created: TBusinessSocket = io(window.location.origin, {
    ...SOCKET_CLIENT_OPTIONS,
    path: SOCKET_PATH,
    query: handshakeQuery(token),
  });
  created.on('newAccessToken', ({ accessToken, accessTokenExpiry }) => setAccessToken(accessToken, accessTokenExpiry));
  created.on('connect', () => setConnected(true));
  created.on('disconnect', (reason) => {
    setConnected(false);
    if (reason !== 'io client disconnect') scheduleRetry();
  });
  created.on('connect_error', (error) => {
    setConnected(false);
    // The token was refused (its session ended, or it expired): the retry asks for a fresh one, and a refused refresh signs out.
    if (error.message === 'unauthorized') clearAccessToken();
    scheduleRetry();
  });
  for (const [event, set] of handlers) {
    for (const handler of set) created.on(event, handler as never);
  }
  socket = created;
  // The server drops the socket when its token expires: refresh ahead of it, which pushes the new one.
  stopKeepingFresh = keepAccessTokenFresh();
}

export function disconnectBusinessSocket(): void {
  wanted = false;
  stopKeepingFresh?.();
  stopKeepingFresh = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  socket?.disconnect();
  socket = null;
  setConnected(false);
}

/** Listens to one server event; returns the function that stops listening. */
export function onBusinessEvent<E extends TEventName>(event: E, handler: TServerToClientEvents[E]): () => void {
  const set = handlers.get(event) ?? new Set<TAnyHandler>();
  set.add(handler as TAnyHandler);
  handlers.set(event, set);
  socket?.on(event, handler as never);
  return () => {
    set.delete(handler as TAnyHandler);
    socket?.off(event, handler as never);
  };
}

export function isBusinessSocketConnected(): boolean {
  return connected;
}

/** Calls `listener` with true on every (re)connect and false on every disconnect; returns the unsubscribe. */
export function onBusinessConnectionChange(listener: (connected: boolean) => void): () => void {
  connectionListeners.add(listener);
  return () => connectionListeners.delete(listener);
}
