import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TPublicItem } from '@menudelite/shared/menu/public-menu';
import { translated } from '@menudelite/shared/menu/translate';
import type { TMenuIndex, TMenuSectionWithItems } from './menu-index';

/** Search and filters of the menu; all of them must hold for an item to show. */
export type TMenuFilters = {
  query: string;
  /** Allergen ids the diner wants to avoid ("free from"). */
  freeFrom: readonly string[];
  /** Descriptor ids (vegan, spicy ...) an item must all carry. */
  descriptors: readonly string[];
  /** A menu-type tag (breakfast, lunch, pickup ...), or null for the whole menu. */
  menuTypeTagId: string | null;
};

export const NO_FILTERS: TMenuFilters = { query: '', freeFrom: [], descriptors: [], menuTypeTagId: null };

export function activeFilterCount(filters: TMenuFilters): number {
  return filters.freeFrom.length + filters.descriptors.length + (filters.menuTypeTagId ? 1 : 0);
}

/** Case- and accent-blind ("creme" finds "Crème"), so diners type the way they type. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** An item's text in the diner's language and in the venue's own, so either finds it. */
function itemText(item: TPublicItem, language: TLanguage): string {
  return searchable([translated(item, 'name', language), translated(item, 'description', language), item.name, item.description].join(' '));
}

export function itemMatches(item: TPublicItem, filters: TMenuFilters, language: TLanguage, menuTypeItemIds: ReadonlySet<string> | null): boolean {
  if (menuTypeItemIds && !menuTypeItemIds.has(item.id)) return false;
  if (filters.freeFrom.some((id) => item.allergenIds.includes(id))) return false;
  if (!filters.descriptors.every((id) => item.allergenIds.includes(id))) return false;
  const words = searchable(filters.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = itemText(item, language);
  return words.every((word) => text.includes(word));
}

/** The sections to show under the filters, without the ones left empty. */
export function filterMenu(index: TMenuIndex, filters: TMenuFilters, language: TLanguage): TMenuSectionWithItems[] {
  const menuType = filters.menuTypeTagId ? index.menu.menuTypeMenus.find((menu) => menu.tagId === filters.menuTypeTagId) : undefined;
  const menuTypeItemIds = menuType ? new Set(menuType.itemIds) : null;
  const unfiltered = !menuTypeItemIds && activeFilterCount(filters) === 0 && filters.query.trim() === '';
  if (unfiltered) return index.sections.filter((entry) => entry.items.length > 0);
  return index.sections
    .map((entry) => ({ section: entry.section, items: entry.items.filter((item) => itemMatches(item, filters, language, menuTypeItemIds)) }))
    .filter((entry) => entry.items.length > 0);
}

/** The allergens and descriptors that appear on the menu: the only ones worth offering as filters. */
export function filterChoices(index: TMenuIndex) {
  const used = new Set(index.menu.items.flatMap((item) => item.allergenIds));
  const present = index.menu.allergens.filter((allergen) => used.has(allergen.id));
  return {
    allergens: present.filter((allergen) => !allergen.isDescriptor),
    descriptors: present.filter((allergen) => allergen.isDescriptor),
    menuTypes: index.menu.menuTypeMenus.filter((menu) => menu.itemIds.length > 0),
  };
}

export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** The first `limit` cards in menu order (sections cut where the limit falls), for the first render. */
export function firstCards(sections: readonly TMenuSectionWithItems[], limit: number): TMenuSectionWithItems[] {
  const shown: TMenuSectionWithItems[] = [];
  let left = limit;
  for (const entry of sections) {
    if (left <= 0) break;
    shown.push(entry.items.length <= left ? entry : { section: entry.section, items: entry.items.slice(0, left) });
    left -= entry.items.length;
  }
  return shown;
}
