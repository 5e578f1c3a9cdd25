/** Checkout checks a guest's room number against the list. */
export { findActiveRoomByNumber } from './repository.ts';
/** Hotel guest services (stays): the rooms with their QR codes. */
export { findRoomByCode, findRoomRow, listRoomRows, setRoomCode, type TRoomRow } from './repository.ts';
export { newRoomCode } from './service.ts';
