import type { TDb } from '../database.ts';
import { nowIso } from '../rows.ts';
import { newId, newSecret } from '../../lib/ids.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { seedDemoMenu } from './demo-menu.ts';

export const DEMO_HOTEL_SLUG = 'demo-harbour-hotel';
export const DEMO_HOTEL_OWNER_EMAIL = 'hotel@demo.menudelite.test';
export const DEMO_HOTEL_ROOMS = Array.from({ length: 10 }, (_, n) => String(101 + n));
const ALL_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, intervals: [{ opens: '00:00', closes: '00:00' }] }));

/**
 * Ordering demo data, each part once: the bistro's employees, delivery areas and delivery fees,
 * and a demo HOTEL (room service all day, rooms 101-110, the same menu) for the room-charge journey.
 */
export async function seedDemoOrdering(db: TDb, bistroId: string, password: string): Promise<{ hotelId: string }> {
  const firstTime = await seedVenueStaff(db, bistroId, [
    ['Ana', '1', '1234'],
    ['Ben', '2', '2345'],
    ['Chiara', '3', '3456'],
  ]);
  await seedLocations(db, bistroId, ['Valletta centre', 'Floriana', 'Sliema ferry']);
  // Only on the first start: later the owner's own delivery settings stand.
  if (firstTime) {
    await db
      .updateTable('restaurants')
      .set({ delivery_fee_type: 'fixed', delivery_fixed_fee: 250, delivery_min_order_value: 1500, delivery_order_prep_time: 40 })
      .where('id', '=', bistroId)
      .execute();
  }
  const hotelId = await seedHotel(db, password);
  await seedDemoMenu(db, hotelId);
  await seedVenueStaff(db, hotelId, [['Dario', '1', '4321']]);
  await seedLocations(db, hotelId, ['Pool deck', 'Spa', 'Lobby lounge']);
  const rooms = await db.selectFrom('rooms').select('id').where('restaurant_id', '=', hotelId).executeTakeFirst();
  if (!rooms) {
    const now = nowIso();
    await db
      .insertInto('rooms')
      .values(DEMO_HOTEL_ROOMS.map((room_number) => ({ id: newId(), restaurant_id: hotelId, room_number, is_active: true, created_at: now })))
      .execute();
  }
  return { hotelId };
}

/** Answers whether it seeded (false when the venue already has employees). */
async function seedVenueStaff(db: TDb, restaurantId: string, staff: [name: string, displayId: string, pin: string][]): Promise<boolean> {
  if (await db.selectFrom('employees').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return false;
  const now = nowIso();
  for (const [name, displayId, pin] of staff) {
    await db
      .insertInto('employees')
      .values({ id: newId(), restaurant_id: restaurantId, name, display_id: displayId, pin_hash: await hashPassword(pin), created_at: now, updated_at: now })
      .execute();
  }
  return true;
}

async function seedLocations(db: TDb, restaurantId: string, names: string[]) {
  if (await db.selectFrom('delivery_locations').select('id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const now = nowIso();
  await db
    .insertInto('delivery_locations')
    .values(names.map((name) => ({ id: newId(), restaurant_id: restaurantId, name, is_available: true, created_at: now })))
    .execute();
}

async function seedHotel(db: TDb, password: string): Promise<string> {
  const existing = await db.selectFrom('restaurants').select('id').where('slug', '=', DEMO_HOTEL_SLUG).executeTakeFirst();
  if (existing) return existing.id;
  const id = newId();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('restaurants')
      .values({
        id,
        slug: DEMO_HOTEL_SLUG,
        name: 'Demo Harbour Hotel',
        is_hotel: true,
        sign_up_step: 6,
        address: '10 Marina Street, Valletta',
        currency: 'eur',
        default_language: 'en',
        time_zone: 'Europe/Malta',
        primary_color: '#22577a',
        secondary_color: '#c9a227',
        background_color: '#ffffff',
        logo_url: null,
        opening_hours: JSON.stringify(ALL_DAY),
        is_online: true,
        accepting_reservations: false,
        allows_dine_in: true,
        allows_pick_up: false,
        allows_remote_pick_up: false,
        allows_delivery: false,
        allows_guest_checkout: true,
        allows_pay_later: true,
        allows_offline_payments: true,
        requires_checkout_name: false,
        requires_checkout_phone_no: false,
        order_fee: 0,
        order_prep_time: 25,
        // A rule of its own for the demo: 2% of a card payment, no fixed part (room charges carry none).
        processing_fee_percent_bp: 200,
        processing_fee_fixed: 0,
        loyalty_enabled: false,
        uses_table_view: false,
        allows_delite_pay: false,
        allows_delite_club: false,
        price_level: 3,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('users')
      .values({
        id: newId(),
        email: DEMO_HOTEL_OWNER_EMAIL,
        password_hash: await hashPassword(password),
        full_name: 'Harriet Hotelier',
        kind: 'venue',
        is_admin_account: false,
        restaurant_id: id,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    await trx
      .insertInto('restaurant_tables')
      .values({ id: newId(), restaurant_id: id, table_display_id: 'Lobby 1', code: newSecret(12), occupancy: 4, is_active: true, created_at: now })
      .execute();
  });
  return id;
}
