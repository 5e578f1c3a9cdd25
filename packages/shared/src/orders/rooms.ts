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
