import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZPublicMenuSchema } from '@menudelite/shared/menu/public-menu';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo menu seed', () => {
  it('gives the demo venue a full menu once, however often the server starts', async () => {
    const first = await seedDemo(t.db);
    await seedDemo(t.db);
    const items = await t.db.selectFrom('menu_items').select('id').where('restaurant_id', '=', first.restaurantId).execute();
    expect(items.length).toBeGreaterThanOrEqual(35);

    const res = await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${first.restaurantId}/menu` });
    expect(res.statusCode, res.body).toBe(200);
    const menu = ZPublicMenuSchema.parse(res.json());
    expect(menu.items).toHaveLength(items.length);
    expect(menu.sections.every((section) => section.translations.ar?.title)).toBe(true);
    expect(menu.items.filter((item) => item.translations.ar?.name).length).toBeGreaterThanOrEqual(10);
    expect(menu.items.some((item) => item.allergenIds.length > 0 && item.tagIds.length > 0 && item.modifierGroupIds.length > 0)).toBe(true);
    expect(menu.menuTypeMenus.map((m) => m.name)).toEqual(['Breakfast', 'Lunch', 'Pickup', 'Delivery']);
    expect(menu.featuredItemIds).toHaveLength(3);
    expect(menu.restaurant.welcomeScreen.enabled).toBe(true);
  });
});
