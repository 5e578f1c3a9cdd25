/** Whether guest-chat's staff inbox is there yet (the tab is hidden until it is). */
export const CHAT_INBOX_READY = false;

/** The chat tab: guest-chat's staff inbox (that feature owns the conversations). */
export function ChatTab() {
  return null;
}
