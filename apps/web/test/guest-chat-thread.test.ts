import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, type TChatMessage } from '@menudelite/shared/guest-chat/contracts';
import { applyRead, draftProblem, isPending, mergeMessages, pendingMessage, receiptOf, unreadFor } from '@menudelite/shared/guest-chat/thread';
import { threadListQuery, uniqueThreads } from '../src/features/chat-inbox/lib/inbox-filter';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 12, minute)).toISOString();
function message(id: string, author: 'guest' | 'staff', minute: number, extra: Partial<TChatMessage> = {}): TChatMessage {
  return {
    id,
    threadId: 't1',
    author,
    memberId: author === 'staff' ? 'm1' : null,
    memberName: author === 'staff' ? 'Hana' : null,
    body: `${author} ${id}`,
    clientId: null,
    createdAt: at(minute),
    readByGuestAt: null,
    readByStaffAt: null,
    ...extra,
  };
}

describe('the conversation as both screens keep it', () => {
  it('merges pages and live events: one entry per id, oldest first, whatever order they arrive in', () => {
    const newestPage = [message('c', 'staff', 3), message('b', 'guest', 2)];
    const olderPage = [message('a', 'guest', 1)];
    const merged = mergeMessages(mergeMessages([], newestPage), olderPage);
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
    expect(mergeMessages(merged, [message('b', 'guest', 2)])).toHaveLength(3);
  });

  it('never un-reads a message when an older copy arrives late', () => {
    const read = message('c', 'staff', 3, { readByGuestAt: at(5) });
    const stale = message('c', 'staff', 3);
    expect(mergeMessages([read], [stale])[0]!.readByGuestAt).toBe(at(5));
    expect(mergeMessages([stale], [read])[0]!.readByGuestAt).toBe(at(5));
  });

  it('shows the sender’s message at once and swaps it for the server’s copy (same clientId), never twice', () => {
    const pending = pendingMessage('guest', '  Towels please  ', 'cid-1', new Date(at(4)));
    expect(isPending(pending)).toBe(true);
    expect(pending.body).toBe('Towels please');
    expect(receiptOf(pending)).toBe('sending');
    const saved = message('d', 'guest', 4, { clientId: 'cid-1', body: 'Towels please' });
    const list = mergeMessages(mergeMessages([message('a', 'guest', 1)], [pending]), [saved]);
    expect(list.map((m) => m.id)).toEqual(['a', 'd']);
    // The socket's copy arriving before the POST's answer is swapped the same way.
    expect(mergeMessages([pending], [saved]).map((m) => m.id)).toEqual(['d']);
    // A staff message with the same client id is another message.
    expect(mergeMessages([pending], [message('e', 'staff', 4, { clientId: 'cid-1' })])).toHaveLength(2);
  });

  it('counts unread per side and applies read receipts up to the read time only', () => {
    const list = [message('a', 'guest', 1), message('b', 'staff', 2), message('c', 'staff', 6), pendingMessage('guest', 'x', 'p1')];
    expect(unreadFor(list, 'guest')).toBe(2);
    expect(unreadFor(list, 'staff')).toBe(1);
    const guestRead = applyRead(list, { reader: 'guest', readAt: at(5) });
    expect(unreadFor(guestRead, 'guest')).toBe(1);
    expect(guestRead.find((m) => m.id === 'b')!.readByGuestAt).toBe(at(5));
    expect(guestRead.find((m) => m.id === 'c')!.readByGuestAt).toBeNull();
    expect(receiptOf(guestRead.find((m) => m.id === 'b')!)).toBe('read');
    expect(receiptOf(guestRead.find((m) => m.id === 'c')!)).toBe('sent');
    const staffRead = applyRead(list, { reader: 'staff', readAt: at(9) });
    expect(receiptOf(staffRead.find((m) => m.id === 'a')!)).toBe('read');
    expect(unreadFor(staffRead, 'staff')).toBe(0);
  });

  it('checks a draft as the server will: empty, only markup, over 2,000 characters', () => {
    expect(draftProblem('')).toBe('empty');
    expect(draftProblem('   \n ')).toBe('empty');
    expect(draftProblem('<p></p><br>')).toBe('onlyMarkup');
    expect(draftProblem('<script>alert(1)</script>')).toBe('onlyMarkup');
    expect(draftProblem('<b>hi</b>')).toBeNull();
    expect(draftProblem('x'.repeat(CHAT_MESSAGE_MAX))).toBeNull();
    expect(draftProblem('x'.repeat(CHAT_MESSAGE_MAX + 1))).toBe('tooLong');
  });
});

const row = (id: string) => ({
  id,
  stayId: `s${id}`,
  roomNumber: id,
  guestName: 'G',
  assignedMemberId: null,
  assignedMemberName: null,
  lastMessageAt: null,
  lastMessagePreview: null,
  lastMessageAuthor: null,
  staffUnread: 0,
  guestUnread: 0,
  createdAt: at(0),
});

describe('the staff inbox', () => {
  it('asks the API for each view', () => {
    expect(threadListQuery('all')).toBe('limit=20');
    expect(threadListQuery('mine')).toBe('limit=20&assigned=me');
    expect(threadListQuery('unassigned', 'abc')).toBe('limit=20&assigned=none&cursor=abc');
    expect(threadListQuery('unread')).toBe('limit=20&unread=true');
  });

  it('lists a thread that moved up between pages once', () => {
    expect(uniqueThreads([{ items: [row('1'), row('2')] }, { items: [row('2'), row('3')] }]).map((r) => r.id)).toEqual(['1', '2', '3']);
  });
});

describe('a refused message in words', () => {
  it('shows the message field’s own key (tooLong with its max, chatOnlyMarkup), else the summary', async () => {
    const { HttpError } = await import('../src/lib/http/http-error');
    const { chatErrorText } = await import('../src/features/guest-chat/lib/chat-error');
    const tooLong = new HttpError(400, {
      code: 'VALIDATION_FAILED',
      message: 'x',
      details: [{ path: 'body.body', key: 'tooLong', params: { max: CHAT_MESSAGE_MAX }, message: 'x' }],
    });
    expect(chatErrorText(tooLong)).toEqual({ key: 'keys.tooLong', values: { max: CHAT_MESSAGE_MAX } });
    const markup = new HttpError(400, { code: 'VALIDATION_FAILED', message: 'x', details: [{ path: 'body.body', key: 'chatOnlyMarkup', message: 'x' }] });
    expect(chatErrorText(markup)).toEqual({ key: 'keys.chatOnlyMarkup' });
    const closed = new HttpError(409, { code: 'CONFLICT', message: 'x', details: [{ path: '', key: 'chatStayClosed', message: 'x' }] });
    expect(chatErrorText(closed)).toEqual({ key: 'keys.chatStayClosed' });
    expect(chatErrorText(new TypeError('fetch failed'))).toEqual({ key: 'keys.network' });
  });

  it('formats message times in the reader’s language with Latin digits', async () => {
    const { messageTimeFormatter } = await import('../src/features/guest-chat/lib/message-time');
    expect(messageTimeFormatter('en', 'UTC')('2026-11-27T14:05:00.000Z')).toMatch(/2:05\sPM/);
    expect(messageTimeFormatter('ar', 'UTC')('2026-11-27T14:05:00.000Z')).toMatch(/2:05/);
    expect(messageTimeFormatter('de', 'Europe/Berlin')('2026-11-27T14:05:00.000Z')).toBe('15:05');
  });
});
