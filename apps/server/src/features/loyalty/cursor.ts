import { invalidField } from '../../lib/app-error.ts';

/** Keyset cursor of the newest-first lists: the page's last (created_at, id), opaque to clients. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodeCursor(text: string | undefined): { at: string; id: string } | null {
  if (text === undefined) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return { at: value[0], id: value[1] };
  } catch {
    // falls through to the 400 below
  }
  throw invalidField('query.cursor', 'invalidCursor');
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
