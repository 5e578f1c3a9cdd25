import type { TChatMessage, TChatThread } from '@menudelite/shared/guest-chat/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { TMessageRow, TThreadRow } from './repository.ts';

export function toMessage(row: TMessageRow): TChatMessage {
  return {
    id: row.id,
    threadId: row.thread_id,
    author: row.author,
    memberId: row.member_id,
    memberName: row.member_name,
    body: row.body,
    clientId: row.client_id,
    createdAt: row.created_at,
    readByGuestAt: row.read_by_guest_at,
    readByStaffAt: row.read_by_staff_at,
  };
}

export function toThread(row: TThreadRow, assignedMemberName: string | null): TChatThread {
  return {
    id: row.id,
    stayId: row.stay_id,
    roomNumber: row.room_number,
    guestName: row.guest_name,
    assignedMemberId: row.assigned_member_id,
    assignedMemberName: row.assigned_member_id ? assignedMemberName : null,
    lastMessageAt: row.last_message_at,
    lastMessagePreview: row.last_message_preview,
    lastMessageAuthor: (row.last_message_author as TChatThread['lastMessageAuthor']) ?? null,
    staffUnread: Number(row.staff_unread),
    guestUnread: Number(row.guest_unread),
    createdAt: row.created_at,
  };
}

/** Opaque cursors: the (time, id) of the last row of a page. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return { at: value[0], id: value[1] };
  } catch {
    // falls through to the 400
  }
  throw new AppError('VALIDATION_FAILED', 'cursor: not a cursor this API gave out', [{ path: 'query.cursor', key: 'invalidCursor' }]);
}
