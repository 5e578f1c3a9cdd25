import type { TDb } from '../../src/db/database.ts';
import { nowIso } from '../../src/db/rows.ts';
import { newId } from '../../src/lib/ids.ts';

/** tags and groups must be at least 2: each item links two distinct ones. */
export type TMenuSize = { sections: number; items: number; groups: number; modifiersPerGroup: number; tags: number };

/**
 * Writes a menu straight into the tables (fast enough for hundreds of items in a test): every item
 * has two tags, two allergens and two modifier groups, so each link table grows with the menu.
 */
export async function seedMenuRows(db: TDb, restaurantId: string, size: TMenuSize): Promise<void> {
  const now = nowIso();
  const sectionIds = Array.from({ length: size.sections }, () => newId());
  await db
    .insertInto('menu_sections')
    .values(
      sectionIds.map((id, position) => ({
        id,
        restaurant_id: restaurantId,
        title: `Section ${position}`,
        description: '',
        is_drinks: false,
        is_available: true,
        position,
        translations: '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const tagIds = Array.from({ length: size.tags }, () => newId());
  await db
    .insertInto('menu_tags')
    .values(
      tagIds.map((id, position) => ({
        id,
        restaurant_id: restaurantId,
        name: `Tag ${position}`,
        color: '#123456',
        is_menu_type: position === 0,
        position,
        tag_discount_enabled: false,
        discount_percent: 0,
        tag_availability_enabled: false,
        availability_windows: '[]',
        translations: '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const groupIds = Array.from({ length: size.groups }, () => newId());
  await db
    .insertInto('modifier_groups')
    .values(
      groupIds.map((id, position) => ({
        id,
        restaurant_id: restaurantId,
        name: `Group ${position}`,
        min_choices: position % 2,
        max_choices: 3,
        deliverect_multi_max: 1,
        position,
        translations: '{}',
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const modifiers = groupIds.flatMap((groupId) =>
    Array.from({ length: size.modifiersPerGroup }, (_, position) => ({
      id: newId(),
      restaurant_id: restaurantId,
      group_id: groupId,
      name: `Choice ${position}`,
      price: position * 50,
      is_available: true,
      position,
      translations: '{}',
      created_at: now,
      updated_at: now,
    })),
  );
  for (let i = 0; i < modifiers.length; i += 200)
    await db
      .insertInto('modifiers')
      .values(modifiers.slice(i, i + 200))
      .execute();

  const items = Array.from({ length: size.items }, (_, n) => ({
    id: newId(),
    restaurant_id: restaurantId,
    section_id: sectionIds[n % size.sections]!,
    name: `Item ${n}`,
    description: 'A dish described in a sentence or two, as menus do.',
    price: 500 + n,
    image_ids: '[]',
    nutrition: JSON.stringify({ caloriesMin: 300, caloriesMax: 500 }),
    recommended_item_ids: '[]',
    is_available: true,
    sold_out_until: null,
    position: Math.floor(n / size.sections),
    translations: JSON.stringify({ ar: { name: `صنف ${n}` } }),
    created_at: now,
    updated_at: now,
  }));
  for (let i = 0; i < items.length; i += 100)
    await db
      .insertInto('menu_items')
      .values(items.slice(i, i + 100))
      .execute();
  const link = (n: number, k: number) => ({ item_id: items[n]!.id, restaurant_id: restaurantId, position: k });
  const pairs = items.flatMap((_, n) => [0, 1].map((k) => ({ n, k })));
  for (let i = 0; i < pairs.length; i += 200) {
    const chunk = pairs.slice(i, i + 200);
    await db
      .insertInto('menu_item_tags')
      .values(chunk.map(({ n, k }) => ({ ...link(n, k), tag_id: tagIds[(n + k) % size.tags]! })))
      .execute();
    await db
      .insertInto('menu_item_allergens')
      .values(chunk.map(({ n, k }) => ({ ...link(n, k), allergen_id: k === 0 ? 'allergen-milk' : 'allergen-eggs' })))
      .execute();
    await db
      .insertInto('menu_item_modifier_groups')
      .values(chunk.map(({ n, k }) => ({ ...link(n, k), group_id: groupIds[(n + k) % size.groups]! })))
      .execute();
  }
  await db
    .insertInto('featured_items')
    .values(
      items.slice(0, 3).map((item, position) => ({ id: newId(), restaurant_id: restaurantId, item_id: item.id, position, created_at: now, updated_at: now })),
    )
    .execute();
}
