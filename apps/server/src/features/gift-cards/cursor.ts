import { invalidField } from '../../lib/app-error.ts';

/** Keyset cursors for this feature's lists: the last row's (created_at, id), opaque to clients. */
export function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.created_at, row.id])).toString('base64url');
}

/** null without a cursor; 400 invalidCursor for one this server did not make. */
export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string')
      return { createdAt: value[0], id: value[1] };
  } catch {
    // falls through to the 400 below
  }
  throw invalidField('query.cursor', 'invalidCursor');
}
