import type { TDb } from '../../db/database.ts';
import { deleteImageRows, listImagesCreatedBefore } from './purge-repository.ts';
import { removeImageFiles } from './storage.ts';

const CANDIDATES_PER_RUN = 5000;

/**
 * Deletes images uploaded before `before` that nothing uses any more: their row, then their files
 * (a crash in between leaves unreachable files, never a row whose files are gone). What is "used"
 * is the caller's answer per venue (menu items, branding), so media needs no knowledge of them.
 * The grace period (`before`) covers an upload whose item or branding form is still being filled in.
 */
export async function purgeUnreferencedImages(
  db: TDb,
  dataDir: string,
  before: string,
  imageIdsInUse: (restaurantId: string) => Promise<Set<string>>,
): Promise<number> {
  const byVenue = new Map<string, string[]>();
  for (const image of await listImagesCreatedBefore(db, before, CANDIDATES_PER_RUN)) {
    byVenue.set(image.restaurantId, [...(byVenue.get(image.restaurantId) ?? []), image.id]);
  }
  let removed = 0;
  for (const [restaurantId, ids] of byVenue) {
    const inUse = await imageIdsInUse(restaurantId);
    const unused = ids.filter((id) => !inUse.has(id));
    await deleteImageRows(db, restaurantId, unused);
    for (const id of unused) await removeImageFiles(dataDir, restaurantId, id);
    removed += unused.length;
  }
  return removed;
}
