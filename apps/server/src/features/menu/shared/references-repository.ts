import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';

export type TReferencedTable = 'menu_sections' | 'menu_items' | 'menu_tags' | 'modifier_groups' | 'allergens';

/** Which of `ids` are the venue's own rows of `table` (allergens may also be built-in rows, restaurant_id null). */
export async function ownedIdsOf(db: TDb, table: TReferencedTable, restaurantId: string, ids: readonly string[]): Promise<Set<string>> {
  const owner = table === 'allergens' ? sql`(restaurant_id = ${restaurantId} or restaurant_id is null)` : sql`restaurant_id = ${restaurantId}`;
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} where ${owner} and id in (${sql.join([...ids])})`.execute(db);
  return new Set(rows.map((row) => row.id));
}
