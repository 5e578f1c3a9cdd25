import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { checkedIn, createHotel, guestToken, keyOf, sendRequest, sent, setStatus } from './hotel-helpers.ts';

/** Races between a guest's requests and the stay's check-out: nothing outstanding survives on a closed stay. */
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
}, 60_000);
afterAll(() => t.close());

describe('requests racing a check-out', () => {
  it('every request either lands before the check-out (and is cancelled by it) or is refused; charges end at 0', async () => {
    for (let round = 0; round < 3; round++) {
      const hotel = await createHotel(t);
      const stay = await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia' });
      const token = await guestToken(t, hotel);
      const body = { type: 'amenity', items: [{ amenityId: hotel.amenities.bathrobe.id, quantity: 1 }] };
      const [out, ...requests] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: hotel.headers }),
        ...Array.from({ length: 6 }, () => sendRequest(t, token, body)),
      ]);
      expect(out!.statusCode, out!.body).toBe(200);
      for (const res of requests) {
        if (res.statusCode === 201) continue;
        // Refused: the session had ended (401) or the stay closed between the session check and the insert (409).
        expect(res.statusCode === 401 || (res.statusCode === 409 && keyOf(res.body) === 'noOpenStay'), res.body).toBe(true);
      }
      const landed = requests.filter((r) => r.statusCode === 201).length;
      const rows = await t.db.selectFrom('guest_requests').select(['status', 'cancel_reason']).where('stay_id', '=', stay.id).execute();
      expect(rows).toHaveLength(landed);
      expect(rows.every((r) => r.status === 'cancelled' && r.cancel_reason === 'checkOut')).toBe(true);
      expect(out!.json().cancelledRequests).toBe(landed);
      const after = await t.db.selectFrom('stays').select('amenity_charges').where('id', '=', stay.id).executeTakeFirstOrThrow();
      expect(Number(after.amenity_charges)).toBe(0);
    }
  });
});

describe('staff moves racing a check-out', () => {
  it('never answers 500, never refunds a request that ended done, and the stay’s charges equal its charged requests', async () => {
    for (let round = 0; round < 6; round++) {
      const hotel = await createHotel(t);
      const stay = await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia' });
      const token = await guestToken(t, hotel);
      const robe = { type: 'amenity', items: [{ amenityId: hotel.amenities.bathrobe.id, quantity: 1 }] };
      const finishing = await sent(t, token, robe);
      const cancelling = await sent(t, token, robe);
      for (const id of [finishing.id, cancelling.id]) {
        await setStatus(t, hotel, id, 'acknowledged');
        await setStatus(t, hotel, id, 'inProgress');
      }
      const results = await Promise.all([
        setStatus(t, hotel, finishing.id, 'done'),
        setStatus(t, hotel, cancelling.id, 'cancelled'),
        t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: hotel.headers }),
      ]);
      for (const res of results) expect([200, 409], res.body).toContain(res.statusCode);
      expect(results[2]!.statusCode).toBe(200);
      const rows = await t.db.selectFrom('guest_requests').select(['status', 'charge_total']).where('stay_id', '=', stay.id).execute();
      expect(rows.every((r) => r.status === 'done' || r.status === 'cancelled')).toBe(true);
      const kept = rows.filter((r) => r.status === 'done').reduce((sum, r) => sum + Number(r.charge_total), 0);
      const after = await t.db.selectFrom('stays').select('amenity_charges').where('id', '=', stay.id).executeTakeFirstOrThrow();
      expect(Number(after.amenity_charges)).toBe(kept);
    }
  });
});
