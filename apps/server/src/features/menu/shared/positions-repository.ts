import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';

/** Tables whose rows the staff order by hand (positionNew). */
export type TOrderedTable = 'menu_sections' | 'menu_items' | 'menu_tags' | 'modifier_groups' | 'modifiers';
/** A narrower list inside a venue: the items of one section, the modifiers of one group. */
export type TScope = { column: 'section_id' | 'group_id'; value: string } | undefined;

function scopeFilter(scope: TScope) {
  return scope ? sql` and ${sql.ref(scope.column)} = ${scope.value}` : sql``;
}

export async function idsInScope(db: TDb, table: TOrderedTable, restaurantId: string, scope?: TScope): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} where restaurant_id = ${restaurantId}${scopeFilter(scope)}`.execute(db);
  return rows.map((row) => row.id);
}

/** Position for a new row: after the last one. */
export async function nextPosition(db: TDb, table: TOrderedTable, restaurantId: string, scope?: TScope): Promise<number> {
  const { rows } = await sql<{
    next: number | string;
  }>`select coalesce(max(position), -1) + 1 as next from ${sql.table(table)} where restaurant_id = ${restaurantId}${scopeFilter(scope)}`.execute(db);
  return Number(rows[0]?.next ?? 0);
}

/** Writes positions 0..n-1 in one statement (a CASE over the ids). */
export async function writePositions(db: TDb, table: TOrderedTable, restaurantId: string, ids: readonly string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${sql.lit(index)}`),
    sql` `,
  );
  await sql`update ${sql.table(table)} set position = case id ${cases} end, updated_at = ${now} where restaurant_id = ${restaurantId} and id in (${sql.join(ids)})`.execute(
    db,
  );
}
