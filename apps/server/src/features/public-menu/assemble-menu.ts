import type { TNameTranslations, TTitleTranslations } from '@menudelite/shared/menu/common';
import { imageUrls } from '@menudelite/shared/menu/images';
import type { TNutrition } from '@menudelite/shared/menu/nutrition';
import type { TPublicItem, TPublicMenu } from '@menudelite/shared/menu/public-menu';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { fromPrice, isSoldOut, localClock } from '@menudelite/shared/menu/availability';
import { parseJson, toBool } from '../../db/rows.ts';
import type { TMenuRows } from './load-rows.ts';
import { menuAvailability, toPublicRestaurant } from './assemble-restaurant.ts';
import { byPosition, groupLinks, toPublicAllergen, toPublicModifier, toPublicTag } from './assemble-parts.ts';

/**
 * The diner's menu from raw rows, computed for `now` (sold-out times, tag windows and opening
 * hours in the venue's time zone). Also answers until when that computation stays true.
 */
export function assembleMenu(rows: TMenuRows, now: Date): { menu: TPublicMenu; validUntil: number } {
  const restaurant = toPublicRestaurant(rows.restaurant);
  const openingHours = parseJson<TOpeningHours>(rows.restaurant.opening_hours);
  const clock = localClock(restaurant.timeZone, now);

  const sections = rows.sections.filter((s) => toBool(s.is_available)).toSorted(byPosition);
  const sectionRank = new Map(sections.map((s, rank) => [s.id, rank]));
  // Featured items come first in their own section, in the featured list's order (the menu form promises it).
  const featuredRank = new Map(rows.featured.toSorted(byPosition).map((f, rank) => [f.item_id, rank]));
  const byFeatured = (a: { id: string }, b: { id: string }) => (featuredRank.get(a.id) ?? Infinity) - (featuredRank.get(b.id) ?? Infinity) || 0;
  const itemRows = rows.items
    .filter((i) => toBool(i.is_available) && sectionRank.has(i.section_id))
    .toSorted((a, b) => sectionRank.get(a.section_id)! - sectionRank.get(b.section_id)! || byFeatured(a, b) || byPosition(a, b));
  const visible = new Set(itemRows.map((i) => i.id));

  const tags = rows.tags.toSorted(byPosition).map((row) => toPublicTag(row, clock));
  const tagById = new Map(tags.map((t) => [t.id, t]));

  const modifiers = rows.modifiers.toSorted(byPosition).map(toPublicModifier);
  const modifiersByGroup = new Map<string, typeof modifiers>();
  for (const m of modifiers) (modifiersByGroup.get(m.groupId) ?? modifiersByGroup.set(m.groupId, []).get(m.groupId)!).push(m);
  const groupRows = new Map(rows.groups.map((g) => [g.id, g]));

  const tagLinks = groupLinks(rows.itemTags, (r) => r.tag_id);
  const allergenLinks = groupLinks(rows.itemAllergens, (r) => r.allergen_id);
  const groupLinksByItem = groupLinks(rows.itemGroups, (r) => r.group_id);
  const featuredIds = rows.featured
    .toSorted(byPosition)
    .map((f) => f.item_id)
    .filter((id) => visible.has(id));
  const featured = new Set(featuredIds);
  const usedGroups = new Set<string>();
  let validUntil = (Math.floor(now.getTime() / 60_000) + 1) * 60_000;

  const items: TPublicItem[] = itemRows.map((i) => {
    const tagIds = tagLinks.get(i.id) ?? [];
    const groupIds = (groupLinksByItem.get(i.id) ?? []).filter((id) => groupRows.has(id));
    groupIds.forEach((id) => usedGroups.add(id));
    const groups = groupIds.map((id) => ({
      min: groupRows.get(id)!.min_choices,
      deliverectMultiMax: groupRows.get(id)!.deliverect_multi_max,
      modifiers: modifiersByGroup.get(id) ?? [],
    }));
    const soldOut = isSoldOut(i.sold_out_until, now);
    if (soldOut) validUntil = Math.min(validUntil, Date.parse(i.sold_out_until!));
    const windowed = tagIds.map((id) => tagById.get(id)).filter((t) => t?.tagAvailabilityEnabled);
    const lowest = fromPrice(Number(i.price), groups);
    return {
      id: i.id,
      sectionId: i.section_id,
      name: i.name,
      description: i.description,
      price: Number(i.price),
      fromPrice: lowest,
      hasRequiredModifiers: groups.some((g) => g.min > 0),
      images: parseJson<string[]>(i.image_ids).map((imageId) => ({ id: imageId, urls: imageUrls(restaurant.id, imageId) })),
      tagIds,
      allergenIds: allergenLinks.get(i.id) ?? [],
      modifierGroupIds: groupIds,
      recommendedItemIds: parseJson<string[]>(i.recommended_item_ids).filter((id) => visible.has(id) && id !== i.id),
      nutrition: parseJson<TNutrition>(i.nutrition),
      isFeatured: featured.has(i.id),
      freeWithClub: rows.freeWithClub?.has(i.id) ?? false,
      isSoldOut: soldOut,
      soldOutUntil: soldOut ? i.sold_out_until : null,
      isAvailableNow: !soldOut && lowest !== null && (windowed.length === 0 || windowed.some((t) => t!.isAvailableNow)),
      positionNew: i.position,
      translations: parseJson<TNameTranslations>(i.translations),
    };
  });

  const allergens = rows.allergens
    .toSorted((a, b) => Number(a.restaurant_id !== null) - Number(b.restaurant_id !== null) || byPosition(a, b))
    .map(toPublicAllergen);

  const menu: TPublicMenu = {
    restaurant,
    sections: sections.map((s) => ({
      id: s.id,
      title: s.title,
      description: s.description,
      isDrinks: toBool(s.is_drinks),
      positionNew: s.position,
      translations: parseJson<TTitleTranslations>(s.translations),
      itemIds: items.filter((i) => i.sectionId === s.id).map((i) => i.id),
    })),
    items,
    modifierGroups: rows.groups
      .filter((g) => usedGroups.has(g.id))
      .toSorted(byPosition)
      .map((g) => ({
        id: g.id,
        name: g.name,
        min: g.min_choices,
        max: g.max_choices,
        deliverectMultiMax: g.deliverect_multi_max,
        modifierIds: (modifiersByGroup.get(g.id) ?? []).map((m) => m.id),
        positionNew: g.position,
        translations: parseJson<TNameTranslations>(g.translations),
      })),
    modifiers: modifiers.filter((m) => usedGroups.has(m.groupId)),
    allergens,
    tags,
    menuTypeMenus: tags
      .filter((t) => t.isMenuType)
      .map((t) => ({
        tagId: t.id,
        name: t.name,
        translations: t.translations,
        itemIds: items.filter((i) => i.tagIds.includes(t.id)).map((i) => i.id),
        isAvailableNow: t.isAvailableNow,
      })),
    featuredItemIds: featuredIds,
    openingHours,
    availability: menuAvailability(restaurant, openingHours, clock),
  };
  return { menu, validUntil };
}
