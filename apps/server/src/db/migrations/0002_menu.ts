import type { Kysely } from 'kysely';

/** The 14 allergens of EU Regulation 1169/2011 Annex II, then common descriptors; global rows (restaurant_id null). */
const GLOBAL_ALLERGENS: [code: string, name: string, isDescriptor: boolean][] = [
  ['gluten', 'Cereals containing gluten', false],
  ['crustaceans', 'Crustaceans', false],
  ['eggs', 'Eggs', false],
  ['fish', 'Fish', false],
  ['peanuts', 'Peanuts', false],
  ['soy', 'Soybeans', false],
  ['milk', 'Milk', false],
  ['nuts', 'Tree nuts', false],
  ['celery', 'Celery', false],
  ['mustard', 'Mustard', false],
  ['sesame', 'Sesame seeds', false],
  ['sulphites', 'Sulphur dioxide and sulphites', false],
  ['lupin', 'Lupin', false],
  ['molluscs', 'Molluscs', false],
  ['vegan', 'Vegan', true],
  ['vegetarian', 'Vegetarian', true],
  ['spicy', 'Spicy', true],
  ['halal', 'Halal', true],
  ['gluten_free', 'Gluten-free', true],
];

type TColumn = Parameters<ReturnType<Kysely<any>['schema']['createTable']>['addColumn']>;

/** One ALTER per column: SQLite accepts a single ADD COLUMN per statement. */
async function addColumn(db: Kysely<any>, table: string, ...column: TColumn) {
  await db.schema
    .alterTable(table)
    .addColumn(...column)
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('menu_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_drinks', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menu_sections_restaurant_idx').on('menu_sections').columns(['restaurant_id', 'position']).execute();

  await db.schema
    .createTable('menu_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('section_id', 'text', (c) => c.notNull().references('menu_sections.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    // bigint: IDR amounts are held in 1/100000 units, so a price can pass 2^31.
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('image_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('nutrition', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('recommended_item_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sold_out_until', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menu_items_section_idx').on('menu_items').columns(['restaurant_id', 'section_id', 'position']).execute();
  await db.schema.createIndex('menu_items_section_fk_idx').on('menu_items').column('section_id').execute();

  await db.schema
    .createTable('menu_tags')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('is_menu_type', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('tag_discount_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('discount_percent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tag_availability_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('availability_windows', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('menu_tags_restaurant_idx').on('menu_tags').columns(['restaurant_id', 'position']).execute();

  await db.schema
    .createTable('allergens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('cascade'))
    .addColumn('code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_descriptor', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('allergens_restaurant_idx').on('allergens').column('restaurant_id').execute();

  await db.schema
    .createTable('modifier_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('min_choices', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_choices', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('deliverect_multi_max', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('modifier_groups_restaurant_idx').on('modifier_groups').columns(['restaurant_id', 'position']).execute();

  await db.schema
    .createTable('modifiers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('group_id', 'text', (c) => c.notNull().references('modifier_groups.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('is_available', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('modifiers_restaurant_idx').on('modifiers').column('restaurant_id').execute();
  await db.schema.createIndex('modifiers_group_idx').on('modifiers').columns(['group_id', 'position']).execute();

  // Link tables carry restaurant_id so the public menu loads each with one `where restaurant_id = ?`.
  for (const [table, column, target] of [
    ['menu_item_tags', 'tag_id', 'menu_tags.id'],
    ['menu_item_allergens', 'allergen_id', 'allergens.id'],
    ['menu_item_modifier_groups', 'group_id', 'modifier_groups.id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('item_id', 'text', (c) => c.notNull().references('menu_items.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull().references(target).onDelete('cascade'))
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['item_id', column])
      .execute();
    await db.schema.createIndex(`${table}_restaurant_idx`).on(table).column('restaurant_id').execute();
    await db.schema.createIndex(`${table}_target_idx`).on(table).column(column).execute();
  }

  await db.schema
    .createTable('featured_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().unique().references('menu_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('featured_items_restaurant_idx').on('featured_items').column('restaurant_id').execute();

  await db.schema
    .createTable('media_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
    .addColumn('source_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('media_images_restaurant_idx').on('media_images').column('restaurant_id').execute();

  // Bumped by every menu write; the public menu cache compares it with one cheap query.
  await addColumn(db, 'restaurants', 'menu_version', 'integer', (c) => c.notNull().defaultTo(0));
  await addColumn(db, 'restaurants', 'menu_selector', 'text', (c) => c.notNull().defaultTo('both'));
  await addColumn(db, 'restaurants', 'pickup_menu_tag_id', 'text', (c) => c.references('menu_tags.id').onDelete('set null'));
  await addColumn(db, 'restaurants', 'delivery_menu_tag_id', 'text', (c) => c.references('menu_tags.id').onDelete('set null'));
  await addColumn(db, 'restaurants', 'cover_image_url', 'text');
  await addColumn(db, 'restaurants', 'welcome_screen', 'text', (c) => c.notNull().defaultTo('{"enabled":false,"title":"","message":""}'));
  await addColumn(db, 'restaurants', 'popup', 'text', (c) => c.notNull().defaultTo('{"enabled":false,"title":"","message":"","imageUrl":null}'));
  await addColumn(db, 'restaurants', 'promo_banners', 'text', (c) => c.notNull().defaultTo('[]'));
  await addColumn(db, 'restaurant_tables', 'pos_table', 'text');

  const now = new Date().toISOString();
  await db
    .insertInto('allergens')
    .values(
      GLOBAL_ALLERGENS.map(([code, name, isDescriptor], position) => ({
        id: `allergen-${code}`,
        restaurant_id: null,
        code,
        name,
        is_descriptor: isDescriptor,
        position,
        translations: '{}',
        created_at: now,
      })),
    )
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations are forward-only');
}
