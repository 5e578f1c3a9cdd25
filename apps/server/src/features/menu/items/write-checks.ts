import type { TMenuItemUpdate } from '@menudelite/shared/menu/items';
import type { TDb } from '../../../db/database.ts';
import { invalidField } from '../../../lib/app-error.ts';
import { assertOwnedIds } from '../shared/references.ts';

/** Every id an item write names must be the venue's own (allergens may be built-in). 400 otherwise, before any write. */
export async function assertItemReferences(db: TDb, restaurantId: string, input: TMenuItemUpdate, itemId?: string): Promise<void> {
  if (itemId && input.recommendedItemIds?.includes(itemId)) {
    throw invalidField('body.recommendedItemIds', 'cannotRecommendItself');
  }
  await assertOwnedIds(db, 'menu_sections', restaurantId, input.sectionId ? [input.sectionId] : undefined, 'sectionId');
  await assertOwnedIds(db, 'media_images', restaurantId, input.imageIds, 'imageIds');
  await assertOwnedIds(db, 'menu_tags', restaurantId, input.tagIds, 'tagIds');
  await assertOwnedIds(db, 'allergens', restaurantId, input.allergenIds, 'allergenIds');
  await assertOwnedIds(db, 'modifier_groups', restaurantId, input.modifierGroupIds, 'modifierGroupIds');
  await assertOwnedIds(db, 'menu_items', restaurantId, input.recommendedItemIds, 'recommendedItemIds');
}
