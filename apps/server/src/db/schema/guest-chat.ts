// Tables owned by the guest-chat feature (db/table-owners.ts).

/** One chat per hotel stay (0018_guest_chat). */
export interface ChatThreadsTable {
  id: string;
  restaurant_id: string;
  stay_id: string;
  room_number: string;
  guest_name: string;
  assigned_member_id: string | null;
  last_message_at: string | null;
  last_message_preview: string | null;
  last_message_author: string | null;
  staff_unread: number;
  guest_unread: number;
  created_at: string;
  updated_at: string;
}

/** A message of a thread; `body` is sanitised plain text. */
export interface ChatMessagesTable {
  id: string;
  thread_id: string;
  restaurant_id: string;
  author: 'guest' | 'staff';
  member_id: string | null;
  member_name: string | null;
  body: string;
  client_id: string | null;
  created_at: string;
  read_by_guest_at: string | null;
  read_by_staff_at: string | null;
  emailed_at: string | null;
}

export interface GuestChatSchema {
  chat_threads: ChatThreadsTable;
  chat_messages: ChatMessagesTable;
}
