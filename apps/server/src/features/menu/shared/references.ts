import { sql } from 'kysely';
import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';

type TReferencedTable = 'menu_sections' | 'menu_items' | 'menu_tags' | 'modifier_groups' | 'allergens' | 'media_images';

/**
 * Ids named in a request body must be the venue's own (allergens may also be built-in rows).
 * Anything else is a 400 naming the field, checked before any write.
 */
export async function assertOwnedIds(db: TDb, table: TReferencedTable, restaurantId: string, ids: readonly string[] | undefined, field: string): Promise<void> {
  if (!ids || ids.length === 0) return;
  const owner = table === 'allergens' ? sql`(restaurant_id = ${restaurantId} or restaurant_id is null)` : sql`restaurant_id = ${restaurantId}`;
  const { rows } = await sql<{ id: string }>`select id from ${sql.table(table)} where ${owner} and id in (${sql.join([...ids])})`.execute(db);
  const found = new Set(rows.map((row) => row.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${field}: ${unknown.length} id(s) are not this venue's`, [
      { path: `body.${field}`, message: `unknown ids: ${unknown.slice(0, 5).join(', ')}` },
    ]);
  }
}
