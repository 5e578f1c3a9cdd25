import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { createClubDiscountProvider } from '../src/features/club/public.ts';
import { sessionToken } from './helpers/sessions.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/** The demo bistro shows DeliteClub from the first start: the club on, the Coffee Club plan, the demo diner an active member whose quote has a free coffee. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('DeliteClub demo seed', () => {
  it('seeds the plan and the diner’s subscription once; the menu marks the coffees and the diner’s espresso is free', async () => {
    const { restaurantId } = await seedDemo(t.db);
    await seedDemo(t.db);
    const club = (await t.app.inject({ method: 'GET', url: '/api/public/restaurants/demo-bistro/club' })).json();
    expect(club).toMatchObject({ restaurantId, allowsDeliteClub: true });
    expect(club.plans).toHaveLength(1);
    expect(club.plans[0]).toMatchObject({ name: 'Coffee Club', monthlyPrice: 999, percentOff: 10, freeItemsPerDay: 1 });
    expect(club.plans[0].freeItems.map((i: any) => i.name).toSorted()).toEqual(['Cappuccino', 'Espresso', 'Flat white']);

    const menu = (await t.app.inject({ method: 'GET', url: `/api/public/restaurants/${restaurantId}/menu` })).json();
    expect(menu.restaurant.allowsDeliteClub).toBe(true);
    const espresso = menu.items.find((i: any) => i.name === 'Espresso');
    expect(espresso.freeWithClub).toBe(true);

    const diner = await t.db.selectFrom('users').select('id').where('email', '=', 'diner@demo.menudelite.test').executeTakeFirstOrThrow();
    const headers = {
      authorization: `Bearer ${await sessionToken(t.deps, { userId: diner.id, kind: 'customer', restaurantId: null, isAdminAccount: false })}`,
    };
    const mine = (await t.app.inject({ method: 'GET', url: '/api/customer/me/subscriptions', headers })).json();
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({ status: 'active', planName: 'Coffee Club', cardLast4: '4242' });

    // The espresso is on a breakfast menu (its availability depends on the hour): the club's provider is asked directly.
    const cart = {
      restaurantId,
      venue: { timeZone: club.timeZone } as any,
      customerUserId: diner.id,
      type: 'pickup' as const,
      now: new Date(),
      clock: { weekday: 1, minutes: 600 },
      lines: [
        { index: 0, itemId: espresso.id, sectionId: null, tagIds: [], quantity: 1, unitTotal: espresso.price, lineTotal: espresso.price, tagDiscount: 0 },
      ],
      itemsTotal: espresso.price,
      request: { offerIds: [] },
    };
    const granted = await createClubDiscountProvider().quote(t.db, cart, []);
    expect(granted.map((g) => g.amount)).toEqual([espresso.price]);
  });
});
