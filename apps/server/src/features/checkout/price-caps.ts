import type { TCheckoutLine } from '@menudelite/shared/orders/checkout';
import { ITEM_PRICE_MAX, MODIFIER_PRICE_MAX } from '@menudelite/shared/money/caps';
import { AppError } from '../../lib/app-error.ts';
import type { TCatalog } from './catalog.ts';

/**
 * The menu's write side caps prices (money/caps.ts), but rows written before the caps may hold
 * more (a modifier of 1e12 was accepted once). Such an item cannot be sold until staff fix its
 * price: 409 ITEM_UNAVAILABLE naming the line, instead of a total past 2^53 and a 500.
 */
export function assertPricesWithinCaps(catalog: TCatalog, lines: readonly TCheckoutLine[]): void {
  const details: { path: string; key: 'itemUnavailable' }[] = [];
  lines.forEach((line, index) => {
    const item = catalog.items.get(line.itemId);
    const modifierTooDear = line.modifierIds.some((id) => (catalog.modifiers.get(id)?.price ?? 0) > MODIFIER_PRICE_MAX);
    if ((item && item.price > ITEM_PRICE_MAX) || modifierTooDear) details.push({ path: `body.lines.${index}.itemId`, key: 'itemUnavailable' });
  });
  if (details.length > 0) throw new AppError('ITEM_UNAVAILABLE', 'Some items cannot be ordered right now: their price is above the maximum', details);
}
