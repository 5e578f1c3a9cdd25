import type { TRoom } from '@menudelite/shared/orders/rooms';

export const ROOMS_PAGE_SIZE = 24;

/** Rooms whose number contains the search, ignoring case ("a1" finds "A12"). */
export function filterRooms(rooms: readonly TRoom[], search: string): TRoom[] {
  const needle = search.trim().toLowerCase();
  return needle === '' ? [...rooms] : rooms.filter((room) => room.roomNumber.toLowerCase().includes(needle));
}

/** One page of the (already ordered) list; a page past the end shows the last one. */
export function pageOf<T>(items: readonly T[], page: number, size = ROOMS_PAGE_SIZE): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
}
