import type { TGuestStay } from '@menudelite/shared/hotel/contracts';

/** Whether guest-chat's panel is there yet (the tab is hidden until it is). */
export const GUEST_CHAT_READY = false;

/** The chat tab: guest-chat's panel for this stay (that feature owns the conversation). */
export function GuestChat(_props: { token: string; stay: TGuestStay }) {
  return null;
}
