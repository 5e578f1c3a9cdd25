import { ChatInbox } from '../../chat-inbox/public';

/** The chat tab: guest-chat's staff inbox (threads, assignment, unread counts, read receipts). */
export function ChatTab() {
  return <ChatInbox />;
}
