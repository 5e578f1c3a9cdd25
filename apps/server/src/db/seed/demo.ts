import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { DEMO_MENU_PATH, DEMO_TABLE_CODE } from '@menudelite/shared/site/demo';
import { hashPassword } from '../../lib/passwords.ts';
import { seedDemoMenu } from './demo-menu.ts';
import { seedDemoOrdering } from './demo-ordering.ts';
import { DEMO_TEAM, seedDemoTeam } from './demo-team.ts';
import { seedDemoTabs } from './demo-tabs.ts';
import { seedDemoReservations } from './demo-reservations.ts';
import { seedDemoDelitePay } from './demo-delitepay.ts';
import { seedDemoBills, seedDemoRefundedBill } from './demo-bills.ts';
import { seedDemoHotel } from './demo-hotel.ts';
import { seedDemoGuestChat } from './demo-guest-chat.ts';
import { seedDemoClub } from './demo-club.ts';
import { seedDemoOffers } from './demo-offers.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoLoyalty } from './demo-loyalty.ts';
import { seedDemoGiftCards } from './demo-gift-cards.ts';
import { seedDemoBlog } from './demo-blog.ts';

export const DEMO_PASSWORD = 'Demo!2345';
export const DEMO_LOGINS = [
  { role: 'Venue owner', email: 'owner@demo.menudelite.test', password: DEMO_PASSWORD },
  { role: 'Customer', email: 'diner@demo.menudelite.test', password: DEMO_PASSWORD },
  { role: 'Platform admin', email: 'admin@demo.menudelite.test', password: DEMO_PASSWORD },
  // The venue's staff (issue 8); the manager approves on shared devices with PIN 2468.
  ...DEMO_TEAM.map((person) => ({ role: person.label, email: person.email, password: DEMO_PASSWORD })),
];
const DEMO_SLUG = 'demo-bistro';

export type TDemoInfo = { restaurantId: string; logins: typeof DEMO_LOGINS; tableLink: string };

/** Seeds the demo venue once (keyed by its slug) and answers its logins and a table link on every start. */
export async function seedDemo(db: TDb): Promise<TDemoInfo> {
  const existing = await db.selectFrom('restaurants').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirst();
  const restaurantId = existing?.id ?? (await insertDemo(db));
  await seedDemoMenu(db, restaurantId);
  const { hotelId } = await seedDemoOrdering(db, restaurantId, DEMO_PASSWORD);
  await seedDemoHotel(db, hotelId);
  await seedDemoGuestChat(db, hotelId);
  await seedDemoTeam(db, restaurantId, DEMO_LOGINS[0]!.email, DEMO_PASSWORD);
  await seedDemoTabs(db, restaurantId);
  await seedDemoReservations(db, restaurantId);
  await seedDemoDelitePay(db, restaurantId);
  await seedDemoBills(db, restaurantId);
  await seedDemoRefundedBill(db, restaurantId);
  await seedDemoClub(db, restaurantId);
  await seedDemoOffers(db, restaurantId);
  await seedDemoPoints(db, restaurantId);
  // After the orders and points seeds: the diner's stamps are their paid orders.
  await seedDemoLoyalty(db, restaurantId);
  await seedDemoGiftCards(db, restaurantId);
  // The platform blog, by the demo admin (issue 12).
  await seedDemoBlog(db);
  // A demo seeded before table 1 had its fixed code gets it now, so the public site's demo link opens.
  await db
    .updateTable('restaurant_tables')
    .set({ code: DEMO_TABLE_CODE })
    .where('restaurant_id', '=', restaurantId)
    .where('table_display_id', '=', '1')
    .where('code', '!=', DEMO_TABLE_CODE)
    .execute();
  return { restaurantId, logins: DEMO_LOGINS, tableLink: DEMO_MENU_PATH };
}

async function insertDemo(db: TDb): Promise<string> {
  const now = nowIso();
  const restaurantId = newId();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('restaurants')
      .values({
        id: restaurantId,
        slug: DEMO_SLUG,
        name: 'Demo Bistro',
        is_hotel: false,
        sign_up_step: 6,
        address: '1 Harbour Street, Valletta',
        currency: 'eur',
        default_language: 'en',
        time_zone: 'Europe/Malta',
        primary_color: '#1f6f5c',
        secondary_color: '#f2a541',
        background_color: '#ffffff',
        logo_url: null,
        opening_hours: JSON.stringify(defaultOpeningHours()),
        is_online: true,
        accepting_reservations: true,
        allows_dine_in: true,
        allows_pick_up: true,
        allows_remote_pick_up: true,
        allows_delivery: true,
        allows_guest_checkout: true,
        allows_pay_later: true,
        allows_offline_payments: true,
        requires_checkout_name: true,
        requires_checkout_phone_no: false,
        order_fee: 50,
        order_prep_time: 20,
        // Card payments: 1.5% + €0.20, shown to diners before they pay (Settings → Ordering and payment).
        processing_fee_percent_bp: 150,
        processing_fee_fixed: 20,
        loyalty_enabled: true,
        uses_table_view: true,
        allows_delite_pay: true,
        allows_delite_club: false,
        price_level: 2,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const users = [
      { email: DEMO_LOGINS[0]!.email, name: 'Dana Owner', kind: 'venue' as const, admin: false, rid: restaurantId },
      { email: DEMO_LOGINS[1]!.email, name: 'Dina Diner', kind: 'customer' as const, admin: false, rid: null },
      { email: DEMO_LOGINS[2]!.email, name: 'Ada Admin', kind: 'customer' as const, admin: true, rid: null },
    ];
    for (const user of users) {
      await trx
        .insertInto('users')
        .values({
          id: newId(),
          email: user.email,
          password_hash: passwordHash,
          full_name: user.name,
          kind: user.kind,
          is_admin_account: user.admin,
          restaurant_id: user.rid,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .execute();
    }
    for (let n = 1; n <= 6; n++) {
      await trx
        .insertInto('restaurant_tables')
        .values({
          id: newId(),
          restaurant_id: restaurantId,
          table_display_id: String(n),
          code: n === 1 ? DEMO_TABLE_CODE : newSecret(12),
          occupancy: 4,
          is_active: true,
          created_at: now,
        })
        .execute();
    }
  });
  return restaurantId;
}
