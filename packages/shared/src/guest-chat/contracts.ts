import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../lib/pagination.ts';

/**
 * Hotel guest chat (issue 10 section 2, docs/api/guest-chat.md): one thread per stay between the
 * guest (X-Guest-Token) and the venue's staff (permission guests.serve). Bodies are stored
 * sanitised: plain text, no markup.
 */

/** A message longer than this (as sent) is refused: 400, key tooLong. */
export const CHAT_MESSAGE_MAX = 2000;
/** A staff message the guest has not read this long after it was sent is e-mailed to them (as Duve does). */
export const CHAT_UNREAD_EMAIL_DELAY_MS = 3 * 60_000;

export const CHAT_AUTHORS = ['guest', 'staff'] as const;
export type TChatAuthor = (typeof CHAT_AUTHORS)[number];

export const ZChatMessageSchema = z.object({
  id: z.string(),
  threadId: z.string(),
  author: z.enum(CHAT_AUTHORS),
  /** The staff member who wrote it (null for the guest's own messages). */
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  body: z.string(),
  /** The sender's id for this message, when it sent one (a retry answers the first message). */
  clientId: z.string().nullable(),
  createdAt: z.string(),
  readByGuestAt: z.string().nullable(),
  readByStaffAt: z.string().nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessageSchema>;

/** Newest first; pass nextCursor back as `cursor` for older messages. */
export const ZChatMessagePageSchema = z.object({ items: z.array(ZChatMessageSchema), nextCursor: z.string().nullable() });
export type TChatMessagePage = z.infer<typeof ZChatMessagePageSchema>;

export const ZChatMessagesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(30),
  cursor: z.string().max(200).optional(),
});
export type TChatMessagesQuery = z.infer<typeof ZChatMessagesQuerySchema>;

/**
 * A new message. `body` may hold markup: it is sanitised to plain text; nothing left (only markup
 * or spaces) is refused with key chatOnlyMarkup. `clientId` (or the Idempotency-Key header) makes a
 * retry answer the first message instead of writing a second.
 */
export const ZSendChatMessageSchema = z.object({
  body: z.string().max(CHAT_MESSAGE_MAX),
  clientId: z.string().min(1).max(64).optional(),
});
export type TSendChatMessage = z.infer<typeof ZSendChatMessageSchema>;

/** GET /api/public/guest/chat: the guest's thread (null until the first message) and a page of messages. */
export const ZGuestChatSchema = z.object({
  threadId: z.string().nullable(),
  /** Staff messages the guest has not read. */
  unread: z.number().int(),
  /** Whether the stay is open: a closed stay's guest can read but not post. */
  canPost: z.boolean(),
  messages: ZChatMessagePageSchema,
});
export type TGuestChat = z.infer<typeof ZGuestChatSchema>;

/** POST …/read answers when the reader read, and the counts after it. */
export const ZChatReadResultSchema = z.object({
  threadId: z.string().nullable(),
  readAt: z.string(),
  marked: z.number().int(),
  staffUnread: z.number().int(),
  guestUnread: z.number().int(),
});
export type TChatReadResult = z.infer<typeof ZChatReadResultSchema>;

/** One row of the staff inbox. */
export const ZChatThreadSchema = z.object({
  id: z.string(),
  stayId: z.string(),
  roomNumber: z.string(),
  guestName: z.string(),
  assignedMemberId: z.string().nullable(),
  assignedMemberName: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
  lastMessagePreview: z.string().nullable(),
  lastMessageAuthor: z.enum(CHAT_AUTHORS).nullable(),
  /** Guest messages no staff member has read yet. */
  staffUnread: z.number().int(),
  /** Staff messages the guest has not read yet. */
  guestUnread: z.number().int(),
  createdAt: z.string(),
});
export type TChatThread = z.infer<typeof ZChatThreadSchema>;
export const ZChatThreadPageSchema = z.object({ items: z.array(ZChatThreadSchema), nextCursor: z.string().nullable(), totalUnread: z.number().int() });
export type TChatThreadPage = z.infer<typeof ZChatThreadPageSchema>;

const ZBoolParam = z.enum(['true', 'false']).transform((v) => v === 'true');
/**
 * GET /api/chat/threads: newest activity first. `assigned`: 'me', 'none' or a member id; `unread=true`:
 * only threads with unread guest messages. Paginated by cursor.
 */
export const ZChatThreadListQuerySchema = z.object({
  assigned: z.string().min(1).max(64).optional(),
  unread: ZBoolParam.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().max(200).optional(),
});
export type TChatThreadListQuery = z.input<typeof ZChatThreadListQuerySchema>;

export const ZChatThreadParamsSchema = z.object({ id: z.string().min(1).max(64) });
/** PATCH /api/chat/threads/:id/assign: a member of the venue, or null to unassign. */
export const ZAssignChatThreadSchema = z.object({ memberId: z.string().min(1).max(64).nullable() });
export type TAssignChatThread = z.infer<typeof ZAssignChatThreadSchema>;
/** POST /api/chat/threads: open (or find) the thread of a stay, so staff can write first. */
export const ZOpenChatThreadSchema = z.object({ stayId: z.string().min(1).max(64) });

/**
 * Socket `chatMessage`. To the venue's staff room (stored, with offset, replayed by GET /api/staff-events):
 * ids and counts only, no text: every staff member's socket and the replay (orders.view, kitchen too)
 * get it, so screens with guests.serve fetch the message themselves. To the guest's room
 * `stay:<stayId>`: with the message, without offset.
 */
export const ZChatMessageEventSchema = z.object({
  offset: z.number().int().optional(),
  messageId: z.string(),
  threadId: z.string(),
  stayId: z.string(),
  author: z.enum(CHAT_AUTHORS),
  /** The stay's room, for an alert ("New message, room 101"). */
  roomNumber: z.string(),
  /** Only on the guest's room. */
  message: ZChatMessageSchema.optional(),
  staffUnread: z.number().int(),
  guestUnread: z.number().int(),
});
export type TChatMessageEvent = z.infer<typeof ZChatMessageEventSchema>;

/** Socket `chatRead` (read receipts both ways): to the guest's room and the venue's staff (not stored). */
export const ZChatReadEventSchema = z.object({
  threadId: z.string(),
  stayId: z.string(),
  reader: z.enum(CHAT_AUTHORS),
  readAt: z.string(),
  staffUnread: z.number().int(),
  guestUnread: z.number().int(),
});
export type TChatReadEvent = z.infer<typeof ZChatReadEventSchema>;

/** Socket `chatThreadUpdated` to the venue's staff (not stored): the assignment changed (ids only, like chatMessage). */
export type TChatThreadUpdatedEvent = { threadId: string; assignedMemberId: string | null };
