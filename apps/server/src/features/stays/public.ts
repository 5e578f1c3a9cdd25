import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TDb } from '../../db/database.ts';
import { hashGuestToken } from './guest-service.ts';
import { guestNameOf } from './mapper.ts';
import * as repo from './repository.ts';

export { resolveGuestSession, type TGuestSessionInfo } from './guest-service.ts';
export { guestOf, guestSessionPreHandler } from './guest-auth.ts';
export type { TCheckOutHook } from './hooks.ts';
export { stayRoutes } from './routes.ts';

/** Checkout's room charge: whether the room has an open stay (a guest checked in). */
export async function roomHasOpenStay(db: TDb, restaurantId: string, roomId: string): Promise<boolean> {
  return (await repo.findOpenStayOfRoom(db, restaurantId, roomId)) !== undefined;
}

/**
 * Inside a guest request's transaction: answers whether the stay is still open, and takes the
 * stay's row lock (PostgreSQL) so a check-out cannot slip between this check and the insert.
 */
export async function lockOpenStay(trx: TDb, stayId: string, at: string): Promise<boolean> {
  return repo.touchOpenStay(trx, stayId, at);
}

/** Charged amenities go on the stay (and come off when their request is cancelled). */
export async function addStayCharges(trx: TDb, stayId: string, delta: number, at: string): Promise<void> {
  if (delta !== 0) await repo.addStayCharges(trx, stayId, delta, at);
}

/** A stay for other hotel features (guest requests' wake-up e-mail, guest chat). */
export type TStayInfo = {
  stayId: string;
  restaurantId: string;
  roomNumber: string;
  guestName: string;
  email: string | null;
  language: TLanguage;
  open: boolean;
};
const toInfo = (row: repo.TStayRow): TStayInfo => ({
  stayId: row.id,
  restaurantId: row.restaurant_id,
  roomNumber: row.room_number,
  guestName: guestNameOf(row),
  email: row.email,
  language: row.language as TLanguage,
  open: !row.checked_out_at,
});

export async function findStayInfo(db: TDb, restaurantId: string, stayId: string): Promise<TStayInfo | null> {
  const row = await repo.findStay(db, restaurantId, stayId);
  return row ? toInfo(row) : null;
}

/**
 * Guest chat's port (guest-chat/stay-port.ts): the stay of a guest token — a live session, or one the
 * check-out ended (open=false: the guest may still read the chat); never a session the guest signed
 * out of — and a stay by id within a venue.
 */
export const guestChatStays = {
  async byGuestToken(db: TDb, token: string): Promise<TStayInfo | null> {
    if (!token || token.length < 20 || token.length > 128) return null;
    const session = await repo.findSessionByHash(db, hashGuestToken(token));
    if (!session) return null;
    // A session the guest signed out of is dead; one ended by the check-out itself (same instant) may still read.
    if (session.ended_at && session.ended_at !== session.stay.checked_out_at) return null;
    return toInfo(session.stay);
  },
  byId: findStayInfo,
};
