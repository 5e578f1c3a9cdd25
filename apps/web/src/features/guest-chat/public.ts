/** The hotel guest's chat with reception (docs/api/guest-chat.md), embedded by the guest app. Diner style: no Mantine. */
export { GuestChatPanel, type TGuestChatPanelProps } from './components/guest-chat-panel';
