import { isSoldOut, isWithinWindows, type TLocalClock } from '@menudelite/shared/menu/availability';
import type { TCheckoutLine } from '@menudelite/shared/orders/checkout';
import { englishMessage, type TErrorKey } from '@menudelite/shared/errors';
import { priceLine, type TLinePrice } from '@menudelite/shared/orders/pricing';
import type { TOrderType } from '@menudelite/shared/orders/status';
import type { z } from 'zod';
import type { ZQuoteLineSchema } from '@menudelite/shared/orders/checkout';
import { AppError, type TAppErrorDetail } from '../../lib/app-error.ts';
import type { TCatalog, TCatalogItem } from './catalog.ts';

export type TQuoteLine = z.infer<typeof ZQuoteLineSchema>;
export type TPricedCart = { lines: TQuoteLine[]; prices: TLinePrice[] };
type TDetail = TAppErrorDetail;

const detail = (path: string, key: TErrorKey): TDetail => ({ path: `body.${path}`, key });

/** Why an item cannot be sold right now, or null if it can. */
function unavailableReason(catalog: TCatalog, item: TCatalogItem, type: TOrderType, now: Date, clock: TLocalClock): TErrorKey | null {
  if (!item.onSale) return 'itemUnavailable';
  if (isSoldOut(item.soldOutUntil, now)) return 'itemSoldOut';
  const windowed = item.tagIds.map((id) => catalog.tags.get(id)).filter((tag) => tag?.windows);
  if (windowed.length > 0 && !windowed.some((tag) => isWithinWindows(tag!.windows!, clock))) return 'itemNotNow';
  const menuTag = type === 'pickup' ? catalog.venue.pickupMenuTagId : type === 'delivery' ? catalog.venue.deliveryMenuTagId : null;
  if (menuTag && !item.tagIds.includes(menuTag)) return type === 'pickup' ? 'itemNotOnPickupMenu' : 'itemNotOnDeliveryMenu';
  return null;
}

/** The item's best tag discount that applies now (a windowed tag's discount only inside its window). */
function discountPercent(catalog: TCatalog, item: TCatalogItem, clock: TLocalClock): number {
  let best = 0;
  for (const id of item.tagIds) {
    const tag = catalog.tags.get(id);
    if (tag && tag.discountPercent > best && (!tag.windows || isWithinWindows(tag.windows, clock))) best = tag.discountPercent;
  }
  return best;
}

/**
 * Prices a cart from the catalog alone, never from the client: item and modifier prices, sold
 * out, hidden, tag windows, the pickup/delivery menu, and each modifier group's min and max.
 * Every problem of every line is reported at once: VALIDATION_FAILED first, else ITEM_UNAVAILABLE.
 */
export function priceCart(catalog: TCatalog, lines: readonly TCheckoutLine[], type: TOrderType, now: Date, clock: TLocalClock): TPricedCart {
  const invalid: TDetail[] = [];
  const unavailable: TDetail[] = [];
  const priced: TPricedCart = { lines: [], prices: [] };

  lines.forEach((line, index) => {
    const at = `lines.${index}`;
    const item = catalog.items.get(line.itemId);
    if (!item) return void invalid.push(detail(`${at}.itemId`, 'itemNotFound'));
    const reason = unavailableReason(catalog, item, type, now, clock);
    if (reason) unavailable.push(detail(`${at}.itemId`, reason));

    const chosen: TQuoteLine['modifiers'] = [];
    const perModifier = new Map<string, number>();
    const perGroup = new Map<string, number>();
    for (const modifierId of line.modifierIds) {
      const modifier = catalog.modifiers.get(modifierId);
      if (!modifier || !item.groupIds.has(modifier.groupId)) return void invalid.push(detail(`${at}.modifierIds`, 'customisationNotFound'));
      if (!modifier.isAvailable) unavailable.push({ path: `body.${at}.modifierIds`, key: 'modifierUnavailable', params: { name: modifier.name } });
      perModifier.set(modifierId, (perModifier.get(modifierId) ?? 0) + 1);
      perGroup.set(modifier.groupId, (perGroup.get(modifier.groupId) ?? 0) + 1);
      chosen.push({ id: modifier.id, groupId: modifier.groupId, name: modifier.name, price: modifier.price });
    }
    for (const [modifierId, times] of perModifier) {
      const group = catalog.groups.get(catalog.modifiers.get(modifierId)!.groupId);
      if (group && times > group.multiMax) return void invalid.push(detail(`${at}.modifierIds`, 'tooManyCustomisations'));
    }
    for (const groupId of item.groupIds) {
      const group = catalog.groups.get(groupId);
      const count = perGroup.get(groupId) ?? 0;
      if (!group) continue;
      if (count < group.min) return void invalid.push(detail(`${at}.modifierIds`, 'customisationsRequired'));
      if (count > group.max) return void invalid.push(detail(`${at}.modifierIds`, 'tooManyCustomisations'));
    }

    const price = priceLine({
      unitPrice: item.price,
      modifierPrices: chosen.map((m) => m.price),
      quantity: line.quantity,
      discountPercent: discountPercent(catalog, item, clock),
    });
    priced.prices.push(price);
    priced.lines.push({
      itemId: item.id,
      name: item.name,
      quantity: line.quantity,
      unitPrice: item.price,
      modifiers: chosen,
      ...price,
      notes: line.notes ?? '',
    });
  });

  if (invalid.length > 0) throw new AppError('VALIDATION_FAILED', englishMessage(invalid[0]!.key), invalid);
  if (unavailable.length > 0) throw new AppError('ITEM_UNAVAILABLE', englishMessage(unavailable[0]!.key, unavailable[0]!.params), unavailable);
  return priced;
}
