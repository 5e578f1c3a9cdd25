import { decodeCursor as decodeKeysetCursor, encodeCursor } from '../../lib/keyset-cursor.ts';

export { encodeCursor };

/** No cursor is the first page (null); one this server did not make is 400 invalidCursor. */
export function decodeCursor(text: string | undefined): { at: string; id: string } | null {
  return text === undefined ? null : decodeKeysetCursor(text);
}

/** One page of `limit` from `limit + 1` rows read. */
export function pageFrom<R extends { created_at: string; id: string }, T>(
  rows: R[],
  limit: number,
  map: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(map), nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null };
}
