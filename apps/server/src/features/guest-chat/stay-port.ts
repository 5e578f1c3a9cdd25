import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TDb } from '../../db/database.ts';

/** What the chat needs to know of a hotel stay (the stays feature owns stays; see stays-adapter.ts). */
export type TChatStay = {
  stayId: string;
  restaurantId: string;
  roomNumber: string;
  guestName: string;
  /** Where unread staff messages are e-mailed; null: no e-mail. */
  email: string | null;
  language: TLanguage;
  /** Checked in and not yet out: only then may the guest post. */
  open: boolean;
};

export type TStayPort = {
  /** The stay an X-Guest-Token belongs to (open or closed), or null for an unknown or expired token. */
  byGuestToken: (db: TDb, token: string) => Promise<TChatStay | null>;
  /** A stay by id within a venue (staff opening a thread), or null. */
  byId: (db: TDb, restaurantId: string, stayId: string) => Promise<TChatStay | null>;
};
