import type { TChatMessage, TChatReadResult, TGuestChat } from '@menudelite/shared/guest-chat/contracts';
import { GUEST_TOKEN_HEADER } from '@menudelite/shared/hotel/contracts';
import { apiRequest } from '../../../lib/http/api-client';

/** The guest's chat calls (docs/api/guest-chat.md): no staff account, the guest session's token in X-Guest-Token. */
const asGuest = (token: string) => ({ anonymous: true, headers: { [GUEST_TOKEN_HEADER]: token } }) as const;

/** GET /api/public/guest/chat: newest messages first; `cursor` pages to older ones. */
export function getGuestChat(token: string, cursor?: string): Promise<TGuestChat> {
  const query = new URLSearchParams({ limit: '30', ...(cursor ? { cursor } : {}) });
  return apiRequest<TGuestChat>(`/api/public/guest/chat?${query.toString()}`, asGuest(token));
}

/** POST /api/public/guest/chat/messages: the clientId makes a retry answer the first message. */
export function sendGuestMessage(token: string, body: string, clientId: string): Promise<TChatMessage> {
  return apiRequest<TChatMessage>('/api/public/guest/chat/messages', { ...asGuest(token), method: 'POST', json: { body, clientId } });
}

/** POST /api/public/guest/chat/read: the guest has read every staff message so far. */
export function markGuestChatRead(token: string): Promise<TChatReadResult> {
  return apiRequest<TChatReadResult>('/api/public/guest/chat/read', { ...asGuest(token), method: 'POST', json: {} });
}
