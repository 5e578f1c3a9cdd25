import { invalidField } from '../../lib/app-error.ts';

/** Keyset cursor of the blog lists: the page's last (sort value, id), opaque to clients. */
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
