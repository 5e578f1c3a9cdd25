import { useCallback, useEffect, useRef, useState } from 'react';
import type { TChatMessage } from '@menudelite/shared/guest-chat/contracts';
import { applyRead, isPending, mergeMessages, pendingMessage, unreadFor } from '@menudelite/shared/guest-chat/thread';
import { errorSummary, fieldErrors, type TErrorText } from '../../../lib/http/error-text';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { getThreadMessages, markThreadRead, sendStaffMessage } from '../api/chat-api';

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One thread as staff see it: pages of messages, live messages and read receipts from the venue's
 * socket, the member's own replies shown at once, and guest messages marked read while it is open.
 */
export function useConversation(threadId: string) {
  const [messages, setMessages] = useState<TChatMessage[]>([]);
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [sendError, setSendError] = useState<TErrorText | null>(null);
  const reading = useRef(false);

  const load = useCallback(async () => {
    try {
      const page = await getThreadMessages(threadId);
      setMessages((current) => mergeMessages(current, page.items));
      setOlderCursor((cursor) => cursor ?? page.nextCursor);
      setLoadError(null);
    } catch (error) {
      setLoadError(error);
    } finally {
      setLoading(false);
    }
  }, [threadId]);

  // The inbox keys this hook's component by thread, so a new thread starts from empty state.
  useEffect(() => {
    const first = setTimeout(() => void load(), 0);
    return () => clearTimeout(first);
  }, [load]);

  // Staff events carry ids only (every staff socket sees them): the newest page is read through the permission-checked API.
  useSocketEvent('chatMessage', (event) => {
    if (event.threadId !== threadId) return;
    if (event.message) setMessages((current) => mergeMessages(current, [event.message!]));
    else void load();
  });
  useSocketEvent('chatRead', (event) => {
    if (event.threadId === threadId) setMessages((current) => applyRead(current, event));
  });

  const loadOlder = useCallback(async () => {
    if (!olderCursor) return;
    const page = await getThreadMessages(threadId, olderCursor);
    setMessages((current) => mergeMessages(current, page.items));
    setOlderCursor(page.nextCursor);
  }, [threadId, olderCursor]);

  const send = useCallback(
    async (body: string): Promise<boolean> => {
      const clientId = newClientId();
      setSendError(null);
      setMessages((current) => mergeMessages(current, [pendingMessage('staff', body, clientId)]));
      try {
        const saved = await sendStaffMessage(threadId, body, clientId);
        setMessages((current) => mergeMessages(current, [saved]));
        return true;
      } catch (error) {
        setMessages((current) => current.filter((m) => !(isPending(m) && m.clientId === clientId)));
        setSendError(fieldErrors(error)['body']?.text ?? errorSummary(error));
        return false;
      }
    },
    [threadId],
  );

  const unread = unreadFor(messages, 'staff');
  useEffect(() => {
    if (unread === 0 || reading.current || loading) return;
    reading.current = true;
    markThreadRead(threadId)
      .then((result) => setMessages((current) => applyRead(current, { reader: 'staff', readAt: result.readAt })))
      .catch(() => undefined)
      .finally(() => {
        reading.current = false;
      });
  }, [unread, loading, threadId]);

  return { messages, loading, loadError, sendError, hasOlder: olderCursor !== null, loadOlder, send };
}
