import { sumMinor } from '@menudelite/shared/money/arithmetic';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import type { TCartLine } from './cart-lines';
import { checkModifierChoice, type TPublicModifier, type TPublicModifierGroup } from './modifier-rules';

/** The menu as the cart needs it; prices are read from here every time, never stored in the cart. */
export type TMenuLookup = {
  items: ReadonlyMap<string, TPublicItem>;
  groups: ReadonlyMap<string, TPublicModifierGroup>;
  modifiers: ReadonlyMap<string, TPublicModifier>;
};

export type TPricedLine = {
  line: TCartLine;
  /** null when the item left the menu. */
  item: TPublicItem | null;
  modifiers: TPublicModifier[];
  unitPrice: number;
  lineTotal: number;
  /** False when the item is gone, sold out, not available now, or its choices are no longer valid. */
  orderable: boolean;
};

export type TPricedCart = {
  lines: TPricedLine[];
  /** Orderable lines only. */
  subtotal: number;
  /** Number of dishes (quantities added up) on orderable lines. */
  itemCount: number;
  hasUnorderable: boolean;
};

export function itemGroups(item: TPublicItem, lookup: TMenuLookup): TPublicModifierGroup[] {
  return item.modifierGroupIds.flatMap((id) => lookup.groups.get(id) ?? []);
}

function priceLine(line: TCartLine, lookup: TMenuLookup): TPricedLine {
  const item = lookup.items.get(line.itemId) ?? null;
  const modifiers = line.modifierIds.flatMap((id) => lookup.modifiers.get(id) ?? []);
  if (!item) return { line, item, modifiers, unitPrice: 0, lineTotal: 0, orderable: false };
  const unitPrice = sumMinor([item.price, ...modifiers.map((modifier) => modifier.price)]);
  const lineTotal = sumMinor(Array.from({ length: line.quantity }, () => unitPrice));
  const choiceIsValid = checkModifierChoice(itemGroups(item, lookup), lookup.modifiers, line.modifierIds).length === 0;
  return { line, item, modifiers, unitPrice, lineTotal, orderable: item.isAvailableNow && choiceIsValid };
}

export function priceCart(lines: readonly TCartLine[], lookup: TMenuLookup): TPricedCart {
  const priced = lines.map((line) => priceLine(line, lookup));
  const orderable = priced.filter((line) => line.orderable);
  return {
    lines: priced,
    subtotal: sumMinor(orderable.map((line) => line.lineTotal)),
    itemCount: orderable.reduce((count, line) => count + line.line.quantity, 0),
    hasUnorderable: orderable.length < priced.length,
  };
}
