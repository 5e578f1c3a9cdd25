import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId } from '../../lib/ids.ts';

/** [name, description, price, allergen codes, tag keys, group keys, Arabic name?] */
type TItemSeed = [string, string, number, string[], string[], string[], string?];

const TAGS: Record<string, { name: string; color: string; isMenuType?: boolean; windows?: [string, string]; discount?: number; ar: string }> = {
  breakfast: { name: 'Breakfast', color: '#f5b700', isMenuType: true, windows: ['07:00', '11:30'], ar: 'فطور' },
  lunch: { name: 'Lunch', color: '#2a9d8f', isMenuType: true, ar: 'غداء' },
  pickup: { name: 'Pickup', color: '#264653', isMenuType: true, ar: 'استلام' },
  delivery: { name: 'Delivery', color: '#e76f51', isMenuType: true, ar: 'توصيل' },
  chef: { name: "Chef's pick", color: '#9b2226', ar: 'اختيار الشيف' },
  happy: { name: 'Happy hour', color: '#6a4c93', windows: ['17:00', '19:00'], discount: 20, ar: 'ساعة السعادة' },
};

const GROUPS: Record<string, [name: string, min: number, max: number, modifiers: [string, number][], ar: string]> = {
  size: [
    'Size',
    1,
    1,
    [
      ['Small', 0],
      ['Regular', 150],
      ['Large', 300],
    ],
    'الحجم',
  ],
  milk: [
    'Milk',
    0,
    1,
    [
      ['Oat milk', 50],
      ['Almond milk', 50],
      ['Soy milk', 40],
    ],
    'الحليب',
  ],
  cooking: [
    'Cooking',
    1,
    1,
    [
      ['Rare', 0],
      ['Medium', 0],
      ['Well done', 0],
    ],
    'درجة الطهي',
  ],
  side: [
    'Side',
    1,
    1,
    [
      ['Fries', 0],
      ['Green salad', 0],
      ['Mashed potatoes', 100],
    ],
    'طبق جانبي',
  ],
  toppings: [
    'Extra toppings',
    0,
    4,
    [
      ['Olives', 100],
      ['Mushrooms', 120],
      ['Extra cheese', 150],
      ['Rocket', 80],
    ],
    'إضافات',
  ],
  sauce: [
    'Sauce',
    0,
    2,
    [
      ['Garlic aioli', 60],
      ['Chilli mayo', 60],
      ['Ketchup', 0],
    ],
    'صلصة',
  ],
};

const SECTIONS: { title: string; ar: string; isDrinks?: boolean; items: TItemSeed[] }[] = [
  {
    title: 'Breakfast',
    ar: 'الفطور',
    items: [
      ['Full breakfast', 'Eggs, bacon, sausage, beans, mushrooms and toast', 1350, ['eggs', 'gluten'], ['breakfast', 'pickup'], [], 'فطور كامل'],
      ['Avocado toast', 'Sourdough, smashed avocado, chilli flakes, lime', 950, ['gluten', 'vegan'], ['breakfast', 'pickup', 'delivery'], [], 'توست الأفوكادو'],
      ['Pancake stack', 'Buttermilk pancakes, maple syrup, berries', 890, ['gluten', 'milk', 'eggs', 'vegetarian'], ['breakfast'], ['toppings'], 'فطائر محلاة'],
      ['Shakshuka', 'Eggs baked in spiced tomato and pepper sauce', 1050, ['eggs', 'vegetarian', 'spicy'], ['breakfast', 'chef'], [], 'شكشوكة'],
      ['Granola bowl', 'Oats, honey, yoghurt, seasonal fruit', 750, ['nuts', 'milk', 'vegetarian'], ['breakfast', 'pickup'], []],
      ['Eggs Benedict', 'Poached eggs, ham, hollandaise, English muffin', 1190, ['eggs', 'gluten', 'milk'], ['breakfast'], []],
    ],
  },
  {
    title: 'Starters',
    ar: 'المقبلات',
    items: [
      ['Hummus', 'Chickpeas, tahini, olive oil, warm pita', 650, ['sesame', 'gluten', 'vegan'], ['lunch', 'pickup', 'delivery'], [], 'حمص'],
      ['Calamari', 'Crispy squid, lemon, garlic aioli', 890, ['molluscs', 'gluten', 'eggs'], ['lunch'], ['sauce'], 'كاليماري'],
      ['Bruschetta', 'Tomato, basil, garlic on grilled bread', 720, ['gluten', 'vegan'], ['lunch', 'delivery'], []],
      ['Soup of the day', 'Ask your server; served with bread', 680, ['celery', 'gluten'], ['lunch'], []],
      ['Falafel', 'Chickpea fritters, tahini dip', 700, ['sesame', 'vegan', 'halal'], ['lunch', 'pickup', 'delivery'], [], 'فلافل'],
      ['Prawn cocktail', 'Atlantic prawns, marie rose, gem lettuce', 1150, ['crustaceans', 'eggs', 'mustard'], ['lunch'], []],
    ],
  },
  {
    title: 'Mains',
    ar: 'الأطباق الرئيسية',
    items: [
      [
        'Classic burger',
        'Beef patty, cheddar, pickles, brioche bun',
        1450,
        ['gluten', 'milk', 'mustard', 'sesame'],
        ['lunch', 'pickup', 'delivery', 'chef'],
        ['cooking', 'side', 'sauce'],
        'برجر كلاسيك',
      ],
      ['Grilled sea bass', 'Lemon butter, capers, new potatoes', 1950, ['fish', 'milk', 'gluten_free'], ['lunch'], []],
      ['Ribeye steak', '300 g dry-aged ribeye, peppercorn sauce', 2850, ['milk', 'gluten_free'], ['chef'], ['cooking', 'side'], 'ستيك ريب آي'],
      [
        'Chicken shawarma plate',
        'Marinated chicken, garlic sauce, pickles, rice',
        1390,
        ['sesame', 'halal'],
        ['lunch', 'pickup', 'delivery'],
        [],
        'طبق شاورما دجاج',
      ],
      ['Mushroom risotto', 'Arborio rice, porcini, parmesan', 1490, ['milk', 'celery', 'vegetarian', 'gluten_free'], ['lunch'], []],
      ['Lamb tagine', 'Slow-cooked lamb, apricots, almonds, couscous', 1790, ['nuts', 'gluten', 'halal'], ['lunch', 'delivery'], [], 'طاجين لحم الضأن'],
      ['Fish and chips', 'Beer-battered cod, chips, mushy peas, tartare', 1550, ['fish', 'gluten', 'eggs', 'mustard'], ['lunch', 'pickup'], []],
      ['Vegan curry', 'Chickpeas, spinach, coconut, basmati rice', 1290, ['vegan', 'spicy', 'gluten_free'], ['lunch', 'delivery'], []],
    ],
  },
  {
    title: 'Pizza',
    ar: 'بيتزا',
    items: [
      ['Margherita', 'Tomato, mozzarella, basil', 1050, ['gluten', 'milk', 'vegetarian'], ['lunch', 'pickup', 'delivery'], ['size', 'toppings'], 'مارغريتا'],
      ['Diavola', 'Spicy salami, chilli, mozzarella', 1290, ['gluten', 'milk', 'spicy'], ['pickup', 'delivery'], ['size', 'toppings']],
      ['Quattro formaggi', 'Mozzarella, gorgonzola, parmesan, fontina', 1350, ['gluten', 'milk', 'vegetarian'], ['pickup', 'delivery'], ['size']],
      ['Funghi', 'Mushrooms, garlic, thyme, mozzarella', 1190, ['gluten', 'milk', 'vegetarian'], ['pickup', 'delivery'], ['size', 'toppings']],
    ],
  },
  {
    title: 'Desserts',
    ar: 'الحلويات',
    items: [
      ['Tiramisu', 'Mascarpone, espresso, cocoa', 750, ['milk', 'eggs', 'gluten'], ['chef'], [], 'تيراميسو'],
      ['Chocolate fondant', 'Warm centre, vanilla ice cream', 820, ['milk', 'eggs', 'gluten'], [], []],
      ['Baklava', 'Filo, pistachio, honey syrup', 690, ['nuts', 'gluten', 'milk'], ['pickup'], [], 'بقلاوة'],
      ['Lemon sorbet', 'Two scoops', 550, ['vegan', 'gluten_free'], [], []],
      ['Cheesecake', 'Baked vanilla cheesecake, berry compote', 780, ['milk', 'eggs', 'gluten'], ['delivery'], []],
    ],
  },
  {
    title: 'Drinks',
    ar: 'المشروبات',
    isDrinks: true,
    items: [
      ['Espresso', 'Single origin, double shot', 280, [], ['breakfast', 'pickup'], [], 'إسبريسو'],
      ['Cappuccino', 'Espresso, steamed milk, foam', 380, ['milk'], ['breakfast', 'pickup'], ['size', 'milk'], 'كابتشينو'],
      ['Flat white', 'Espresso, velvety milk', 390, ['milk'], ['breakfast', 'pickup'], ['milk']],
      ['Fresh orange juice', 'Squeezed to order', 450, ['vegan'], ['breakfast', 'pickup', 'delivery'], ['size'], 'عصير برتقال طازج'],
      ['Mint lemonade', 'Lemon, mint, cane sugar', 420, ['vegan'], ['pickup', 'delivery'], [], 'ليموناضة بالنعناع'],
      ['Sparkling water', '750 ml bottle', 350, [], ['delivery'], []],
      ['House red wine', 'Glass, 175 ml', 650, ['sulphites'], ['happy'], []],
      ['Craft lager', 'Pint', 600, ['gluten'], ['happy'], []],
      ['Iced tea', 'Peach black tea over ice', 400, ['vegan'], ['pickup'], []],
    ],
  },
];

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

/**
 * A realistic menu for the demo venue: six sections, 38 items with allergens, tags (menu types
 * with breakfast hours, happy hour), modifier groups, and Arabic translations. Runs once: it does
 * nothing when the venue already has a menu.
 */
export async function seedDemoMenu(db: TDb, restaurantId: string): Promise<void> {
  const existing = await db.selectFrom('menu_sections').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst();
  if (existing) return;
  const now = nowIso();
  const row = { restaurant_id: restaurantId, created_at: now, updated_at: now };
  await db.transaction().execute(async (trx) => {
    const tagIds: Record<string, string> = {};
    for (const [position, [key, tag]] of Object.entries(TAGS).entries()) {
      tagIds[key] = newId();
      await trx
        .insertInto('menu_tags')
        .values({
          ...row,
          id: tagIds[key],
          name: tag.name,
          color: tag.color,
          is_menu_type: tag.isMenuType ?? false,
          position,
          tag_discount_enabled: tag.discount !== undefined,
          discount_percent: tag.discount ?? 0,
          tag_availability_enabled: tag.windows !== undefined,
          availability_windows: JSON.stringify(tag.windows ? ALL_DAYS.map((weekday) => ({ weekday, opens: tag.windows![0], closes: tag.windows![1] })) : []),
          translations: JSON.stringify({ ar: { name: tag.ar } }),
        })
        .execute();
    }
    const groupIds: Record<string, string> = {};
    for (const [position, [key, [name, min, max, modifiers, ar]]] of Object.entries(GROUPS).entries()) {
      groupIds[key] = newId();
      await trx
        .insertInto('modifier_groups')
        .values({
          ...row,
          id: groupIds[key],
          name,
          min_choices: min,
          max_choices: max,
          deliverect_multi_max: 1,
          position,
          translations: JSON.stringify({ ar: { name: ar } }),
        })
        .execute();
      await trx
        .insertInto('modifiers')
        .values(
          modifiers.map(([modifier, price], index) => ({
            ...row,
            id: newId(),
            group_id: groupIds[key]!,
            name: modifier,
            price,
            is_available: true,
            position: index,
            translations: '{}',
          })),
        )
        .execute();
    }
    const itemIds: string[] = [];
    for (const [sectionPosition, section] of SECTIONS.entries()) {
      const sectionId = newId();
      await trx
        .insertInto('menu_sections')
        .values({
          ...row,
          id: sectionId,
          title: section.title,
          description: '',
          is_drinks: section.isDrinks ?? false,
          is_available: true,
          position: sectionPosition,
          translations: JSON.stringify({ ar: { title: section.ar } }),
        })
        .execute();
      for (const [position, [name, description, price, allergens, tags, groups, ar]] of section.items.entries()) {
        const itemId = newId();
        itemIds.push(itemId);
        await trx
          .insertInto('menu_items')
          .values({
            ...row,
            id: itemId,
            section_id: sectionId,
            name,
            description,
            price,
            image_ids: '[]',
            nutrition: '{}',
            recommended_item_ids: '[]',
            is_available: true,
            sold_out_until: null,
            position,
            translations: JSON.stringify(ar ? { ar: { name: ar } } : {}),
          })
          .execute();
        const link = (index: number) => ({ item_id: itemId, restaurant_id: restaurantId, position: index });
        if (allergens.length)
          await trx
            .insertInto('menu_item_allergens')
            .values(allergens.map((code, i) => ({ ...link(i), allergen_id: `allergen-${code}` })))
            .execute();
        if (tags.length)
          await trx
            .insertInto('menu_item_tags')
            .values(tags.map((key, i) => ({ ...link(i), tag_id: tagIds[key]! })))
            .execute();
        if (groups.length)
          await trx
            .insertInto('menu_item_modifier_groups')
            .values(groups.map((key, i) => ({ ...link(i), group_id: groupIds[key]! })))
            .execute();
      }
    }
    // Burger, shakshuka and tiramisu lead the menu; the burger suggests mint lemonade and tiramisu.
    const featured = [SECTIONS[2]!.items[0]!, SECTIONS[0]!.items[3]!, SECTIONS[4]!.items[0]!].map((item) => itemIds[flatIndex(item)]!);
    await trx
      .insertInto('featured_items')
      .values(featured.map((itemId, position) => ({ ...row, id: newId(), item_id: itemId, position })))
      .execute();
    await trx
      .updateTable('menu_items')
      .set({ recommended_item_ids: JSON.stringify([itemIds[flatIndex(SECTIONS[5]!.items[4]!)], itemIds[flatIndex(SECTIONS[4]!.items[0]!)]]) })
      .where('id', '=', featured[0]!)
      .execute();
    await trx
      .updateTable('restaurants')
      .set((eb) => ({
        welcome_screen: JSON.stringify({ enabled: true, title: 'Welcome to Demo Bistro', message: 'Browse the menu and order from your table.' }),
        menu_version: eb('menu_version', '+', 1),
      }))
      .where('id', '=', restaurantId)
      .execute();
  });
}

function flatIndex(item: TItemSeed): number {
  return SECTIONS.flatMap((section) => section.items).indexOf(item);
}
