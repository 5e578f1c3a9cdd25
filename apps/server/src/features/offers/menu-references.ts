import type { TOfferCreate } from '@menudelite/shared/growth/offers';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { AppError, type TAppErrorDetail } from '../../lib/app-error.ts';
import { loadCatalogMenuRows } from '../menu/public.ts';

/**
 * An offer names sections, items and tags of its own venue only; a tag scope needs tags whose
 * tagDiscountEnabled is on (SPEC section 3), as the menu's discount tags are the ones staff price by.
 */
export async function assertMenuReferences(db: TDb, restaurantId: string, input: TOfferCreate): Promise<void> {
  const needsMenu = input.scope.kind !== 'menu' || input.rewardItemIds.length > 0;
  if (!needsMenu) return;
  const menu = await loadCatalogMenuRows(db, restaurantId);
  const problems: TAppErrorDetail[] = [];
  const known = {
    sections: new Set(menu.sections.map((s) => s.id)),
    items: new Set(menu.items.map((i) => i.id)),
    tags: new Set(menu.tags.map((t) => t.id)),
  };
  const discountTags = new Set(menu.tags.filter((t) => toBool(t.tag_discount_enabled)).map((t) => t.id));
  if (input.scope.kind !== 'menu') {
    const ids = known[input.scope.kind];
    input.scope.ids.forEach((id, index) => {
      if (!ids.has(id)) problems.push({ path: `body.scope.ids.${index}`, key: 'notThisVenues' });
      else if (input.scope.kind === 'tags' && !discountTags.has(id)) problems.push({ path: `body.scope.ids.${index}`, key: 'offerTagNoDiscount' });
    });
  }
  input.rewardItemIds.forEach((id, index) => {
    if (!known.items.has(id)) problems.push({ path: `body.rewardItemIds.${index}`, key: 'notThisVenues' });
  });
  if (problems.length > 0) throw new AppError('VALIDATION_FAILED', 'The offer names menu entries this venue does not have', problems);
}
