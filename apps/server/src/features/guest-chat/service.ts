import {
  CHAT_UNREAD_EMAIL_DELAY_MS,
  type TAssignChatThread,
  type TChatMessage,
  type TChatMessageEvent,
  type TChatMessagePage,
  type TChatMessagesQuery,
  type TChatReadResult,
  type TChatThread,
  type TChatThreadPage,
  type TGuestChat,
  type TSendChatMessage,
} from '@menudelite/shared/guest-chat/contracts';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent } from '../staff-events/public.ts';
import { findTeamMember, listTeamMembers } from '../team/public.ts';
import { requireMember, requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { emitRead, emitThreadUpdated, emitToGuest } from './events.ts';
import { decodeCursor, encodeCursor, toMessage, toThread } from './mapper.ts';
import * as repo from './repository.ts';
import { previewOf, sanitizeChatBody } from './sanitize.ts';
import type { TChatStay, TStayPort } from './stay-port.ts';

export const GUEST_CHAT_EMAIL_JOB = 'guestChat.unreadEmail';
export type TGuestChatEmailPayload = { messageId: string };

export type TGuestChatDeps = {
  db: TDb;
  realtime: TRealtime;
  jobs: TJobQueue;
  stays: TStayPort;
  now?: () => Date;
  /** How long a staff message may stay unread before it is e-mailed (3 minutes; tests shorten it). */
  unreadEmailDelayMs?: number;
};

const PERMISSION = 'guests.serve';

/** The stored body: sanitised text; nothing left (only markup or spaces) is a 400 that writes nothing. */
function cleanBody(raw: string): string {
  const body = sanitizeChatBody(raw);
  if (!body) throw keyedError('VALIDATION_FAILED', 'chatOnlyMarkup', { path: 'body.body', message: 'body: a message needs some text, not only markup' });
  return body;
}

/** Guest chat (docs/api/guest-chat.md): the guest's side by X-Guest-Token, the staff inbox by guests.serve. */
export function createGuestChatService(deps: TGuestChatDeps) {
  const { db, realtime, stays } = deps;
  const now = deps.now ?? (() => new Date());
  const delayMs = deps.unreadEmailDelayMs ?? CHAT_UNREAD_EMAIL_DELAY_MS;

  async function guestStay(token: string | undefined): Promise<TChatStay> {
    const stay = token ? await stays.byGuestToken(db, token) : null;
    if (!stay) throw new AppError('UNAUTHENTICATED', 'Open the guest page again from your room’s QR code');
    return stay;
  }

  async function memberName(restaurantId: string, memberId: string | null, on: TDb = db): Promise<string | null> {
    if (!memberId) return null;
    return (await findTeamMember(on, restaurantId, memberId))?.name ?? null;
  }

  async function threadView(row: repo.TThreadRow, on: TDb = db): Promise<TChatThread> {
    return toThread(row, await memberName(row.restaurant_id, row.assigned_member_id, on));
  }

  async function staffThread(actor: TActor | null, id: string): Promise<repo.TThreadRow> {
    const restaurantId = requireVenuePermission(actor, PERMISSION);
    const thread = await repo.findThreadById(db, restaurantId, id);
    if (!thread) throw notFound('Chat');
    return thread;
  }

  async function page(threadId: string | null, query: TChatMessagesQuery): Promise<TChatMessagePage> {
    const before = decodeCursor(query.cursor);
    if (!threadId) return { items: [], nextCursor: null };
    const rows = await repo.listMessages(db, threadId, before ? { createdAt: before.at, id: before.id } : null, query.limit + 1);
    const items = rows.slice(0, query.limit).map(toMessage);
    const last = items.at(-1);
    return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null };
  }

  /**
   * Writes one message, its thread's counts and the staff event in one transaction (the event lock
   * first), and for a staff message the unread e-mail job; emits after the commit. A clientId the
   * thread already holds from the same side answers that message and writes nothing.
   */
  async function post(
    thread: { restaurantId: string; stayId: string; roomNumber: string; guestName: string },
    author: 'guest' | 'staff',
    body: string,
    clientId: string | undefined,
    member: { id: string; name: string } | null,
  ): Promise<{ message: TChatMessage; created: boolean }> {
    const at = now().toISOString();
    const outcome = await db.transaction().execute(async (trx) => {
      await lockStaffEvents(trx, thread.restaurantId);
      const row = await repo.ensureThread(trx, { id: newId(), ...thread, now: at });
      if (clientId) {
        const existing = await repo.findMessageByClientId(trx, row.id, author, clientId);
        if (existing) return { message: existing, event: null };
      }
      const message: repo.TMessageRow = {
        id: newId(),
        thread_id: row.id,
        restaurant_id: thread.restaurantId,
        author,
        member_id: member?.id ?? null,
        member_name: member?.name ?? null,
        body,
        client_id: clientId ?? null,
        created_at: at,
        read_by_guest_at: null,
        read_by_staff_at: null,
        emailed_at: null,
      };
      if (!(await repo.insertMessage(trx, message))) {
        return { message: (await repo.findMessageByClientId(trx, row.id, author, clientId ?? ''))!, event: null };
      }
      const updated = await repo.refreshThread(trx, row.id, at, { at, preview: previewOf(body), author });
      // The staff event carries ids and counts only (every staff socket and the replay see it); the guest's room gets the message.
      const eventBody: Omit<TChatMessageEvent, 'offset'> = {
        messageId: message.id,
        threadId: row.id,
        stayId: thread.stayId,
        author,
        roomNumber: updated.room_number,
        staffUnread: Number(updated.staff_unread),
        guestUnread: Number(updated.guest_unread),
      };
      const event = await recordStaffEvent(trx, thread.restaurantId, 'chatMessage', eventBody, at);
      if (author === 'staff') {
        await deps.jobs.enqueue(
          GUEST_CHAT_EMAIL_JOB,
          { messageId: message.id } satisfies TGuestChatEmailPayload,
          { runAt: new Date(Date.parse(at) + delayMs), uniqueKey: `guest-chat-email:${message.id}` },
          trx,
        );
      }
      return { message, event };
    });
    if (outcome.event) {
      emitStaffEvent(realtime, outcome.event);
      emitToGuest(realtime, { ...outcome.event.payload, message: toMessage(outcome.message) });
    }
    return { message: toMessage(outcome.message), created: outcome.event !== null };
  }

  async function read(restaurantId: string, thread: repo.TThreadRow, reader: 'guest' | 'staff'): Promise<TChatReadResult> {
    const at = now().toISOString();
    const { marked, row } = await db.transaction().execute(async (trx) => {
      const count = await repo.markRead(trx, thread.id, reader, at);
      return { marked: count, row: count > 0 ? await repo.refreshThread(trx, thread.id, at) : thread };
    });
    const counts = { staffUnread: Number(row.staff_unread), guestUnread: Number(row.guest_unread) };
    if (marked > 0) emitRead(realtime, restaurantId, { threadId: thread.id, stayId: thread.stay_id, reader, readAt: at, ...counts });
    return { threadId: thread.id, readAt: at, marked, ...counts };
  }

  return {
    guest: {
      async view(token: string | undefined, query: TChatMessagesQuery): Promise<TGuestChat> {
        const stay = await guestStay(token);
        const thread = await repo.findThreadOfStay(db, stay.stayId);
        const messages = await page(thread?.id ?? null, query);
        return { threadId: thread?.id ?? null, unread: Number(thread?.guest_unread ?? 0), canPost: stay.open, messages };
      },

      async send(token: string | undefined, input: TSendChatMessage, idempotencyKey: string | undefined) {
        const stay = await guestStay(token);
        const body = cleanBody(input.body);
        if (!stay.open) throw keyedError('CONFLICT', 'chatStayClosed', { message: 'This stay is checked out: the chat is closed' });
        return post(stay, 'guest', body, input.clientId ?? idempotencyKey, null);
      },

      async read(token: string | undefined): Promise<TChatReadResult> {
        const stay = await guestStay(token);
        const thread = await repo.findThreadOfStay(db, stay.stayId);
        if (!thread) return { threadId: null, readAt: now().toISOString(), marked: 0, staffUnread: 0, guestUnread: 0 };
        return read(stay.restaurantId, thread, 'guest');
      },
    },

    staff: {
      async list(
        actor: TActor | null,
        query: { assigned?: string | undefined; unread?: boolean | undefined; limit: number; cursor?: string | undefined },
      ): Promise<TChatThreadPage> {
        const restaurantId = requireVenuePermission(actor, PERMISSION);
        const assigned =
          query.assigned === undefined ? undefined : query.assigned === 'none' ? null : query.assigned === 'me' ? requireMember(actor).id : query.assigned;
        const before = decodeCursor(query.cursor);
        const rows = await repo.listThreads(db, restaurantId, { assigned, unread: query.unread ?? false, before, limit: query.limit + 1 });
        const names = new Map<string, string | null>();
        for (const id of new Set(rows.map((r) => r.assigned_member_id).filter((v): v is string => !!v))) names.set(id, await memberName(restaurantId, id));
        const items = rows.slice(0, query.limit).map((row) => toThread(row, row.assigned_member_id ? (names.get(row.assigned_member_id) ?? null) : null));
        const last = items.at(-1);
        return {
          items,
          nextCursor: rows.length > query.limit && last ? encodeCursor(last.lastMessageAt ?? last.createdAt, last.id) : null,
          totalUnread: await repo.totalStaffUnread(db, restaurantId),
        };
      },

      async thread(actor: TActor | null, id: string): Promise<TChatThread> {
        return threadView(await staffThread(actor, id));
      },

      /** Opens (or finds) a stay's thread, so staff can write first. */
      async open(actor: TActor | null, stayId: string): Promise<TChatThread> {
        const restaurantId = requireVenuePermission(actor, PERMISSION);
        const stay = await stays.byId(db, restaurantId, stayId);
        if (!stay || stay.restaurantId !== restaurantId) throw notFound('Stay');
        const at = now().toISOString();
        const row = await db.transaction().execute((trx) => repo.ensureThread(trx, { id: newId(), ...stay, now: at }));
        return threadView(row);
      },

      async messages(actor: TActor | null, id: string, query: TChatMessagesQuery): Promise<TChatMessagePage> {
        const thread = await staffThread(actor, id);
        return page(thread.id, query);
      },

      async send(actor: TActor | null, id: string, input: TSendChatMessage, idempotencyKey: string | undefined) {
        const thread = await staffThread(actor, id);
        const body = cleanBody(input.body);
        const member = requireMember(actor);
        return post(
          { restaurantId: thread.restaurant_id, stayId: thread.stay_id, roomNumber: thread.room_number, guestName: thread.guest_name },
          'staff',
          body,
          input.clientId ?? idempotencyKey,
          { id: member.id, name: member.name },
        );
      },

      async read(actor: TActor | null, id: string): Promise<TChatReadResult> {
        const thread = await staffThread(actor, id);
        return read(thread.restaurant_id, thread, 'staff');
      },

      async assign(actor: TActor | null, id: string, input: TAssignChatThread): Promise<TChatThread> {
        const thread = await staffThread(actor, id);
        if (input.memberId) {
          const member = await findTeamMember(db, thread.restaurant_id, input.memberId);
          if (!member || member.status !== 'active') throw keyedError('VALIDATION_FAILED', 'notAnEmployee', { path: 'body.memberId' });
        }
        const at = now().toISOString();
        await db.transaction().execute((trx) => repo.setAssignee(trx, thread.id, input.memberId, at));
        const view = await threadView({ ...thread, assigned_member_id: input.memberId, updated_at: at });
        emitThreadUpdated(realtime, thread.restaurant_id, { threadId: thread.id, assignedMemberId: input.memberId });
        return view;
      },

      /** Who a thread can be assigned to: the venue's active members (first 100, oldest first). */
      async assignees(actor: TActor | null): Promise<{ items: { id: string; name: string }[] }> {
        const restaurantId = requireVenuePermission(actor, PERMISSION);
        const rows = await listTeamMembers(db, restaurantId, { status: 'active', limit: 100 });
        return { items: rows.map((row) => ({ id: row.id, name: row.name })) };
      },
    },
  };
}

export type TGuestChatService = ReturnType<typeof createGuestChatService>;
