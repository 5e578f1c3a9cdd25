import { z } from 'zod';

/* ---- Hotel rooms: the list room numbers are checked against ("incorrect room number"). ---- */
export const ROOMS_MAX = 2000;
/** Letters, digits, space . / - (up to 20), starting with a letter or digit: "101", "A-12", "Villa 3". */
export const ROOM_NUMBER_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,19}$/u;
const ZRoomNumberSchema = z.string().trim().regex(ROOM_NUMBER_PATTERN, 'letters, digits, space . / - (up to 20)');
const roomFields = { roomNumber: ZRoomNumberSchema, isActive: z.boolean() };
export const ZRoomCreateSchema = z.object(roomFields).partial().required({ roomNumber: true });
export type TRoomCreate = z.infer<typeof ZRoomCreateSchema>;
export const ZRoomUpdateSchema = z.object(roomFields).partial();
export type TRoomUpdate = z.infer<typeof ZRoomUpdateSchema>;
export const ZRoomSchema = z.object({ id: z.string(), roomNumber: z.string(), isActive: z.boolean(), createdAt: z.string() });
export type TRoom = z.infer<typeof ZRoomSchema>;
export const ZRoomListSchema = z.object({ items: z.array(ZRoomSchema) });

/* ---- Adding a numbered range at once ("101" to "120", or "A-1" to "A-9" with a prefix). ---- */
export const ROOM_RANGE_MAX = 200;
const ZRoomSequenceSchema = z.number().int().min(0).max(99_999);
/** POST /api/rooms/range: rooms `${prefix}${n}` for n from first to last; numbers that exist already are skipped. */
export const ZRoomRangeSchema = z
  .object({ prefix: z.string().trim().max(10), first: ZRoomSequenceSchema, last: ZRoomSequenceSchema, isActive: z.boolean().optional() })
  .refine((r) => r.last >= r.first, { path: ['last'], message: 'last must not be below first' })
  .refine((r) => r.last - r.first < ROOM_RANGE_MAX, { path: ['last'], message: `at most ${ROOM_RANGE_MAX} rooms at once` })
  .refine((r) => ROOM_NUMBER_PATTERN.test(`${r.prefix}${r.last}`), { path: ['prefix'], message: 'letters, digits, space . / - (up to 20)' });
export type TRoomRange = z.infer<typeof ZRoomRangeSchema>;
export const ZRoomRangeResultSchema = z.object({ created: z.array(ZRoomSchema), skipped: z.array(z.string()) });
export type TRoomRangeResult = z.infer<typeof ZRoomRangeResultSchema>;

export function roomNumbersOf(range: Pick<TRoomRange, 'prefix' | 'first' | 'last'>): string[] {
  return Array.from({ length: Math.max(0, range.last - range.first + 1) }, (_, i) => `${range.prefix.trim()}${range.first + i}`);
}
