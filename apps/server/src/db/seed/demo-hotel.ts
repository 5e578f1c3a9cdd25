import { randomBytes } from 'node:crypto';
import type { TDb } from '../database.ts';
import { newId } from '../../lib/ids.ts';

/** The demo hotel's guest in room 101 (the room-charge journey and the guest app use it). */
export const DEMO_HOTEL_GUEST = { room: '101', firstName: 'Maria', lastName: 'Garcia', email: 'garcia@demo.menudelite.test' };

const AMENITIES = [
  { name: 'Towels', translations: { es: 'Toallas', fr: 'Serviettes', de: 'Handtücher', it: 'Asciugamani', ar: 'مناشف' }, max: 4, mode: 'free', price: 0 },
  { name: 'Pillows', translations: { es: 'Almohadas', fr: 'Oreillers', de: 'Kissen', it: 'Cuscini', ar: 'وسائد' }, max: 2, mode: 'free', price: 0 },
  {
    name: 'Toiletries kit',
    translations: { es: 'Kit de aseo', fr: 'Trousse de toilette', de: 'Pflegeset', it: 'Kit di cortesia', ar: 'طقم أدوات النظافة' },
    max: 3,
    mode: 'free',
    price: 0,
  },
  {
    name: 'Bathrobe',
    translations: { es: 'Albornoz', fr: 'Peignoir', de: 'Bademantel', it: 'Accappatoio', ar: 'رداء حمام' },
    max: 2,
    mode: 'charged',
    price: 1500,
  },
  {
    name: 'Extra bed',
    translations: { es: 'Cama supletoria', fr: 'Lit d’appoint', de: 'Zustellbett', it: 'Letto aggiuntivo', ar: 'سرير إضافي' },
    max: 1,
    mode: 'approval',
    price: 0,
  },
] as const;

/**
 * Hotel guest services demo, once (keyed by the venue's stays): QR codes for rooms written without
 * one, Maria Garcia checked in to room 101 (room charges and the guest app need an open stay), an
 * earlier guest's closed stay in 102, the amenity catalogue, and two requests for the /requests screen.
 */
export async function seedDemoHotel(db: TDb, hotelId: string): Promise<void> {
  const rooms = await db.selectFrom('rooms').select(['id', 'room_number', 'code']).where('restaurant_id', '=', hotelId).execute();
  for (const room of rooms.filter((r) => !r.code)) {
    await db
      .updateTable('rooms')
      .set({ code: randomBytes(12).toString('base64url') })
      .where('id', '=', room.id)
      .execute();
  }
  if (await db.selectFrom('stays').select('id').where('restaurant_id', '=', hotelId).executeTakeFirst()) return;
  const room101 = rooms.find((r) => r.room_number === DEMO_HOTEL_GUEST.room);
  const room102 = rooms.find((r) => r.room_number === '102');
  if (!room101) return;
  const now = Date.now();
  const iso = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const stayId = newId();
  await db.transaction().execute(async (trx) => {
    const stay = (id: string, roomId: string, roomNumber: string, first: string, last: string, inAt: string, outAt: string | null, email: string | null) =>
      trx
        .insertInto('stays')
        .values({
          id,
          restaurant_id: hotelId,
          room_id: roomId,
          room_number: roomNumber,
          guest_last_name: last,
          last_name_key: last.toLowerCase(),
          guest_first_name: first,
          email,
          phone: null,
          language: 'en',
          check_in_at: inAt,
          expected_check_out: new Date(now + 2 * 86_400_000).toISOString(),
          checked_out_at: outAt,
          source: 'staff',
          external_id: null,
          amenity_charges: 0,
          created_at: inAt,
          updated_at: outAt ?? inAt,
        })
        .execute();
    await stay(stayId, room101.id, room101.room_number, DEMO_HOTEL_GUEST.firstName, DEMO_HOTEL_GUEST.lastName, iso(26 * 60), null, DEMO_HOTEL_GUEST.email);
    if (room102) await stay(newId(), room102.id, room102.room_number, 'Tom', 'Becker', iso(4 * 24 * 60), iso(24 * 60), null);

    if (!(await trx.selectFrom('amenities').select('id').where('restaurant_id', '=', hotelId).executeTakeFirst())) {
      for (const [position, a] of AMENITIES.entries()) {
        await trx
          .insertInto('amenities')
          .values({
            id: newId(),
            restaurant_id: hotelId,
            name: a.name,
            translations: JSON.stringify(a.translations),
            max_quantity: a.max,
            mode: a.mode,
            price: a.price,
            approval_expiry_minutes: a.mode === 'approval' ? 60 : null,
            is_active: true,
            position,
            created_at: iso(30 * 24 * 60),
            updated_at: iso(30 * 24 * 60),
          })
          .execute();
      }
    }
    const towels = await trx.selectFrom('amenities').select('id').where('restaurant_id', '=', hotelId).where('name', '=', 'Towels').executeTakeFirst();
    const request = (type: string, status: string, minutesAgo: number, extra: { category?: string; note?: string; items?: unknown[]; target: number }) =>
      trx
        .insertInto('guest_requests')
        .values({
          id: newId(),
          restaurant_id: hotelId,
          stay_id: stayId,
          room_id: room101.id,
          room_number: room101.room_number,
          guest_name: `${DEMO_HOTEL_GUEST.firstName} ${DEMO_HOTEL_GUEST.lastName}`,
          type,
          status,
          category: extra.category ?? null,
          priority: 'normal',
          note: extra.note ?? null,
          items: JSON.stringify(extra.items ?? []),
          charge_total: 0,
          due_at: null,
          raised_at: null,
          escalated_at: null,
          approval_expires_at: null,
          cancel_reason: null,
          target_at: new Date(now - minutesAgo * 60_000 + extra.target * 60_000).toISOString(),
          acknowledged_at: status === 'new' ? null : iso(minutesAgo - 2),
          done_at: null,
          created_at: iso(minutesAgo),
          updated_at: iso(minutesAgo),
        })
        .execute();
    if (towels) {
      await request('amenity', 'new', 4, { items: [{ amenityId: towels.id, name: 'Towels', quantity: 2, mode: 'free', unitPrice: 0 }], target: 20 });
    }
    await request('service', 'acknowledged', 40, { category: 'maintenance', note: 'The air conditioning is noisy.', target: 30 });
  });
}
