import type { TDb } from '../database.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { newPassIdentifier } from '../../features/loyalty/pass-identifier.ts';

const DINER_EMAIL = 'diner@demo.menudelite.test';

/**
 * Loyalty (issue 11 section 3), once: the demo bistro has loyaltyEnabled and runs "10 coffees, 1
 * free"; the demo diner holds its pass with a stamp for each of their paid orders there (the ledger
 * rows say which), so /loyalty, the redeem page and /partners/demo-bistro/loyalty show a real card.
 * Without paid orders yet (another seed places them), the owner gave a full card ("redeem free").
 */
export async function seedDemoLoyalty(db: TDb, restaurantId: string): Promise<void> {
  if (await db.selectFrom('loyalty_campaigns').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const now = new Date().toISOString();
  const campaignId = newId();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('restaurants').set({ loyalty_enabled: true }).where('id', '=', restaurantId).execute();
    await trx
      .insertInto('loyalty_campaigns')
      .values({
        id: campaignId,
        restaurant_id: restaurantId,
        name: '10 coffees, 1 free',
        reward_description: 'A free coffee of your choice',
        min_spend_quantity: 10,
        min_order_amount: 0,
        is_active: true,
        is_deleted: false,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const diner = await trx.selectFrom('users').select(['id', 'full_name', 'email']).where('email', '=', DINER_EMAIL).executeTakeFirst();
    if (!diner) return;
    const orders = await trx
      .selectFrom('orders')
      .select(['id', 'number', 'created_at'])
      .where('restaurant_id', '=', restaurantId)
      .where('customer_user_id', '=', diner.id)
      .where('payment_status', '=', 'paid')
      .where('status', '!=', 'cancelled')
      .orderBy('created_at')
      .limit(9)
      .execute();
    const passId = newId();
    await trx
      .insertInto('loyalty_passes')
      .values({
        id: passId,
        restaurant_id: restaurantId,
        campaign_id: campaignId,
        customer_user_id: diner.id,
        pass_identifier: newPassIdentifier(),
        auth_token: newSecret(24),
        customer_name: diner.full_name,
        customer_email: diner.email,
        redemptions_count: orders.length > 0 ? orders.length : 10,
        gifts_count: 0,
        created_at: orders[0]?.created_at ?? now,
        updated_at: now,
      })
      .execute();
    if (orders.length === 0) {
      await trx
        .insertInto('loyalty_entries')
        .values({
          id: newId(),
          pass_id: passId,
          restaurant_id: restaurantId,
          kind: 'redeemFree',
          stamps: 10,
          gifts: 0,
          member_id: null,
          member_name: 'Demo owner',
          created_at: now,
        })
        .execute();
    }
    for (const order of orders) {
      await trx
        .insertInto('loyalty_entries')
        .values({
          id: newId(),
          pass_id: passId,
          restaurant_id: restaurantId,
          kind: 'stamp',
          stamps: 1,
          gifts: 0,
          order_id: order.id,
          order_number: order.number,
          member_id: null,
          member_name: null,
          created_at: order.created_at,
        })
        .execute();
    }
  });
}
