import { invalidField } from './app-error.ts';

/**
 * The keyset cursor of the newest-first (or any sorted) lists: the page's last (sort value, id),
 * base64url JSON, opaque to clients. One that this server did not make answers 400 invalidCursor.
 */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

export function decodeCursor(text: string): { at: string; id: string } {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return { at: value[0], id: value[1] };
  } catch {
    // falls through to the 400 below
  }
  throw invalidField('query.cursor', 'invalidCursor');
}
