import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localTime } from '@menudelite/shared/reservations/slots';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { availability, book, bookSlot, counts, createResvVenue, dayAhead, hold, slotsOf, TZ, type TResvVenue } from './reservations-venue.ts';

let t: TTestApp;
let v: TResvVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createResvVenue(t, [2, 4]);
});
afterAll(() => t.close());

/** Runs a request that must be refused and checks nothing was written. */
async function refused(run: () => Promise<{ statusCode: number; json: () => any }>, status: number, code: string, key?: string) {
  const before = await counts(t);
  const res = await run();
  expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
  expect(res.json().error.code).toBe(code);
  if (key) expect(res.json().error.details.map((d: { key: string }) => d.key)).toContain(key);
  expect(await counts(t)).toEqual(before);
  return res.json();
}

const quarter = 15 * 60_000;
const nextQuarter = (at: number) => new Date(Math.ceil(at / quarter) * quarter).toISOString();

describe('bad input writes nothing', () => {
  it('a booking in the past', async () => {
    await refused(() => hold(t, v, 2, nextQuarter(Date.now() - 3 * 3_600_000)), 400, 'VALIDATION_FAILED', 'slotUnavailable');
    const yesterday = await availability(t, v, dayAhead(-3), 2);
    expect(yesterday.json().slots).toEqual([]);
    expect(yesterday.json().noSlotReason).toBe('past');
  });

  it('inside the minimum notice (60 minutes)', async () => {
    await refused(() => hold(t, v, 2, nextQuarter(Date.now() + 20 * 60_000)), 400, 'VALIDATION_FAILED', 'slotUnavailable');
    // And none is offered: today's first slot is at least an hour away.
    const today = await slotsOf(t, v, localDate(Date.now(), TZ), 2);
    for (const s of today) expect(Date.parse(s) - Date.now()).toBeGreaterThanOrEqual(60 * 60_000 - 1000);
  });

  it('beyond the booking window (30 days)', async () => {
    await refused(() => hold(t, v, 2, nextQuarter(Date.now() + 40 * 86_400_000)), 400, 'VALIDATION_FAILED', 'slotUnavailable');
    const far = await availability(t, v, dayAhead(31), 2);
    expect(far.json().noSlotReason).toBe('beyondWindow');
  });

  it('a time not on the slot grid, and a closed date', async () => {
    const [slot] = await slotsOf(t, v, dayAhead(2), 2);
    await refused(() => hold(t, v, 2, new Date(Date.parse(slot!) + 7 * 60_000).toISOString()), 400, 'VALIDATION_FAILED', 'slotUnavailable');
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/closed-dates',
      headers: v.headers,
      payload: { date: dayAhead(6), reason: 'Private event' },
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const day = await availability(t, v, dayAhead(6), 2);
    expect(day.json().noSlotReason).toBe('closedDate');
    const atNoon = new Date(Date.parse(slot!) + 4 * 86_400_000).toISOString();
    await refused(() => hold(t, v, 2, atNoon), 400, 'VALIDATION_FAILED', 'slotUnavailable');
  });

  it('a party of 0, and above the maximum (8)', async () => {
    const [slot] = await slotsOf(t, v, dayAhead(2), 2);
    await refused(() => hold(t, v, 0, slot!), 400, 'VALIDATION_FAILED');
    await refused(() => hold(t, v, 9, slot!), 400, 'VALIDATION_FAILED', 'partyTooLarge');
    expect((await availability(t, v, dayAhead(2), 0)).statusCode).toBe(400);
    // Not a calendar day (it would roll over to 3 March).
    expect((await availability(t, v, '2026-02-31', 2)).statusCode).toBe(400);
    expect((await availability(t, v, dayAhead(2), 9)).json().error.details[0].key).toBe('partyTooLarge');
  });

  it('a slot that was just taken: 409 SLOT_TAKEN with fresh slots', async () => {
    const date = dayAhead(7);
    const slots = await slotsOf(t, v, date, 4);
    await bookSlot(t, v, 4, slots[60]!);
    const body = await refused(() => hold(t, v, 4, slots[60]!), 409, 'SLOT_TAKEN', 'slotTaken');
    expect(body.availability.date).toBe(date);
    expect(body.availability.slots.map((s: { startsAt: string }) => s.startsAt)).not.toContain(slots[60]);
  });

  it('guest fields with SPEC section 5 messages', async () => {
    const [slot] = await slotsOf(t, v, dayAhead(8), 2);
    const h = (await hold(t, v, 2, slot!)).json();
    const before = await counts(t);
    const res = await book(t, v, h, { name: '', email: 'not-an-email', phone: 'abc' });
    expect(res.statusCode).toBe(400);
    const details = res.json().error.details.map((d: { path: string; key: string }) => `${d.path}:${d.key}`);
    expect(details).toEqual(['body.name:nameRequired', 'body.email:emailIncorrect', 'body.phone:phoneIncorrect']);
    expect(await counts(t)).toEqual(before);
    const missing = await book(t, v, h, { name: 'Al <script>', email: '', phone: '' });
    expect(missing.json().error.details.map((d: { key: string }) => d.key)).toEqual(['nameIncorrect', 'emailRequired', 'fieldsRequired']);
    // The hold is still a hold.
    const row = await t.db.selectFrom('reservations').select('status').where('id', '=', h.holdId).executeTakeFirstOrThrow();
    expect(row.status).toBe('held');
  });

  it('changing a cancelled or completed booking: 409 RESERVATION_CLOSED', async () => {
    const slots = await slotsOf(t, v, dayAhead(9), 2);
    const a = await bookSlot(t, v, 2, slots[50]!);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/reservations/${a.reservation.id}/cancel?token=${a.manageToken}` });
    expect(cancel.statusCode).toBe(200);
    await refused(
      () => t.app.inject({ method: 'PATCH', url: `/api/public/reservations/${a.reservation.id}?token=${a.manageToken}`, payload: { partySize: 3 } }),
      409,
      'RESERVATION_CLOSED',
      'reservationClosed',
    );
    await refused(
      () => t.app.inject({ method: 'POST', url: `/api/public/reservations/${a.reservation.id}/cancel?token=${a.manageToken}` }),
      409,
      'RESERVATION_CLOSED',
    );
    await refused(
      () => t.app.inject({ method: 'PATCH', url: `/api/reservations/${a.reservation.id}/status`, headers: v.headers, payload: { status: 'seated' } }),
      409,
      'RESERVATION_CLOSED',
    );

    const b = await bookSlot(t, v, 2, slots[60]!);
    for (const status of ['seated', 'completed']) {
      const res = await t.app.inject({ method: 'PATCH', url: `/api/reservations/${b.reservation.id}/status`, headers: v.headers, payload: { status } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await refused(
      () => t.app.inject({ method: 'PATCH', url: `/api/public/reservations/${b.reservation.id}?token=${b.manageToken}`, payload: { startsAt: slots[70] } }),
      409,
      'RESERVATION_CLOSED',
    );
    await refused(
      () => t.app.inject({ method: 'PATCH', url: `/api/reservations/${b.reservation.id}/table`, headers: v.headers, payload: { tableIds: [v.tables[1]!.id] } }),
      409,
      'RESERVATION_CLOSED',
    );
  });

  it('another venue’s reservation, table or closed date: 404 / 400', async () => {
    const other = await createResvVenue(t, [4]);
    const slots = await slotsOf(t, v, dayAhead(10), 2);
    const mine = await bookSlot(t, v, 2, slots[40]!);
    await refused(() => t.app.inject({ method: 'GET', url: `/api/reservations/${mine.reservation.id}`, headers: other.headers }), 404, 'NOT_FOUND');
    await refused(
      () => t.app.inject({ method: 'PATCH', url: `/api/reservations/${mine.reservation.id}/status`, headers: other.headers, payload: { status: 'cancelled' } }),
      404,
      'NOT_FOUND',
    );
    await refused(
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/reservations/${mine.reservation.id}/table`,
          headers: v.headers,
          payload: { tableIds: [other.tables[0]!.id] },
        }),
      400,
      'VALIDATION_FAILED',
      'notThisVenues',
    );
    // A hold of one venue cannot be booked through another's URL.
    const h = (await hold(t, v, 2, slots[70]!)).json();
    await refused(() => book(t, other, h), 404, 'NOT_FOUND');
    const closed = await t.app.inject({ method: 'GET', url: '/api/reservations/closed-dates', headers: v.headers });
    const id = closed.json().items[0]?.id;
    if (id) await refused(() => t.app.inject({ method: 'DELETE', url: `/api/reservations/closed-dates/${id}`, headers: other.headers }), 404, 'NOT_FOUND');
    expect(localTime(Date.parse(mine.reservation.startsAt), TZ)).toBe(mine.reservation.localTime);
  });
  it('after its time the guest can no longer cancel, confirm or change a booking (it is the staff’s: seated or no-show)', async () => {
    const slots = await slotsOf(t, v, dayAhead(11), 2);
    const a = await bookSlot(t, v, 2, slots[40]!);
    const started = new Date(Date.now() - 10 * 60_000).toISOString();
    await t.db.updateTable('reservations').set({ starts_at: started }).where('id', '=', a.reservation.id).execute();
    const read = await t.app.inject({ method: 'GET', url: `/api/public/reservations/${a.reservation.id}?token=${a.manageToken}` });
    expect(read.json()).toMatchObject({ canCancel: false, canChange: false, canConfirm: false });
    await refused(
      () => t.app.inject({ method: 'POST', url: `/api/public/reservations/${a.reservation.id}/cancel?token=${a.manageToken}` }),
      409,
      'RESERVATION_CLOSED',
    );
    await refused(
      () => t.app.inject({ method: 'POST', url: `/api/public/reservations/${a.reservation.id}/confirm?token=${a.manageToken}` }),
      409,
      'RESERVATION_CLOSED',
    );
    await refused(
      () => t.app.inject({ method: 'PATCH', url: `/api/public/reservations/${a.reservation.id}?token=${a.manageToken}`, payload: { partySize: 3 } }),
      409,
      'RESERVATION_CLOSED',
    );
  });
});
