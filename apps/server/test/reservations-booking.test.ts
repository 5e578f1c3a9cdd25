import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURGE_HOLDS_JOB } from '../src/features/reservations/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { availability, book, bookSlot, createResvVenue, dayAhead, GUEST, hold, newKey, slotsOf, type TResvVenue } from './reservations-venue.ts';

let t: TTestApp;
let v: TResvVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createResvVenue(t, [2, 4]);
});
afterAll(() => t.close());

describe('guest booking flow', () => {
  it('offers slots, holds one for 5 minutes, books it from the hold and shows it by its token', async () => {
    const date = dayAhead(2);
    const res = await availability(t, v, date, 2);
    expect(res.statusCode, res.body).toBe(200);
    const day = res.json();
    expect(day.timeZone).toBe('Europe/Malta');
    expect(day.turnMinutes).toBe(90);
    expect(day.slots.length).toBe(96);
    expect(day.slots[0].localTime).toBe('00:00');
    const startsAt = day.slots[76].startsAt; // 19:00 local

    const h = await hold(t, v, 2, startsAt);
    expect(h.statusCode, h.body).toBe(201);
    const held = h.json();
    expect(Date.parse(held.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(held.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(Date.parse(held.endsAt) - Date.parse(held.startsAt)).toBe(90 * 60_000);

    const key = newKey();
    const b = await book(t, v, held, { notes: 'Window seat', occasion: 'birthday', allergies: 'peanuts' }, key);
    expect(b.statusCode, b.body).toBe(201);
    const { reservation, manageToken } = b.json();
    expect(reservation.id).toBe(held.holdId);
    expect(reservation.status).toBe('booked');
    expect(reservation.email).toBe('amal@example.com');
    expect(reservation.localTime).toBe('19:00');
    expect(reservation.date).toBe(date);
    expect(reservation.canCancel).toBe(true);

    // The same Idempotency-Key answers the same booking (200), with the same manage token.
    const again = await book(t, v, held, { notes: 'Window seat', occasion: 'birthday', allergies: 'peanuts' }, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().manageToken).toBe(manageToken);

    const read = await t.app.inject({ method: 'GET', url: `/api/public/reservations/${reservation.id}?token=${manageToken}` });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().notes).toBe('Window seat');
    const wrong = await t.app.inject({ method: 'GET', url: `/api/public/reservations/${reservation.id}?token=${'x'.repeat(43)}` });
    expect(wrong.statusCode).toBe(404);

    // The booked table (the 2-top) no longer offers 19:00 for two; a party of two now gets the 4-top.
    const h2 = await hold(t, v, 2, startsAt);
    expect(h2.statusCode, h2.body).toBe(201);
    // ... and with both tables held, 19:00 is gone for two, and so is every start whose turn overlaps.
    const slots = await slotsOf(t, v, date, 2);
    expect(slots).not.toContain(startsAt);
    expect(slots).not.toContain(new Date(Date.parse(startsAt) + 75 * 60_000).toISOString());
    expect(slots).toContain(new Date(Date.parse(startsAt) + 90 * 60_000).toISOString());
  });

  it('staff see the booking in upcoming and get the stored newReservationReceived event', async () => {
    const date = dayAhead(3);
    const [slot] = await slotsOf(t, v, date, 4);
    const { reservation } = await bookSlot(t, v, 4, slot!);
    const list = await t.app.inject({ method: 'GET', url: `/api/reservations?scope=upcoming&date=${date}`, headers: v.headers });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((r: { id: string }) => r.id)).toContain(reservation.id);
    const item = list.json().items.find((r: { id: string }) => r.id === reservation.id);
    expect(item.tableLabels).toEqual(['2']);
    expect(item.source).toBe('online');
    const events = await t.app.inject({ method: 'GET', url: '/api/staff-events?after=0', headers: v.headers });
    expect(events.statusCode, events.body).toBe(200);
    const mine = events.json().items.filter((e: any) => e.type === 'newReservationReceived' && e.payload.reservationId === reservation.id);
    expect(mine).toHaveLength(1);
    expect(mine[0].payload.reservation.partySize).toBe(4);
  });

  it('the guest changes time and party size atomically, confirms, then cancels (the table is free again)', async () => {
    const date = dayAhead(4);
    const slots = await slotsOf(t, v, date, 2);
    const { reservation, manageToken } = await bookSlot(t, v, 2, slots[40]!);
    const url = `/api/public/reservations/${reservation.id}?token=${manageToken}`;
    const moved = await t.app.inject({ method: 'PATCH', url, payload: { startsAt: slots[60], partySize: 3 } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startsAt).toBe(slots[60]);
    expect(moved.json().partySize).toBe(3);
    // Two 2-tops? No: one 2-top and one 4-top; the party of 3 sits at the 4-top, so 3 can no longer book at that time.
    expect(await slotsOf(t, v, date, 3)).not.toContain(slots[60]);
    expect(await slotsOf(t, v, date, 3)).toContain(slots[40]);

    const confirm = await t.app.inject({ method: 'POST', url: `/api/public/reservations/${reservation.id}/confirm?token=${manageToken}` });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().status).toBe('confirmed');
    const twice = await t.app.inject({ method: 'POST', url: `/api/public/reservations/${reservation.id}/confirm?token=${manageToken}` });
    expect(twice.json().status).toBe('confirmed');

    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/reservations/${reservation.id}/cancel?token=${manageToken}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    expect(await slotsOf(t, v, date, 3)).toContain(slots[60]);
    const cancelled = await t.app.inject({ method: 'GET', url: `/api/reservations?scope=cancelled`, headers: v.headers });
    expect(cancelled.json().items.map((r: { id: string }) => r.id)).toContain(reservation.id);
  });

  it('answers 409 NOT_ACCEPTING_RESERVATIONS when the toggle is off, and 404 for a hotel', async () => {
    const off = await t.app.inject({ method: 'PATCH', url: '/api/reservations/accepting', headers: v.headers, payload: { accepting: false } });
    expect(off.statusCode, off.body).toBe(200);
    const res = await availability(t, v, dayAhead(1), 2);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('NOT_ACCEPTING_RESERVATIONS');
    expect(res.json().error.details[0].key).toBe('notAcceptingReservations');
    const menu = await t.app.inject({ method: 'GET', url: '/api/reservations/settings', headers: v.headers });
    expect(menu.json().acceptingReservations).toBe(false);
    await t.app.inject({ method: 'PATCH', url: '/api/reservations/accepting', headers: v.headers, payload: { accepting: true } });
    expect((await availability(t, v, dayAhead(1), 2)).statusCode).toBe(200);

    const hotel = await createResvVenue(t, [4], {}, { is_hotel: true });
    expect((await availability(t, hotel, dayAhead(1), 2)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/reservations', headers: hotel.headers })).statusCode).toBe(404);
  });

  it('a lapsed hold is booked if its table is still free', async () => {
    const date = dayAhead(5);
    const [slot] = await slotsOf(t, v, date, 2);
    const h = await hold(t, v, 2, slot!);
    await t.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', h.json().holdId)
      .execute();
    const b = await book(t, v, h.json(), { name: GUEST.name });
    expect(b.statusCode, b.body).toBe(201);
  });
  it('the purge job frees lapsed holds of every venue (their table is offered again)', async () => {
    const date = dayAhead(6);
    const [slot] = await slotsOf(t, v, date, 4);
    const h = await hold(t, v, 4, slot!);
    expect(await slotsOf(t, v, date, 4)).not.toContain(slot);
    await t.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', h.json().holdId)
      .execute();
    await t.deps.jobs.enqueue(PURGE_HOLDS_JOB, {});
    await t.deps.jobs.runDueJobs();
    const row = await t.db.selectFrom('reservations').select('status').where('id', '=', h.json().holdId).executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect(await t.db.selectFrom('reservation_table_blocks').select('table_id').where('reservation_id', '=', h.json().holdId).execute()).toEqual([]);
    expect(await slotsOf(t, v, date, 4)).toContain(slot);
  });
});
