/** An opaque keyset cursor over (created_at, id): base64url of both. */
export function encodeCursor(row: { created_at: string; id: string }): string {
  return Buffer.from(`${row.created_at}|${row.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { createdAt: string; id: string } | undefined {
  if (!cursor) return undefined;
  const [createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  return createdAt && id ? { createdAt, id } : undefined;
}

export function pageFrom<R extends { created_at: string; id: string }, T>(
  rows: R[],
  limit: number,
  map: (rows: R[]) => T[],
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  return { items: map(page), nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null };
}
