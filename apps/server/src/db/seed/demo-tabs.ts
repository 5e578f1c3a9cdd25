import { createHash } from 'node:crypto';
import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId, newSecret } from '../../lib/ids.ts';

const TAB_TABLE = '6';
const IDLE_MINUTES = 180;
/** The bistro's order fee (demo.ts). */
const ORDER_FEE = 50;

/**
 * Pay-later tabs (issue 9 section 4), once: the demo bistro keeps tabs 3 hours with a 10 % default
 * tip, and table 6 has Dina's pay-later lunch with a tab on its bill (demo card 4242), which closes
 * by itself 3 hours after the first start, or earlier from the staff's Open tabs screen.
 */
export async function seedDemoTabs(db: TDb, restaurantId: string): Promise<void> {
  if (await db.selectFrom('tab_settings').select('restaurant_id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const table = await db
    .selectFrom('restaurant_tables')
    .select(['id', 'table_display_id'])
    .where('restaurant_id', '=', restaurantId)
    .where('table_display_id', '=', TAB_TABLE)
    .executeTakeFirst();
  const items = await db
    .selectFrom('menu_items')
    .select(['id', 'name', 'price'])
    .where('restaurant_id', '=', restaurantId)
    .where('is_available', '=', true)
    .orderBy('name')
    .limit(2)
    .execute();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tab_settings')
      .values({ restaurant_id: restaurantId, idle_minutes: IDLE_MINUTES, default_tip_percent: 10, updated_at: now })
      .execute();
    if (!table || items.length === 0) return;
    if (await trx.selectFrom('bills').select('id').where('table_id', '=', table.id).where('status', '=', 'open').executeTakeFirst()) return;

    const counter = await trx.selectFrom('order_counters').select('last_number').where('restaurant_id', '=', restaurantId).executeTakeFirst();
    const number = Number(counter?.last_number ?? 0) + 1;
    if (counter) await trx.updateTable('order_counters').set({ last_number: number }).where('restaurant_id', '=', restaurantId).execute();
    else await trx.insertInto('order_counters').values({ restaurant_id: restaurantId, last_number: number }).execute();

    const orderId = newId();
    const lines = items.map((item, position) => ({ item, position, quantity: position === 0 ? 2 : 1 }));
    const subtotal = lines.reduce((sum, line) => sum + Number(line.item.price) * line.quantity, 0);
    await trx
      .insertInto('orders')
      .values({
        id: orderId,
        restaurant_id: restaurantId,
        number,
        idempotency_key: `demo-tab-${orderId}`,
        request_hash: 'demo',
        type: 'dine_in',
        status: 'new',
        restaurant_table_id: table.id,
        table_display_id: table.table_display_id,
        room_number: null,
        checkout_as_visitor: true,
        employee_id: null,
        customer_user_id: null,
        customer_name: 'Dina',
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
        processing_fee: 0,
        total: subtotal + ORDER_FEE,
        payment_method: 'pay_later',
        payment_status: 'unpaid',
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

    // The bill joins the table's orders itself when it is first read (features/bills).
    const billId = newId();
    await trx
      .insertInto('bills')
      .values({
        id: billId,
        restaurant_id: restaurantId,
        table_id: table.id,
        table_display_id: table.table_display_id,
        token: newSecret(24),
        currency: 'eur',
        status: 'open',
        opened_at: now,
        closed_at: null,
        closed_reason: null,
        closed_by: null,
        close_note: null,
        split_plan: 0,
        split_people: null,
        version: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const tabId = newId();
    const closesAt = new Date(Date.parse(now) + IDLE_MINUTES * 60_000).toISOString();
    await trx
      .insertInto('tabs')
      .values({
        id: tabId,
        restaurant_id: restaurantId,
        bill_id: billId,
        table_id: table.id,
        table_display_id: table.table_display_id,
        status: 'open',
        email: 'diner@demo.menudelite.test',
        payer_name: 'Dina',
        language: 'en',
        provider: 'demo',
        // The demo gateway's saved 4242 card (features/payments/demo-provider.ts).
        payment_method_ref: `demo_pm_4242_${createHash('sha256').update(`tab:${tabId}`).digest('hex').slice(0, 24)}`,
        customer_ref: null,
        setup_ref: null,
        card_last4: '4242',
        opened_at: now,
        closes_at: closesAt,
        close_reason: null,
        closed_at: null,
        charged_amount: null,
        tip_amount: null,
        bill_payment_id: null,
        failure_message: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('jobs')
      .values({
        id: newId(),
        kind: 'tabs.check',
        payload: JSON.stringify({ tabId }),
        status: 'queued',
        // The first check runs at once: it works out the real deadline (the bistro may close before the
        // idle time is up) and schedules itself for it, as any tab's check does.
        run_at: now,
        attempts: 0,
        max_attempts: 12,
        backoff_ms: 10_000,
        unique_key: `tab-check:${tabId}:${now}`,
        locked_by: null,
        locked_until: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  });
}
