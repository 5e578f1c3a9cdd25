/** Hotel guest chat (docs/api/guest-chat.md): routes, the unread e-mail job's name, the stay port it is built on. */
export { guestChatRoutes } from './routes.ts';
export { GUEST_CHAT_EMAIL_JOB } from './service.ts';
export type { TChatStay, TStayPort } from './stay-port.ts';
