import type { TDb } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findOwnedImageIds } from '../../media/public.ts';
import { ownedIdsOf, type TReferencedTable } from './references-repository.ts';

/**
 * Ids named in a request body must be the venue's own (allergens may also be built-in rows).
 * Anything else is a 400 naming the field, checked before any write.
 */
export async function assertOwnedIds(
  db: TDb,
  table: TReferencedTable | 'media_images',
  restaurantId: string,
  ids: readonly string[] | undefined,
  field: string,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  // Images belong to the media feature; the menu's own tables are looked up here.
  const found = table === 'media_images' ? await findOwnedImageIds(db, restaurantId, ids) : await ownedIdsOf(db, table, restaurantId, ids);
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw new AppError('VALIDATION_FAILED', `${field}: ${unknown.length} id(s) are not this venue's`, [
      { path: `body.${field}`, key: 'notThisVenues', message: `unknown ids: ${unknown.slice(0, 5).join(', ')}` },
    ]);
  }
}
