import {
  ROOMS_MAX,
  roomNumbersOf,
  type TRoom,
  type TRoomCreate,
  type TRoomRange,
  type TRoomRangeResult,
  type TRoomUpdate,
} from '@menudelite/shared/orders/rooms';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { nowIso, toBool } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { recordAudit } from '../team/public.ts';
import * as repo from './repository.ts';

/** The room QR code's code (hotel guest services): 16 URL-safe characters, 96 random bits. */
export const newRoomCode = () => newSecret(12);

const toRoom = (row: repo.TRoomRow): TRoom => ({ id: row.id, roomNumber: row.room_number, isActive: toBool(row.is_active), createdAt: row.created_at });

const roomTaken = (roomNumber: string) => keyedError('CONFLICT', 'alreadyExists', { path: 'body.roomNumber', message: `Room ${roomNumber} already exists` });
const roomLimit = () => keyedError('CONFLICT', 'limitReached', { params: { max: ROOMS_MAX }, message: `A venue can have at most ${ROOMS_MAX} rooms` });

/** Two staff adding the same room at once: the unique index decides, the loser gets the same 409. */
async function guard(roomNumber: string | undefined, write: () => Promise<void>) {
  try {
    await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw roomTaken(roomNumber ?? '');
    throw error;
  }
}

/** Whether a guest is checked in to the room (hotel stays tell, features/index.ts wires it): such a room cannot be deleted. */
export type TRoomOccupiedCheck = (db: TDb, restaurantId: string, roomId: string) => Promise<boolean>;

/** A hotel's room list: room-service orders are checked against it ("incorrect room number"). */
export function createRoomsService(db: TDb, isOccupied?: TRoomOccupiedCheck) {
  async function getOwn(restaurantId: string, id: string): Promise<TRoom> {
    const row = await repo.findRoomRow(db, restaurantId, id);
    if (!row) throw notFound('Room');
    return toRoom(row);
  }
  async function assertFree(restaurantId: string, roomNumber: string | undefined, exceptId?: string) {
    if (roomNumber !== undefined && (await repo.roomNumberTaken(db, restaurantId, roomNumber, exceptId))) {
      throw roomTaken(roomNumber);
    }
  }

  return {
    async list(actor: TActor | null): Promise<TRoom[]> {
      return (await repo.listRoomRows(db, requireVenuePermission(actor, 'orders.view'))).map(toRoom);
    },
    async get(actor: TActor | null, id: string): Promise<TRoom> {
      return getOwn(requireVenuePermission(actor, 'orders.view'), id);
    },
    async create(actor: TActor | null, input: TRoomCreate): Promise<TRoom> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      if ((await repo.countRooms(db, restaurantId)) >= ROOMS_MAX) throw roomLimit();
      await assertFree(restaurantId, input.roomNumber);
      const id = newId();
      await guard(input.roomNumber, () =>
        repo.insertRoom(db, {
          id,
          restaurant_id: restaurantId,
          room_number: input.roomNumber,
          is_active: input.isActive ?? true,
          code: newRoomCode(),
          created_at: nowIso(),
        }),
      );
      return getOwn(restaurantId, id);
    },
    /**
     * Adds "101" to "120" at once. Numbers the hotel already has (whatever their case) are skipped
     * and reported; the rest go in one statement, so a range that would pass ROOMS_MAX adds nothing.
     */
    async createRange(actor: TActor | null, input: TRoomRange): Promise<TRoomRangeResult> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      const existing = await repo.listRoomRows(db, restaurantId);
      const taken = new Set(existing.map((row) => row.room_number.toLowerCase()));
      const numbers = roomNumbersOf(input);
      const fresh = numbers.filter((n) => !taken.has(n.toLowerCase()));
      if (existing.length + fresh.length > ROOMS_MAX) throw roomLimit();
      const createdAt = nowIso();
      const rows = fresh.map((roomNumber) => ({
        id: newId(),
        restaurant_id: restaurantId,
        room_number: roomNumber,
        is_active: input.isActive ?? true,
        code: newRoomCode(),
        created_at: createdAt,
      }));
      await guard(`${numbers[0]}–${numbers.at(-1)}`, () => repo.insertRooms(db, rows));
      return { created: rows.map(toRoom), skipped: numbers.filter((n) => taken.has(n.toLowerCase())) };
    },
    async update(actor: TActor | null, id: string, input: TRoomUpdate): Promise<TRoom> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      await getOwn(restaurantId, id);
      await assertFree(restaurantId, input.roomNumber, id);
      await guard(input.roomNumber, () =>
        repo.updateRoom(db, restaurantId, id, {
          ...(input.roomNumber !== undefined ? { room_number: input.roomNumber } : {}),
          ...(input.isActive !== undefined ? { is_active: input.isActive } : {}),
        }),
      );
      return getOwn(restaurantId, id);
    },
    async remove(actor: TActor | null, id: string): Promise<void> {
      const restaurantId = requireVenuePermission(actor, 'venue.setup');
      const room = await getOwn(restaurantId, id);
      if (await isOccupied?.(db, restaurantId, id)) {
        throw keyedError('CONFLICT', 'stayAlreadyOpen', { message: 'A guest is checked in to this room: check them out first' });
      }
      await db.transaction().execute(async (trx) => {
        await repo.deleteRoom(trx, restaurantId, id);
        await recordAudit(trx, actor!, restaurantId, { action: 'venue.roomDeleted', targetType: 'room', targetId: id, details: { name: room.roomNumber } });
      });
    },
  };
}
