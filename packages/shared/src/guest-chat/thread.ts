import { CHAT_MESSAGE_MAX, type TChatAuthor, type TChatMessage, type TChatReadEvent } from './contracts.ts';

/**
 * The conversation as both chat screens keep it (the guest's panel and the staff inbox): merging
 * pages, live events and the sender's own optimistic messages, read receipts and unread counts.
 */

/** Oldest first, as a conversation reads; ties by id (ids are time-ordered). */
export function byTime(a: TChatMessage, b: TChatMessage): number {
  return a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A read time only moves from null to a value, never back (a late copy never un-reads). */
function later(a: string | null, b: string | null): string | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * The union of two lists: one entry per id (read receipts merged), a server copy replacing the
 * optimistic one with the same clientId and author, oldest first.
 */
export function mergeMessages(current: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  const byId = new Map<string, TChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(
      message.id,
      known
        ? { ...message, readByGuestAt: later(known.readByGuestAt, message.readByGuestAt), readByStaffAt: later(known.readByStaffAt, message.readByStaffAt) }
        : message,
    );
  }
  const confirmed = new Set([...byId.values()].filter((m) => m.clientId && !isPending(m)).map((m) => `${m.author}:${m.clientId}`));
  return [...byId.values()].filter((m) => !(isPending(m) && confirmed.has(`${m.author}:${m.clientId}`))).toSorted(byTime);
}

/** Optimistic messages carry a local id until the server answers. */
export const PENDING_PREFIX = 'pending:';
export function isPending(message: TChatMessage): boolean {
  return message.id.startsWith(PENDING_PREFIX);
}

/** The sender's own message shown at once, before the server answers. */
export function pendingMessage(author: TChatAuthor, body: string, clientId: string, at: Date = new Date()): TChatMessage {
  return {
    id: `${PENDING_PREFIX}${clientId}`,
    threadId: '',
    author,
    memberId: null,
    memberName: null,
    body: body.trim(),
    clientId,
    createdAt: at.toISOString(),
    readByGuestAt: null,
    readByStaffAt: null,
  };
}

/** A read receipt: `reader` has read everything the other side wrote up to `readAt`. */
export function applyRead(messages: readonly TChatMessage[], event: Pick<TChatReadEvent, 'reader' | 'readAt'>): TChatMessage[] {
  return messages.map((m) => {
    if (m.author === event.reader || isPending(m) || m.createdAt > event.readAt) return m;
    if (event.reader === 'guest') return m.readByGuestAt ? m : { ...m, readByGuestAt: event.readAt };
    return m.readByStaffAt ? m : { ...m, readByStaffAt: event.readAt };
  });
}

/** Messages from the other side that `reader` has not read. */
export function unreadFor(messages: readonly TChatMessage[], reader: TChatAuthor): number {
  return messages.filter((m) => m.author !== reader && !isPending(m) && !(reader === 'guest' ? m.readByGuestAt : m.readByStaffAt)).length;
}

/** What the sender sees under their own message. */
export type TReceipt = 'sending' | 'sent' | 'read';
export function receiptOf(message: TChatMessage): TReceipt {
  if (isPending(message)) return 'sending';
  const readByOther = message.author === 'guest' ? message.readByStaffAt : message.readByGuestAt;
  return readByOther ? 'read' : 'sent';
}

/**
 * Why a draft cannot be sent yet, checked before the server does the same: nothing but spaces or
 * markup, or more than 2,000 characters (as typed).
 */
export type TDraftProblem = 'empty' | 'onlyMarkup' | 'tooLong';
export function draftProblem(draft: string): TDraftProblem | null {
  if (draft.length > CHAT_MESSAGE_MAX) return 'tooLong';
  if (!draft.trim()) return 'empty';
  const text = draft
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ');
  if (!text.trim()) return 'onlyMarkup';
  return null;
}
