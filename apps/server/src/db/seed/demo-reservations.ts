import { DEFAULT_RESERVATION_SETTINGS, type TReservationSettings } from '@menudelite/shared/reservations/contracts';
import { BLOCK_MS, blocksOf, localDate, localTime, planSlots, shiftDate, type TOccupancy } from '@menudelite/shared/reservations/slots';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TDb } from '../database.ts';
import { nowIso, parseJson, toBool } from '../rows.ts';
import { newId } from '../../lib/ids.ts';

const SETTINGS: TReservationSettings = {
  ...DEFAULT_RESERVATION_SETTINGS,
  pacingCoversPer15Min: 12,
  minNoticeMinutes: 30,
  maxDaysAhead: 60,
  maxPartySize: 10,
  // Parties of 8 or more leave a 10.00 deposit a guest (demo card 4242 4242 4242 4242).
  deposit: { mode: 'deposit', minPartySize: 8, amountPerPerson: 1000 },
};

/** Bookings on the venue's clock today and tomorrow: [day offset, HH:MM wanted (first free slot at or after), party, guest]. */
const BOOKINGS: [number, string, number, { name: string; email: string; phone: string; occasion?: string; notes?: string }][] = [
  [0, '12:30', 2, { name: 'Maria Borg', email: 'maria.borg@example.com', phone: '+356 9912 3456' }],
  [0, '19:00', 4, { name: 'Yusuf Karim', email: 'yusuf@example.com', phone: '+356 7912 0001', occasion: 'birthday', notes: 'Cake at dessert' }],
  [0, '20:00', 2, { name: 'Lena Vogel', email: 'lena.vogel@example.com', phone: '+49 151 2345 6789' }],
  [1, '13:00', 3, { name: 'Chen Wei', email: 'chen.wei@example.com', phone: '+356 9900 1122' }],
  [1, '19:30', 4, { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', phone: '+39 333 123 4567', occasion: 'anniversary' }],
  [1, '20:30', 2, { name: 'Amal Haddad', email: 'amal@example.com', phone: '+356 9912 7788' }],
];

/**
 * Table reservations (issue 10 section 1), once: the demo bistro takes bookings (default turn times,
 * 12 covers per 15 minutes, 30 minutes' notice) and has a few for today and tomorrow on its own
 * clock, each on a free table for its whole turn, as the booking page would have placed them.
 */
export async function seedDemoReservations(db: TDb, restaurantId: string): Promise<void> {
  if (await db.selectFrom('reservation_settings').select('restaurant_id').where('restaurant_id', '=', restaurantId).executeTakeFirst()) return;
  const venue = await db.selectFrom('restaurants').select(['time_zone', 'opening_hours']).where('id', '=', restaurantId).executeTakeFirstOrThrow();
  const tables = (await db.selectFrom('restaurant_tables').select(['id', 'occupancy', 'is_active']).where('restaurant_id', '=', restaurantId).execute()).map(
    (t) => ({
      id: t.id,
      occupancy: t.occupancy,
      isActive: toBool(t.is_active),
    }),
  );
  const openingHours = parseJson<TOpeningHours>(venue.opening_hours);
  const timeZone = venue.time_zone;
  const nowMs = Date.now();
  const today = localDate(nowMs, timeZone);
  const now = nowIso();
  const taken = new Map<string, Set<number>>();
  const covers = new Map<number, number>();
  const occupancy: TOccupancy = { taken, covers };

  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('reservation_settings')
      .values({ restaurant_id: restaurantId, settings: JSON.stringify(SETTINGS), updated_at: now })
      .execute();
    await trx.updateTable('restaurants').set({ accepting_reservations: true }).where('id', '=', restaurantId).execute();
    for (const [offset, wanted, partySize, guest] of BOOKINGS) {
      const date = shiftDate(today, offset);
      const plan = planSlots({
        settings: SETTINGS,
        openingHours,
        timeZone,
        closedDates: new Set(),
        tables,
        combinations: [],
        occupancy,
        date,
        partySize,
        now: nowMs,
        staff: true,
      });
      const slot = plan.slots.find((s) => localTime(s.startsAt, timeZone) >= wanted && localDate(s.startsAt, timeZone) === date) ?? plan.slots.at(-1);
      if (!slot) continue;
      const id = newId();
      const blocks = blocksOf(slot.startsAt, plan.turnMinutes);
      await trx
        .insertInto('reservations')
        .values({
          id,
          restaurant_id: restaurantId,
          status: offset === 0 && slot.startsAt < nowMs ? 'seated' : 'booked',
          source: 'phone',
          starts_at: new Date(slot.startsAt).toISOString(),
          ends_at: new Date(slot.endsAt).toISOString(),
          service_date: date,
          party_size: partySize,
          table_ids: JSON.stringify(slot.option.tableIds),
          name: guest.name,
          email: guest.email,
          phone: guest.phone,
          phone_digits: guest.phone.replace(/\D/g, ''),
          notes: guest.notes ?? null,
          occasion: guest.occasion ?? null,
          allergies: null,
          language: 'en',
          hold_token_hash: null,
          manage_token_hash: null,
          expires_at: null,
          idempotency_key: null,
          request_hash: null,
          seated_at: offset === 0 && slot.startsAt < nowMs ? now : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      for (const tableId of slot.option.tableIds) {
        let set = taken.get(tableId);
        if (!set) taken.set(tableId, (set = new Set()));
        for (const block of blocks) set.add(block);
        await trx
          .insertInto('reservation_table_blocks')
          .values(blocks.map((block) => ({ restaurant_id: restaurantId, table_id: tableId, block_start: new Date(block).toISOString(), reservation_id: id })))
          .execute();
      }
      const block = Math.floor(slot.startsAt / BLOCK_MS) * BLOCK_MS;
      covers.set(block, (covers.get(block) ?? 0) + partySize);
      await trx
        .insertInto('reservation_pacing')
        .values({ restaurant_id: restaurantId, block_start: new Date(block).toISOString(), covers: partySize })
        .onConflict((oc) => oc.columns(['restaurant_id', 'block_start']).doUpdateSet((eb) => ({ covers: eb('reservation_pacing.covers', '+', partySize) })))
        .execute();
    }
  });
}
