import { guestRoomPath, type TCheckIn, type TCheckOutResult, type THotelRoom, type TStay, type TStayListQuery } from '@menudelite/shared/hotel/contracts';
import { stayRoom } from '@menudelite/shared/socket/events';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { findRoomRow, listRoomRows, newRoomCode, setRoomCode, type TRoomRow } from '../rooms/public.ts';
import { lockStaffEvents } from '../staff-events/public.ts';
import { renderQrSheet } from '../tables/public.ts';
import type { TCheckOutHook } from './hooks.ts';
import { decodeCursor, encodeCursor, lastNameKey, toStay } from './mapper.ts';
import * as repo from './repository.ts';

export type TStaysDeps = {
  db: TDb;
  realtime?: TRealtime | undefined;
  /** The web app's address: QR codes link to the guest app there. */
  publicUrl?: string;
  onCheckOut?: readonly TCheckOutHook[] | undefined;
  now?: () => Date;
  log?: { warn: (obj: object, msg: string) => void } | undefined;
};

const stayAlreadyOpen = () => keyedError('CONFLICT', 'stayAlreadyOpen', { path: 'body.roomId', message: 'A guest is already checked in to this room' });

/** Rooms written without a QR code (older seeds): one is made the first time the room is read here. */
async function withCode(db: TDb, room: TRoomRow): Promise<TRoomRow & { code: string }> {
  if (room.code) return { ...room, code: room.code };
  const code = newRoomCode();
  await setRoomCode(db, room.restaurant_id, room.id, code);
  return { ...room, code };
}

/** Staff side of stays (docs/api/hotel.md): the rooms screen, check-in and check-out. Permission guests.serve. */
export function createStaysService(deps: TStaysDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function getOwn(restaurantId: string, id: string): Promise<repo.TStayRow> {
    const row = await repo.findStay(db, restaurantId, id);
    if (!row) throw notFound('Stay');
    return row;
  }

  return {
    async rooms(
      actor: TActor | null,
      query: { occupied?: 'true' | 'false' | undefined; limit: number; cursor?: string | undefined },
    ): Promise<TPage<THotelRoom>> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      const offset = query.cursor === undefined ? 0 : Number(query.cursor);
      if (!Number.isInteger(offset) || offset < 0) throw invalidField('query.cursor', 'invalidCursor');
      const rooms = await listRoomRows(db, restaurantId);
      const stays = new Map(
        (
          await repo.listOpenStaysOfRooms(
            db,
            restaurantId,
            rooms.map((r) => r.id),
          )
        ).map((s) => [s.room_id, s]),
      );
      const filtered = query.occupied === undefined ? rooms : rooms.filter((r) => stays.has(r.id) === (query.occupied === 'true'));
      const page = filtered.slice(offset, offset + query.limit);
      const items: THotelRoom[] = [];
      for (const room of page) {
        const coded = await withCode(db, room);
        const stay = stays.get(room.id);
        items.push({ id: room.id, roomNumber: room.room_number, isActive: toBool(room.is_active), code: coded.code, stay: stay ? toStay(stay) : null });
      }
      return { items, nextCursor: offset + query.limit < filtered.length ? String(offset + query.limit) : null };
    },

    /** A new QR code for a room (a printed code was lost or photographed): the old one stops working. */
    async newRoomCode(actor: TActor | null, roomId: string): Promise<THotelRoom> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      const room = await findRoomRow(db, restaurantId, roomId);
      if (!room) throw notFound('Room');
      const code = newRoomCode();
      await setRoomCode(db, restaurantId, roomId, code);
      const stay = await repo.findOpenStayOfRoom(db, restaurantId, roomId);
      return { id: room.id, roomNumber: room.room_number, isActive: toBool(room.is_active), code, stay: stay ? toStay(stay) : null };
    },

    /** Printable QR codes of the active rooms (or one room), each opening the guest app for that room. */
    async qrSheet(actor: TActor | null, roomId?: string): Promise<string> {
      const restaurantId = requireVenuePermission(actor, ['venue.setup', 'guests.serve']);
      const base = (deps.publicUrl ?? '').replace(/\/$/, '');
      let rooms: TRoomRow[];
      if (roomId) {
        const room = await findRoomRow(db, restaurantId, roomId);
        if (!room) throw notFound('Room');
        rooms = [room];
      } else rooms = (await listRoomRows(db, restaurantId)).filter((room) => toBool(room.is_active));
      const cells = [];
      for (const room of rooms) {
        const { code } = await withCode(db, room);
        cells.push({ label: room.room_number, link: `${base}${guestRoomPath(restaurantId, code)}` });
      }
      return renderQrSheet(cells);
    },

    async list(actor: TActor | null, query: TStayListQuery): Promise<TPage<TStay>> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      const after = decodeCursor(query.cursor);
      if (after === null) throw invalidField('query.cursor', 'invalidCursor');
      const rows = await repo.listStays(db, restaurantId, { status: query.status, room: query.room, limit: query.limit + 1, after });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const nextCursor = rows.length > query.limit && last ? encodeCursor(query.status === 'open' ? last.check_in_at : last.checked_out_at!, last.id) : null;
      return { items: page.map(toStay), nextCursor };
    },

    async get(actor: TActor | null, id: string): Promise<TStay> {
      return toStay(await getOwn(requireVenuePermission(actor, 'guests.serve'), id));
    },

    /** Check-in: one open stay per room (the partial unique index decides a race: the loser gets 409 stayAlreadyOpen). */
    async checkIn(actor: TActor | null, input: TCheckIn): Promise<TStay> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      const room = await findRoomRow(db, restaurantId, input.roomId);
      if (!room) throw notFound('Room');
      if (!toBool(room.is_active)) throw keyedError('CONFLICT', 'roomNumberIncorrect', { path: 'body.roomId', message: 'This room is not in use' });
      if (await repo.findOpenStayOfRoom(db, restaurantId, room.id)) throw stayAlreadyOpen();
      const venue = await findRestaurantById(db, restaurantId);
      await withCode(db, room);
      const at = now().toISOString();
      const row: repo.TStayRow = {
        id: newId(),
        restaurant_id: restaurantId,
        room_id: room.id,
        room_number: room.room_number,
        guest_last_name: input.guestLastName,
        last_name_key: lastNameKey(input.guestLastName),
        guest_first_name: input.guestFirstName ?? null,
        email: input.email ?? null,
        phone: input.phone ?? null,
        language: input.language ?? venue?.default_language ?? 'en',
        check_in_at: at,
        expected_check_out: input.expectedCheckOut ? new Date(input.expectedCheckOut).toISOString() : null,
        checked_out_at: null,
        source: 'staff',
        external_id: null,
        amenity_charges: 0,
        created_at: at,
        updated_at: at,
      };
      try {
        await repo.insertStay(db, row);
      } catch (error) {
        if (isUniqueViolation(error)) throw stayAlreadyOpen();
        throw error;
      }
      return toStay(row);
    },

    /**
     * Check-out: closes the stay (conditional: a second check-out gets 409 stayClosed), ends its guest
     * sessions and lets the other hotel features cancel what is outstanding, all in one transaction;
     * then tells the guest's app (stayClosed) and drops its sockets from the stay's room.
     */
    async checkOut(actor: TActor | null, id: string): Promise<TCheckOutResult> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      await getOwn(restaurantId, id);
      const at = now().toISOString();
      const after: (() => void | Promise<void>)[] = [];
      const result = await db.transaction().execute(async (trx) => {
        // The venue's staff-event lock first, as every hotel write that records events takes it: no two wait in opposite orders.
        await lockStaffEvents(trx, restaurantId);
        if (!(await repo.closeStay(trx, restaurantId, id, at))) throw keyedError('CONFLICT', 'stayClosed');
        const endedSessions = await repo.endSessionsOfStay(trx, id, at);
        let cancelledRequests = 0;
        for (const hook of deps.onCheckOut ?? []) {
          const outcome = await hook(trx, { id, restaurantId }, at);
          cancelledRequests += outcome.cancelledRequests ?? 0;
          if (outcome.afterCommit) after.push(outcome.afterCommit);
        }
        return { endedSessions, cancelledRequests };
      });
      for (const run of after) {
        try {
          await run();
        } catch (error) {
          deps.log?.warn({ err: error, stayId: id }, 'check-out follow-up failed');
        }
      }
      if (deps.realtime) {
        const room = stayRoom(id);
        deps.realtime.io.to(room).emit('stayClosed', { stayId: id });
        deps.realtime.io.in(room).socketsLeave(room);
      }
      return { stay: toStay(await getOwn(restaurantId, id)), ...result };
    },
  };
}
export type TStaysService = ReturnType<typeof createStaysService>;
