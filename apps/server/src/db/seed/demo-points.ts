import { expiryInstant, pointsEarned } from '@menudelite/shared/growth/points-math';
import type { TDb } from '../database.ts';
import { newId } from '../../lib/ids.ts';

const DINER_EMAIL = 'diner@demo.menudelite.test';
const DAY = 86_400_000;
const ORDER_FEE = 50;
const RULES = { earn: { points: 1, amount: 100 }, redeem: { points: 100, amount: 100, minimumPoints: 100 }, expiryDays: 365 };

/**
 * Membership points (issue 11 section 2), once: the demo bistro runs its programme (1 point per 1.00
 * spent, 100 points = 1.00, at least 100 points per order, points expire 365 days after the day they
 * were earned, a rule switched on 60 days ago), and the demo diner has three past paid orders there
 * with their ledger: one earned before the expiry rule (never expires), two after (expire in a year),
 * and points redeemed on the last one. The diner's balance is the ledger's sum.
 */
export async function seedDemoPoints(db: TDb, restaurantId: string): Promise<void> {
  if (await db.selectFrom('points_rules').select('restaurant_id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const diner = await db.selectFrom('users').select('id').where('email', '=', DINER_EMAIL).executeTakeFirst();
  const venue = await db.selectFrom('restaurants').select(['time_zone', 'currency']).where('id', '=', restaurantId).executeTakeFirstOrThrow();
  const items = await db
    .selectFrom('menu_items')
    .select(['id', 'name', 'price'])
    .where('restaurant_id', '=', restaurantId)
    .where('is_available', '=', true)
    .orderBy('price', 'desc')
    .limit(3)
    .execute();
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString();
  const effectiveAt = at(60);

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('points_rules')
      .values({
        restaurant_id: restaurantId,
        enabled: true,
        earn_points: RULES.earn.points,
        earn_amount: RULES.earn.amount,
        redeem_points: RULES.redeem.points,
        redeem_amount: RULES.redeem.amount,
        min_redeem_points: RULES.redeem.minimumPoints,
        expiry_days: RULES.expiryDays,
        expiry_effective_at: effectiveAt,
        created_at: at(120),
        updated_at: effectiveAt,
      })
      .execute();
    if (!diner || items.length === 0) return;

    const accountId = newId();
    await trx
      .insertInto('points_accounts')
      .values({ id: accountId, restaurant_id: restaurantId, customer_user_id: diner.id, balance: 0, created_at: at(90), updated_at: at(7) })
      .execute();
    const counter = await trx.selectFrom('order_counters').select('last_number').where('restaurant_id', '=', restaurantId).executeTakeFirst();
    let number = Number(counter?.last_number ?? 0);
    let balance = 0;
    // Days ago, quantities of the three dearest dishes, and points redeemed on the order.
    const history = [
      { daysAgo: 90, quantities: [2, 1, 0], redeem: 0 },
      { daysAgo: 30, quantities: [1, 2, 2], redeem: 0 },
      { daysAgo: 7, quantities: [2, 0, 1], redeem: 100 },
    ];
    for (const entry of history) {
      number += 1;
      const orderId = newId();
      const created = at(entry.daysAgo);
      const lines = items.map((item, position) => ({ item, position, quantity: entry.quantities[position] ?? 0 })).filter((l) => l.quantity > 0);
      const subtotal = lines.reduce((sum, l) => sum + Number(l.item.price) * l.quantity, 0);
      const redeemAmount = Math.floor((entry.redeem * RULES.redeem.amount) / RULES.redeem.points);
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          restaurant_id: restaurantId,
          number,
          idempotency_key: `demo-points-${orderId}`,
          request_hash: 'demo',
          type: 'pickup',
          status: 'completed',
          restaurant_table_id: null,
          table_display_id: null,
          room_number: null,
          checkout_as_visitor: false,
          employee_id: null,
          customer_user_id: diner.id,
          customer_name: 'Dina Diner',
          customer_email: DINER_EMAIL,
          customer_phone: null,
          notes: '',
          pickup_time: created,
          delivery_address: null,
          delivery_notes: null,
          delivery_location_id: null,
          delivery_location_name: null,
          estimated_ready_at: created,
          currency: venue.currency,
          subtotal,
          discount: 0,
          order_fee: ORDER_FEE,
          delivery_fee: 0,
          tip: 0,
          processing_fee: 0,
          total: subtotal + ORDER_FEE,
          tendered: redeemAmount,
          payment_method: 'card',
          payment_status: 'paid',
          sms_sent: false,
          failed_external_integration: false,
          external_delivery_id: null,
          delivery_quote: null,
          created_at: created,
          updated_at: created,
          completed_time: created,
          language: 'en',
        })
        .execute();
      await trx
        .insertInto('order_lines')
        .values(
          lines.map(({ item, position, quantity }) => ({
            id: newId(),
            order_id: orderId,
            restaurant_id: restaurantId,
            position,
            item_id: item.id,
            name: item.name,
            quantity,
            unit_price: Number(item.price),
            modifiers: '[]',
            line_total: Number(item.price) * quantity,
            discount: 0,
            notes: '',
          })),
        )
        .execute();
      const ledger = { account_id: accountId, restaurant_id: restaurantId, order_id: orderId, note: null, actor_user_id: null };
      if (entry.redeem > 0 && entry.redeem <= balance) {
        await trx
          .insertInto('points_ledger')
          .values({
            ...ledger,
            id: newId(),
            key: `redeem:${orderId}`,
            kind: 'redeem',
            points: -entry.redeem,
            amount: redeemAmount,
            expires_at: null,
            created_at: created,
          })
          .execute();
        balance -= entry.redeem;
      }
      const base = Math.max(0, subtotal - redeemAmount);
      const earned = pointsEarned(base, RULES.earn);
      const expiresAt = created >= effectiveAt ? expiryInstant(new Date(created), RULES.expiryDays, venue.time_zone).toISOString() : null;
      await trx
        .insertInto('points_ledger')
        .values({
          ...ledger,
          id: newId(),
          key: `earn:${orderId}`,
          kind: 'earn',
          points: earned,
          amount: base,
          expires_at: expiresAt,
          created_at: at(entry.daysAgo - 0.01),
        })
        .execute();
      balance += earned;
    }
    if (counter) await trx.updateTable('order_counters').set({ last_number: number }).where('restaurant_id', '=', restaurantId).execute();
    else await trx.insertInto('order_counters').values({ restaurant_id: restaurantId, last_number: number }).execute();
    await trx.updateTable('points_accounts').set({ balance }).where('id', '=', accountId).execute();
  });
}
