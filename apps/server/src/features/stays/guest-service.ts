import { createHash } from 'node:crypto';
import type { TGuestSession, TGuestSessionRequest, TGuestStay } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { findActiveRoomByNumber, findRoomByCode } from '../rooms/public.ts';
import { guestNameOf, lastNameKey } from './mapper.ts';
import * as repo from './repository.ts';

/** What a guest API knows about the caller once its X-Guest-Token checked out. */
export type TGuestSessionInfo = {
  sessionId: string;
  stayId: string;
  restaurantId: string;
  roomId: string;
  roomNumber: string;
  guestName: string;
  language: TLanguage;
  email: string | null;
};

export const hashGuestToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Guest tokens are 43 URL-safe characters; anything far from that is not looked up. */
const plausible = (token: string) => token.length >= 20 && token.length <= 128;

/** The session of a token: null for an unknown token, an ended session (check-out, sign-out) or a closed stay. */
export async function resolveGuestSession(db: TDb, token: string | undefined | null): Promise<TGuestSessionInfo | null> {
  if (!token || !plausible(token)) return null;
  const session = await repo.findSessionByHash(db, hashGuestToken(token));
  if (!session || session.ended_at || session.stay.checked_out_at) return null;
  const stay = session.stay;
  return {
    sessionId: session.id,
    stayId: stay.id,
    restaurantId: stay.restaurant_id,
    roomId: stay.room_id,
    roomNumber: stay.room_number,
    guestName: guestNameOf(stay),
    language: stay.language as TLanguage,
    email: stay.email,
  };
}

/** Guests coming in (docs/api/hotel.md): from the room's QR code, or from the menu with room number and last name. */
export function createGuestSessions(deps: { db: TDb; rateLimiter: TRateLimiter; perIpPerMinute: number; now?: () => Date }) {
  const { db } = deps;
  const perIp = { name: 'guest-session-ip', limit: deps.perIpPerMinute, windowMs: 60_000 };
  const now = deps.now ?? (() => new Date());

  async function summary(stay: repo.TStayRow): Promise<TGuestStay> {
    const venue = await findRestaurantById(db, stay.restaurant_id);
    return {
      stayId: stay.id,
      restaurantId: stay.restaurant_id,
      hotelName: venue?.name ?? '',
      roomNumber: stay.room_number,
      guestName: guestNameOf(stay),
      language: stay.language as TLanguage,
      currency: (venue?.currency ?? 'eur') as TCurrency,
      timeZone: venue?.time_zone ?? 'UTC',
      checkInAt: stay.check_in_at,
    };
  }

  return {
    async open(restaurantId: string, input: TGuestSessionRequest, ip: string): Promise<TGuestSession> {
      await deps.rateLimiter.consume(perIp, [ip]);
      const venue = await findRestaurantById(db, restaurantId);
      if (!venue || !toBool(venue.is_hotel)) throw notFound('Hotel');
      const byCode = 'roomCode' in input;
      const room = byCode ? await findRoomByCode(db, restaurantId, input.roomCode) : await findActiveRoomByNumber(db, restaurantId, input.roomNumber);
      if (!room || !toBool(room.is_active)) throw invalidField(byCode ? 'body.roomCode' : 'body.roomNumber', 'roomNumberIncorrect');
      const stay = await repo.findOpenStayOfRoom(db, restaurantId, room.id);
      // A last name that is not the guest's answers like an empty room: the answer never tells who is staying.
      if (!stay || (!byCode && lastNameKey(input.lastName) !== stay.last_name_key)) throw keyedError('CONFLICT', 'noOpenStay', { path: 'body.roomNumber' });
      const token = newSecret(32);
      await repo.insertGuestSession(db, {
        id: newId(),
        restaurant_id: restaurantId,
        stay_id: stay.id,
        token_hash: hashGuestToken(token),
        method: byCode ? 'roomCode' : 'lastName',
        created_at: now().toISOString(),
        ended_at: null,
      });
      return { token, stay: await summary(stay) };
    },

    async current(info: TGuestSessionInfo): Promise<TGuestStay> {
      const stay = await repo.findStayById(db, info.stayId);
      if (!stay) throw notFound('Stay');
      return summary(stay);
    },

    async end(info: TGuestSessionInfo): Promise<void> {
      await repo.endSession(db, info.sessionId, now().toISOString());
    },
  };
}
