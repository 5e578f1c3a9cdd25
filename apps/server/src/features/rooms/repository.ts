import { sql, type Selectable } from 'kysely';
import type { TDb } from '../../db/database.ts';
import type { RoomsTable } from '../../db/schema.ts';

export type TRoomRow = Selectable<RoomsTable>;
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Natural order: room 101 before 1001. */
export async function listRoomRows(db: TDb, restaurantId: string): Promise<TRoomRow[]> {
  const rows = await db.selectFrom('rooms').selectAll().where('restaurant_id', '=', restaurantId).execute();
  return rows.toSorted((a, b) => natural.compare(a.room_number, b.room_number));
}

export async function findRoomRow(db: TDb, restaurantId: string, id: string): Promise<TRoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
}

/** Guests type "a12" for room "A12": the check ignores case. */
export async function findActiveRoomByNumber(db: TDb, restaurantId: string, roomNumber: string): Promise<TRoomRow | undefined> {
  return db
    .selectFrom('rooms')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where(sql<string>`lower(room_number)`, '=', roomNumber.trim().toLowerCase())
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function roomNumberTaken(db: TDb, restaurantId: string, roomNumber: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('rooms')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where(sql<string>`lower(room_number)`, '=', roomNumber.toLowerCase());
  if (exceptId) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function countRooms(db: TDb, restaurantId: string): Promise<number> {
  const row = await db
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRoom(db: TDb, row: TRoomRow): Promise<void> {
  await db.insertInto('rooms').values(row).execute();
}

/** One statement for a whole range, so a range is added whole or not at all. */
export async function insertRooms(db: TDb, rows: TRoomRow[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('rooms').values(rows).execute();
}

export async function updateRoom(db: TDb, restaurantId: string, id: string, set: Partial<Pick<TRoomRow, 'room_number' | 'is_active'>>): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db.updateTable('rooms').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

export async function deleteRoom(db: TDb, restaurantId: string, id: string): Promise<void> {
  await db.deleteFrom('rooms').where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}

/** A room by its QR code's code (hotel guest sessions). */
export async function findRoomByCode(db: TDb, restaurantId: string, code: string): Promise<TRoomRow | undefined> {
  return db.selectFrom('rooms').selectAll().where('restaurant_id', '=', restaurantId).where('code', '=', code).executeTakeFirst();
}

/** Sets a room's QR code (a new one, or the first for a row written without one). */
export async function setRoomCode(db: TDb, restaurantId: string, id: string, code: string): Promise<void> {
  await db.updateTable('rooms').set({ code }).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
}
