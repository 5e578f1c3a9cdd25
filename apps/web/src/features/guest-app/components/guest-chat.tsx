import type { TGuestStay } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { GuestChatPanel } from '../../guest-chat/public';

/** The chat tab: guest-chat's panel for this stay (that feature owns the conversation and its socket). */
export function GuestChat({ token, stay, language }: { token: string; stay: TGuestStay; language: TLanguage }) {
  return <GuestChatPanel restaurantId={stay.restaurantId} token={token} language={language} timeZone={stay.timeZone} />;
}
