import type { TAllergen } from '@menudelite/shared/menu/allergens';
import type { TPublicItem, TPublicMenu } from '@menudelite/shared/menu/public-menu';
import type { TMenuLookup } from '../../cart/public';

export type TPublicSection = TPublicMenu['sections'][number];
export type TPublicTag = TPublicMenu['tags'][number];
export type TMenuSectionWithItems = { section: TPublicSection; items: TPublicItem[] };

/** The public menu with lookups by id, built once per answer (the answer lists are in display order). */
export type TMenuIndex = TMenuLookup & {
  menu: TPublicMenu;
  sections: TMenuSectionWithItems[];
  allergens: ReadonlyMap<string, TAllergen>;
  tags: ReadonlyMap<string, TPublicTag>;
};

const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((row) => [row.id, row]));

export function indexMenu(menu: TPublicMenu): TMenuIndex {
  const items = byId(menu.items);
  return {
    menu,
    items,
    groups: byId(menu.modifierGroups),
    modifiers: byId(menu.modifiers),
    allergens: byId(menu.allergens),
    tags: byId(menu.tags),
    sections: menu.sections.map((section) => ({ section, items: section.itemIds.flatMap((id) => items.get(id) ?? []) })),
  };
}
