import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo.ts';
import { ALWAYS_OPEN, customerHeaders } from './helpers/menu-venue.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';

/** The demo bistro's offers: seeded once, and the "Spend 30, get a dessert" one qualifies a 30.00 order with a dessert. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo offers seed', () => {
  it('seeds the four demo offers once; a 30.00 order with a tiramisu gets it free, the code WELCOME15 takes 15%', async () => {
    const demo = await seedDemo(t.db);
    await seedDemo(t.db);
    const offers = await t.db
      .selectFrom('offers')
      .select(['name', 'kind', 'code', 'members_only'])
      .where('restaurant_id', '=', demo.restaurantId)
      .orderBy('created_at')
      .execute();
    expect(offers.map((o) => [o.name, o.kind, o.code])).toEqual([
      ['Spend 30, get a dessert', 'spend_get', null],
      ['Pizza trio', 'buy_n_get_free', null],
      ['Members 10% off', 'percent_off', null],
      ['Welcome 15%', 'percent_off', 'WELCOME15'],
    ]);
    // Open whatever the hour the test runs at.
    await t.db
      .updateTable('restaurants')
      .set({ opening_hours: JSON.stringify(ALWAYS_OPEN) })
      .where('id', '=', demo.restaurantId)
      .execute();
    await t.db
      .updateTable('restaurants')
      .set((eb) => ({ menu_version: eb('menu_version', '+', 1) }))
      .where('id', '=', demo.restaurantId)
      .execute();
    const items = await t.db
      .selectFrom('menu_items')
      .select(['id', 'name', 'price'])
      .where('restaurant_id', '=', demo.restaurantId)
      .where('name', 'in', ['Tiramisu', 'Grilled sea bass', 'Mushroom risotto'])
      .execute();
    const id = (name: string) => items.find((i) => i.name === name)!.id;
    const body = {
      type: 'dine_in',
      tableCode: demo.tableLink.split('/').pop(),
      paymentMethod: 'pay_later',
      lines: [
        { itemId: id('Grilled sea bass'), quantity: 1 },
        { itemId: id('Mushroom risotto'), quantity: 1 },
        { itemId: id('Tiramisu'), quantity: 1 },
      ],
    };
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/public/restaurants/${demo.restaurantId}/offers/evaluate`, payload: body });
    expect(anonymous.json().offers.find((o: any) => o.offer.name === 'Spend 30, get a dessert')).toMatchObject({
      qualified: false,
      reason: { key: 'offerMembersOnly' },
    });
    const member = await customerHeaders(t);
    const evaluated = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${demo.restaurantId}/offers/evaluate`,
      payload: body,
      headers: member,
    });
    expect(evaluated.statusCode, evaluated.body).toBe(200);
    const spend = evaluated.json().offers.find((o: any) => o.offer.name === 'Spend 30, get a dessert');
    expect(spend).toMatchObject({ qualified: true, discount: 750 });
    expect(evaluated.json().offers.find((o: any) => o.offer.name === 'Members 10% off')).toMatchObject({ qualified: true });
    expect(evaluated.json().offers.some((o: any) => o.offer.name === 'Welcome 15%')).toBe(false);

    const quote = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${demo.restaurantId}/orders/quote`,
      payload: { ...body, benefits: { offerIds: [spend.offer.id] } },
      headers: member,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().discounts).toEqual([{ source: 'offer', id: spend.offer.id, name: 'Spend 30, get a dessert', amount: 750 }]);
    const coded = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${demo.restaurantId}/orders/quote`,
      payload: { ...body, benefits: { offerIds: [], offerCode: 'welcome15' } },
    });
    expect(coded.statusCode).toBe(422);
    expect(coded.json().error.details[0].key).toBe('offerMembersOnly');
    // Signed in, the code gives 15% (the items are 42.50: 6.37).
    const memberCode = await t.app.inject({
      method: 'POST',
      url: `/api/public/restaurants/${demo.restaurantId}/orders/quote`,
      payload: { ...body, benefits: { offerIds: [], offerCode: 'welcome15' } },
      headers: member,
    });
    expect(memberCode.statusCode, memberCode.body).toBe(200);
    expect(memberCode.json().discounts).toEqual([expect.objectContaining({ name: 'Welcome 15%', amount: Math.floor(memberCode.json().subtotal * 0.15) })]);
  });
});
