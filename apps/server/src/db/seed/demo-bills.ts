import { createHash } from 'node:crypto';
import { percentOf } from '@menudelite/shared/money/arithmetic';
import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId } from '../../lib/ids.ts';
import { openTableBill } from '../../features/bills/public.ts';

const BILL_TABLE = '3';
/** The bistro's order fee (demo.ts). */
const ORDER_FEE = 50;

type TDemoOrder = { name: string; paid: boolean; items: [item: string, quantity: number][] };

/**
 * The table bill (issue 9 section 3), once: table 3 has an open bill with three diners' orders on
 * it: Lena's and Marco's, to pay later (pizzas, a tiramisu, a bottle of sparkling water to share),
 * and Sofia's espresso, paid by card at checkout. Scan table 3's QR code (or open /eat/<code>/bill)
 * to split it, pay a share of the bottle, or pay for selected items.
 */
const ORDERS: TDemoOrder[] = [
  {
    name: 'Lena',
    paid: false,
    items: [
      ['Margherita', 1],
      ['Tiramisu', 1],
    ],
  },
  {
    name: 'Marco',
    paid: false,
    items: [
      ['Diavola', 1],
      ['Sparkling water', 1],
    ],
  },
  { name: 'Sofia', paid: true, items: [['Espresso', 2]] },
];

export async function seedDemoBills(db: TDb, restaurantId: string): Promise<void> {
  const table = await db
    .selectFrom('restaurant_tables')
    .select(['id', 'restaurant_id', 'table_display_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('table_display_id', '=', BILL_TABLE)
    .executeTakeFirst();
  if (!table || (await db.selectFrom('bills').select('id').where('table_id', '=', table.id).executeTakeFirst())) return;
  const names = ORDERS.flatMap((order) => order.items.map(([name]) => name));
  const items = await db
    .selectFrom('menu_items')
    .select(['id', 'name', 'price'])
    .where('restaurant_id', '=', restaurantId)
    .where('name', 'in', names)
    .execute();
  const byName = new Map(items.map((item) => [item.name, item]));
  if (byName.size < new Set(names).size) return;

  await insertDemoOrders(db, restaurantId, table, ORDERS, byName);
  // The bill gathers the table's orders as it does for a diner's first read.
  await openTableBill(db, table, 'eur');
}

const REFUNDED_TABLE = '4';
const REFUNDED_ORDER: TDemoOrder = {
  name: 'Ravi',
  paid: false,
  items: [
    ['Margherita', 2],
    ['Tiramisu', 1],
  ],
};
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** Given back of Ravi's card payment: one pizza came out cold. */
const DEMO_REFUND = 1050;

/**
 * Bill refunds (issue 9 section 2), once: table 4's lunch earlier today, Ravi's pay-later order
 * paid on the bill by card (demo card 4242, a 10 % tip) and partly refunded by a manager. Staff see
 * it among the closed bills (GET /api/restaurant/bills?status=closed) and may refund the rest.
 */
export async function seedDemoRefundedBill(db: TDb, restaurantId: string): Promise<void> {
  const table = await db
    .selectFrom('restaurant_tables')
    .select(['id', 'restaurant_id', 'table_display_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('table_display_id', '=', REFUNDED_TABLE)
    .executeTakeFirst();
  if (!table || (await db.selectFrom('bills').select('id').where('table_id', '=', table.id).executeTakeFirst())) return;
  const names = REFUNDED_ORDER.items.map(([name]) => name);
  const items = await db
    .selectFrom('menu_items')
    .select(['id', 'name', 'price'])
    .where('restaurant_id', '=', restaurantId)
    .where('name', 'in', names)
    .execute();
  const byName = new Map(items.map((item) => [item.name, item]));
  if (byName.size < names.length) return;

  await insertDemoOrders(db, restaurantId, table, [REFUNDED_ORDER], byName, minutesAgo(150));
  const bill = await openTableBill(db, table, 'eur');
  const lines = await db.selectFrom('bill_lines').select(['id', 'order_id', 'amount']).where('bill_id', '=', bill.id).execute();
  const amount = lines.reduce((sum, line) => sum + Number(line.amount), 0);
  const tip = percentOf(amount, 10);
  const processingFee = Math.round((amount + tip) * 0.015) + 20;
  const total = amount + tip + processingFee;
  const paymentId = newId();
  const attemptId = newId();
  const refundId = newId();
  const paidAt = minutesAgo(90);
  const providerRef = `demo_${createHash('sha256').update(paymentId).digest('hex').slice(0, 24)}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('payment_attempts')
      .values({
        id: attemptId,
        restaurant_id: restaurantId,
        purpose: 'bill',
        order_id: null,
        sequence: 1,
        amount: total,
        currency: 'eur',
        provider: 'demo',
        provider_ref: providerRef,
        idempotency_key: `bill:${restaurantId}:${bill.id}:seed-${paymentId}:1`,
        status: 'succeeded',
        card_last4: '4242',
        failure_code: null,
        failure_message: null,
        created_at: paidAt,
        updated_at: paidAt,
      })
      .execute();
    await trx
      .insertInto('bill_payments')
      .values({
        id: paymentId,
        bill_id: bill.id,
        restaurant_id: restaurantId,
        idempotency_key: `seed-${paymentId}`,
        request_hash: 'seed',
        mode: 'whole',
        method: 'card',
        status: 'succeeded',
        amount,
        tip,
        processing_fee: processingFee,
        total,
        currency: 'eur',
        payer_name: REFUNDED_ORDER.name,
        email: null,
        language: 'en',
        attempt_id: attemptId,
        card_last4: '4242',
        split_plan: null,
        split_people: null,
        failure_code: null,
        failure_message: null,
        recorded_by: null,
        refunded_amount: DEMO_REFUND,
        created_at: paidAt,
        updated_at: paidAt,
      })
      .execute();
    await trx
      .insertInto('bill_payment_lines')
      .values(lines.map((line) => ({ bill_payment_id: paymentId, bill_line_id: line.id, bill_id: bill.id, amount: Number(line.amount), parts: 0 })))
      .execute();
    await trx
      .insertInto('bill_refunds')
      .values({
        id: refundId,
        bill_payment_id: paymentId,
        bill_id: bill.id,
        restaurant_id: restaurantId,
        amount: DEMO_REFUND,
        currency: 'eur',
        status: 'succeeded',
        recorded: false,
        provider_ref: `demo_re_${refundId.slice(-12)}`,
        reason: 'A pizza came out cold',
        idempotency_key: `seed-${refundId}`,
        created_by_member_id: null,
        created_at: minutesAgo(60),
        updated_at: minutesAgo(60),
      })
      .execute();
    await trx
      .updateTable('bills')
      .set((eb) => ({
        status: 'closed',
        opened_at: minutesAgo(140),
        closed_at: paidAt,
        closed_reason: 'paid',
        version: eb('version', '+', 2),
        updated_at: paidAt,
      }))
      .where('id', '=', bill.id)
      .execute();
    await trx
      .updateTable('orders')
      .set({ payment_status: 'paid', status: 'completed', completed_time: paidAt, updated_at: paidAt })
      .where('id', 'in', [...new Set(lines.map((line) => line.order_id))])
      .execute();
  });
}

type TDemoTable = { id: string; restaurant_id: string; table_display_id: string };
type TDemoItem = { id: string; name: string; price: number | string };

/** Dine-in orders at a table (pay later unless `paid`: a card order with its processing fee), numbered after the venue's last. */
async function insertDemoOrders(
  db: TDb,
  restaurantId: string,
  table: TDemoTable,
  orders: TDemoOrder[],
  byName: Map<string, TDemoItem>,
  createdAt?: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const counter = await trx.selectFrom('order_counters').select('last_number').where('restaurant_id', '=', restaurantId).executeTakeFirst();
    let number = Number(counter?.last_number ?? 0);
    for (const order of orders) {
      number += 1;
      const now = createdAt ?? nowIso();
      const orderId = newId();
      const lines = order.items.map(([name, quantity], position) => {
        const item = byName.get(name)!;
        return { item, quantity, position, total: Number(item.price) * quantity };
      });
      const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
      // Card orders carry the demo's 1.5% + 0.20 processing fee; pay-later ones none.
      const processingFee = order.paid ? Math.round((subtotal + ORDER_FEE) * 0.015) + 20 : 0;
      await trx
        .insertInto('orders')
        .values({
          id: orderId,
          restaurant_id: restaurantId,
          number,
          idempotency_key: `demo-bill-${orderId}`,
          request_hash: 'demo',
          type: 'dine_in',
          status: 'accepted',
          restaurant_table_id: table.id,
          table_display_id: table.table_display_id,
          room_number: null,
          checkout_as_visitor: false,
          employee_id: null,
          customer_user_id: null,
          customer_name: order.name,
          customer_email: null,
          customer_phone: null,
          notes: '',
          pickup_time: null,
          delivery_address: null,
          delivery_notes: null,
          delivery_location_id: null,
          delivery_location_name: null,
          estimated_ready_at: null,
          currency: 'eur',
          subtotal,
          discount: 0,
          order_fee: ORDER_FEE,
          delivery_fee: 0,
          tip: 0,
          processing_fee: processingFee,
          total: subtotal + ORDER_FEE + processingFee,
          payment_method: order.paid ? 'card' : 'pay_later',
          payment_status: order.paid ? 'paid' : 'unpaid',
          sms_sent: false,
          failed_external_integration: false,
          external_delivery_id: null,
          delivery_quote: null,
          created_at: now,
          updated_at: now,
          completed_time: null,
          language: 'en',
        })
        .execute();
      await trx
        .insertInto('order_lines')
        .values(
          lines.map((line) => ({
            id: newId(),
            order_id: orderId,
            restaurant_id: restaurantId,
            position: line.position,
            item_id: line.item.id,
            name: line.item.name,
            quantity: line.quantity,
            unit_price: Number(line.item.price),
            modifiers: '[]',
            line_total: line.total,
            discount: 0,
            notes: '',
          })),
        )
        .execute();
    }
    if (counter) await trx.updateTable('order_counters').set({ last_number: number }).where('restaurant_id', '=', restaurantId).execute();
    else await trx.insertInto('order_counters').values({ restaurant_id: restaurantId, last_number: number }).execute();
  });
}
