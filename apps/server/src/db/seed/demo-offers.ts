import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId } from '../../lib/ids.ts';

const DESSERTS = 'Desserts';
const PIZZA = 'Pizza';

type TOfferSeed = {
  name: string;
  description: string;
  kind: string;
  percent?: number;
  maxDiscount?: number;
  buyQuantity?: number;
  rewardItemIds?: string[];
  scope?: { kind: string; ids: string[] };
  minSpend?: number;
  combinable?: boolean;
  membersOnly?: boolean;
  code?: string;
  perCustomerLimit?: number;
};

/**
 * Offers on the demo bistro (issue 11 section 1): "Spend 30, get a dessert" (members only: any dessert
 * free when the items reach 30.00; the checkout's discount login dialog signs the diner in for it), a 15 % code with a 10.00 maximum (WELCOME15, once per signed-in customer), buy 2
 * pizzas get the third free, and 10 % off for members that combines with the others. Seeded once.
 */
export async function seedDemoOffers(db: TDb, restaurantId: string): Promise<void> {
  const existing = await db.selectFrom('offers').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst();
  if (existing) return;
  const sections = await db.selectFrom('menu_sections').select(['id', 'title']).where('restaurant_id', '=', restaurantId).execute();
  const sectionId = (title: string) => sections.find((s) => s.title === title)?.id;
  const dessertsId = sectionId(DESSERTS);
  const pizzaId = sectionId(PIZZA);
  if (!dessertsId || !pizzaId) return;
  const desserts = await db
    .selectFrom('menu_items')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('section_id', '=', dessertsId)
    .orderBy('position')
    .execute();

  const seeds: TOfferSeed[] = [
    {
      name: 'Spend 30, get a dessert',
      description: 'Members: order 30.00 or more and a dessert of your choice is on us.',
      kind: 'spend_get',
      membersOnly: true,
      minSpend: 3000,
      rewardItemIds: desserts.map((d) => d.id),
    },
    {
      name: 'Pizza trio',
      description: 'Buy two pizzas, the third is free.',
      kind: 'buy_n_get_free',
      buyQuantity: 2,
      scope: { kind: 'sections', ids: [pizzaId] },
    },
    {
      name: 'Members 10% off',
      description: 'Sign in: 10% off your order, up to 5.00. Combines with other offers.',
      kind: 'percent_off',
      percent: 10,
      maxDiscount: 500,
      membersOnly: true,
      combinable: true,
    },
    {
      name: 'Welcome 15%',
      description: '15% off your first order with the code WELCOME15, up to 10.00.',
      kind: 'percent_off',
      percent: 15,
      maxDiscount: 1000,
      code: 'WELCOME15',
      perCustomerLimit: 1,
    },
  ];
  const start = Date.now();
  await db.transaction().execute(async (trx) => {
    for (const [index, seed] of seeds.entries()) {
      // A second apart, so the staff list shows them in this order.
      const at = new Date(start - (seeds.length - index) * 1000).toISOString();
      await trx
        .insertInto('offers')
        .values({
          id: newId(),
          restaurant_id: restaurantId,
          name: seed.name,
          description: seed.description,
          kind: seed.kind,
          percent: seed.percent ?? null,
          max_discount: seed.maxDiscount ?? null,
          amount_off: null,
          buy_quantity: seed.buyQuantity ?? null,
          reward_item_ids: JSON.stringify(seed.rewardItemIds ?? []),
          scope_kind: seed.scope?.kind ?? 'menu',
          scope_ids: JSON.stringify(seed.scope?.ids ?? []),
          starts_on: null,
          ends_on: null,
          weekdays: '[]',
          start_time: null,
          end_time: null,
          min_spend: seed.minSpend ?? 0,
          per_customer_limit: seed.perCustomerLimit ?? null,
          total_uses_limit: null,
          uses_count: 0,
          combinable: seed.combinable ?? false,
          members_only: seed.membersOnly ?? false,
          code: seed.code ?? null,
          is_active: true,
          is_deleted: false,
          created_at: at,
          updated_at: nowIso(),
        })
        .execute();
    }
  });
}
