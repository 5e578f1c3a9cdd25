/** Checkout checks a guest's room number against the list. */
export { findActiveRoomByNumber } from './repository.ts';
