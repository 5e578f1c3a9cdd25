/** The staff inbox of hotel guest chats (docs/api/guest-chat.md), embedded by the /requests page. Strings: the 'guest-chat' namespace. */
export { ChatInbox, type TChatInboxProps } from './components/chat-inbox';
