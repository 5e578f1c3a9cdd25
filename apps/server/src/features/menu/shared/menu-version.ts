import type { TDb } from '../../../db/database.ts';

/**
 * Every write that changes what diners see bumps the venue's menu_version in the same
 * transaction; the public menu cache of every server process compares it on each read.
 */
export async function bumpMenuVersion(db: TDb, restaurantId: string): Promise<void> {
  await db
    .updateTable('restaurants')
    .set((eb) => ({ menu_version: eb('menu_version', '+', 1) }))
    .where('id', '=', restaurantId)
    .execute();
}
