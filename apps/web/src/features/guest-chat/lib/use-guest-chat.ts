import { useCallback, useEffect, useRef, useState } from 'react';
import type { TChatMessage } from '@menudelite/shared/guest-chat/contracts';
import { applyRead, isPending, mergeMessages, pendingMessage, unreadFor } from '@menudelite/shared/guest-chat/thread';
import { isHttpError } from '../../../lib/http/http-error';
import type { TErrorText } from '../../../lib/http/error-text';
import { getGuestChat, markGuestChatRead, sendGuestMessage } from '../api/guest-chat-api';
import { chatErrorText } from './chat-error';
import { watchGuestChat } from './chat-socket';
import { newClientId } from './client-id';

/** While the socket is down, the chat is read again this often instead. */
const POLL_WHILE_OFFLINE_MS = 20_000;

export type TGuestChatState = 'loading' | 'ready' | 'failed' | 'ended';

/**
 * The guest's conversation, live: the first page, older pages on demand, new messages and read
 * receipts from the stay's socket room, the guest's own messages shown at once (and replaced by the
 * server's copy), and staff messages marked read while the panel is on screen.
 */
export function useGuestChat(token: string) {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [state, setState] = useState<TGuestChatState>('loading');
  const [canPost, setCanPost] = useState(true);
  const [connected, setConnected] = useState(false);
  const [sendError, setSendError] = useState<TErrorText | null>(null);
  const reading = useRef(false);

  const end = useCallback(() => {
    setState('ended');
    setCanPost(false);
  }, []);

  const load = useCallback(async () => {
    try {
      const chat = await getGuestChat(token);
      setMessages((current) => mergeMessages(current, chat.messages.items));
      setOlderCursor((cursor) => cursor ?? chat.messages.nextCursor);
      setCanPost(chat.canPost);
      setState('ready');
    } catch (error) {
      if (isHttpError(error) && error.status === 401) end();
      else setState((current) => (current === 'ready' ? current : 'failed'));
    }
  }, [token, end]);

  const loadOlder = useCallback(async () => {
    if (!olderCursor) return;
    const chat = await getGuestChat(token, olderCursor);
    setMessages((current) => mergeMessages(current, chat.messages.items));
    setOlderCursor(chat.messages.nextCursor);
  }, [token, olderCursor]);

  /** Sends a message; resolves false (and keeps the error) when it did not go, so the composer keeps the text. */
  const send = useCallback(
    async (body: string): Promise<boolean> => {
      const clientId = newClientId();
      setSendError(null);
      setMessages((current) => mergeMessages(current, [pendingMessage('guest', body, clientId)]));
      try {
        const saved = await sendGuestMessage(token, body, clientId);
        setMessages((current) => mergeMessages(current, [saved]));
        return true;
      } catch (error) {
        setMessages((current) => current.filter((m) => !(isPending(m) && m.clientId === clientId)));
        if (isHttpError(error) && error.status === 401) end();
        if (isHttpError(error) && error.status === 409) setCanPost(false);
        setSendError(chatErrorText(error));
        return false;
      }
    },
    [token, end],
  );

  useEffect(() => {
    // The first read goes out after mount (the socket's join reads again once it is in the room).
    const first = setTimeout(() => void load(), 0);
    const stop = watchGuestChat(token, {
      onMessage: (event) => {
        const message = event.message;
        if (message) setMessages((current) => mergeMessages(current, [message]));
        else void load();
      },
      onRead: (event) => setMessages((current) => applyRead(current, event)),
      onJoined: () => void load(),
      onEnded: end,
      onConnectionChange: setConnected,
    });
    return () => {
      clearTimeout(first);
      stop();
    };
  }, [token, load, end]);

  useEffect(() => {
    if (connected || state === 'ended') return;
    const timer = setInterval(() => void load(), POLL_WHILE_OFFLINE_MS);
    return () => clearInterval(timer);
  }, [connected, state, load]);

  const unread = unreadFor(messages, 'guest');

  // Staff messages on screen are read: one call at a time, again when more arrive; only while the page is visible.
  useEffect(() => {
    if (unread === 0 || reading.current || state !== 'ready') return;
    const markRead = () => {
      if (document.visibilityState !== 'visible' || reading.current) return;
      reading.current = true;
      markGuestChatRead(token)
        .then((result) => setMessages((current) => applyRead(current, { reader: 'guest', readAt: result.readAt })))
        .catch(() => undefined)
        .finally(() => {
          reading.current = false;
        });
    };
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [unread, state, token]);

  return { messages, state, canPost, connected, unread, sendError, hasOlder: olderCursor !== null, loadOlder, send, retry: load };
}
