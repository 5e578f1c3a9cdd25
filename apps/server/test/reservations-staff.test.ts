import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { staffOf } from './helpers/team.ts';
import { availability, bookSlot, createResvVenue, dayAhead, RULES, slotsOf, type TResvVenue } from './reservations-venue.ts';

let t: TTestApp;
let v: TResvVenue;

beforeAll(async () => {
  t = await createTestApp();
  v = await createResvVenue(t, [2, 4, 4]);
});
afterAll(() => t.close());

const staff = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, headers = v.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('staff reservation book', () => {
  it('a walk-in is seated now at a free table; a phone booking takes the tables staff pick or the best free one', async () => {
    const walkIn = await staff('POST', '/api/reservations', { kind: 'walkIn', partySize: 3, name: 'Walk In' });
    expect(walkIn.statusCode, walkIn.body).toBe(201);
    expect(walkIn.json().status).toBe('seated');
    expect(walkIn.json().source).toBe('walkIn');
    expect(walkIn.json().tableLabels).toEqual(['2']);
    expect(walkIn.json().seatedAt).not.toBeNull();

    const date = dayAhead(2);
    const [slot] = await slotsOf(t, v, date, 2);
    const small = await staff('POST', '/api/reservations', { kind: 'booking', partySize: 4, startsAt: slot, tableIds: [v.tables[0]!.id], name: 'Phone Guest' });
    expect(small.statusCode).toBe(400);
    expect(small.json().error.details[0].key).toBe('tableTooSmall');
    const phone = await staff('POST', '/api/reservations', { kind: 'booking', partySize: 2, startsAt: slot, name: 'Phone Guest', phone: '+356 7700 1122' });
    expect(phone.statusCode, phone.body).toBe(201);
    expect(phone.json()).toMatchObject({ status: 'booked', source: 'phone', tableLabels: ['1'] });
    // The same table at an overlapping time: 409 with fresh slots.
    const clash = await staff('POST', '/api/reservations', { kind: 'booking', partySize: 2, startsAt: slot, tableIds: [v.tables[0]!.id], name: 'Clash' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.code).toBe('SLOT_TAKEN');
    expect(clash.json().availability.date).toBe(date);
  });

  it('moves a booking to another table atomically; a taken table answers 409 and keeps the old one', async () => {
    const date = dayAhead(3);
    const slots = await slotsOf(t, v, date, 4);
    const a = await bookSlot(t, v, 4, slots[40]!);
    const b = await bookSlot(t, v, 4, slots[40]!);
    expect(a.reservation.id).not.toBe(b.reservation.id);
    const ids = async (id: string) => (await staff('GET', `/api/reservations/${id}`)).json().tableIds as string[];
    const aTables = await ids(a.reservation.id);
    const bTables = await ids(b.reservation.id);
    const clash = await staff('PATCH', `/api/reservations/${a.reservation.id}/table`, { tableIds: bTables });
    expect(clash.statusCode).toBe(409);
    expect(await ids(a.reservation.id)).toEqual(aTables);
    // Free 4-tops: none at that time; move a to the 2-top + its own table (a pair seating 6).
    const moved = await staff('PATCH', `/api/reservations/${a.reservation.id}/table`, { tableIds: [v.tables[0]!.id, ...aTables] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().tableLabels.length).toBe(2);
    expect(await slotsOf(t, v, date, 2)).not.toContain(slots[40]);
  });

  it('statuses, no-shows per guest and their history; lists by scope with a cursor', async () => {
    const date = dayAhead(4);
    const slots = await slotsOf(t, v, date, 2);
    const guest = { email: 'noshow@example.com', name: 'Nora Show', phone: '+356 9900 0000' };
    const first = await bookSlot(t, v, 2, slots[40]!, guest);
    const second = await bookSlot(t, v, 2, slots[60]!, guest);
    // Not before its time (a no-show keeps a deposit): 409; once its time has passed, yes.
    const early = await staff('PATCH', `/api/reservations/${first.reservation.id}/status`, { status: 'noShow' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.details[0].key).toBe('transitionNotAllowed');
    await t.db
      .updateTable('reservations')
      .set({ starts_at: new Date(Date.now() - 30 * 60_000).toISOString() })
      .where('id', '=', first.reservation.id)
      .execute();
    const noShow = await staff('PATCH', `/api/reservations/${first.reservation.id}/status`, { status: 'noShow' });
    expect(noShow.statusCode, noShow.body).toBe(200);
    const illegal = await staff('PATCH', `/api/reservations/${second.reservation.id}/status`, { status: 'completed' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error.details[0].key).toBe('transitionNotAllowed');
    const seated = await staff('PATCH', `/api/reservations/${second.reservation.id}/status`, { status: 'seated' });
    expect(seated.json().guestNoShows).toBe(1);

    const history = await staff('GET', '/api/reservations/guests/history?email=NOSHOW@example.com&limit=1');
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({ noShows: 1, visits: 1 });
    expect(history.json().items).toHaveLength(1);
    const page2 = await staff('GET', `/api/reservations/guests/history?email=noshow@example.com&limit=1&cursor=${history.json().nextCursor}`);
    expect(page2.json().items).toHaveLength(1);
    expect(page2.json().items[0].id).not.toBe(history.json().items[0].id);
    const byPhone = await staff('GET', '/api/reservations/guests/history?phone=%2B35699000000');
    expect(byPhone.json().noShows).toBe(1);

    const cancelled = await staff('GET', '/api/reservations?scope=cancelled');
    expect(cancelled.json().items.map((r: { id: string }) => r.id)).toContain(first.reservation.id);
    const upcoming = await staff('GET', `/api/reservations?scope=upcoming&date=${date}&limit=1`);
    expect(upcoming.json().items).toHaveLength(1);
    expect(upcoming.json().nextCursor).toBeNull();
    expect(upcoming.json().items[0].id).toBe(second.reservation.id);
    expect((await staff('GET', '/api/reservations?cursor=nonsense')).statusCode).toBe(400);

    // A booking that ended is in past, not upcoming.
    await t.db
      .updateTable('reservations')
      .set({ starts_at: new Date(Date.now() - 3 * 3_600_000).toISOString(), ends_at: new Date(Date.now() - 3_600_000).toISOString() })
      .where('id', '=', second.reservation.id)
      .execute();
    // Completed before its turn ended: past at once, not upcoming.
    const third = await bookSlot(t, v, 2, slots[80]!, guest);
    await staff('PATCH', `/api/reservations/${third.reservation.id}/status`, { status: 'seated' });
    expect((await staff('PATCH', `/api/reservations/${third.reservation.id}/status`, { status: 'completed' })).statusCode).toBe(200);
    const past = await staff('GET', '/api/reservations?scope=past');
    expect(past.json().items.map((r: { id: string }) => r.id)).toContain(third.reservation.id);
    expect(past.json().items.map((r: { id: string }) => r.id)).toContain(second.reservation.id);
    const stillUpcoming = await staff('GET', '/api/reservations?scope=upcoming&limit=100');
    expect(stillUpcoming.json().items.map((r: { id: string }) => r.id)).not.toContain(second.reservation.id);

    const day = await staff('GET', `/api/reservations/day?date=${date}`);
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().tables).toHaveLength(3);
    expect(day.json().openWindows).toHaveLength(1);
    expect(day.json().reservations.map((r: { id: string }) => r.id)).toContain(first.reservation.id);
  });

  it('settings, combinations and permissions', async () => {
    const bad = await staff('PUT', '/api/reservations/settings', {
      ...RULES,
      turnTimes: [
        { maxParty: 4, minutes: 90 },
        { maxParty: 2, minutes: 60 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const notQuarter = await staff('PUT', '/api/reservations/settings', { ...RULES, turnTimes: [{ maxParty: 99, minutes: 100 }] });
    expect(notQuarter.statusCode).toBe(400);

    // No table seats 7; allow 4 + 4 as a pair.
    const date = dayAhead(5);
    expect((await availability(t, v, date, 7)).json().noSlotReason).toBe('fullyBooked');
    const combo = await staff('POST', '/api/reservations/combinations', { tableIds: [v.tables[1]!.id, v.tables[2]!.id], name: 'Back pair' });
    expect(combo.statusCode, combo.body).toBe(201);
    expect(combo.json().totalOccupancy).toBe(8);
    expect((await availability(t, v, date, 7)).json().slots.length).toBeGreaterThan(0);
    const one = await staff('POST', '/api/reservations/combinations', { tableIds: [v.tables[1]!.id] });
    expect(one.statusCode).toBe(400);
    const list = await staff('GET', '/api/reservations/combinations');
    expect(list.json().items).toHaveLength(1);
    expect((await staff('DELETE', `/api/reservations/combinations/${combo.json().id}`)).statusCode).toBe(204);
    expect((await availability(t, v, date, 7)).json().slots).toEqual([]);

    const dup = await staff('POST', '/api/reservations/closed-dates', { date: dayAhead(20) });
    expect(dup.statusCode).toBe(201);
    expect((await staff('POST', '/api/reservations/closed-dates', { date: dayAhead(20) })).statusCode).toBe(409);

    const kitchen = await staffOf(t, v.restaurantId, 'kitchen');
    expect((await staff('GET', '/api/reservations', undefined, kitchen.headers)).statusCode).toBe(403);
    const host = await staffOf(t, v.restaurantId, 'host');
    expect((await staff('GET', '/api/reservations', undefined, host.headers)).statusCode).toBe(200);
  });
  it('a nameless walk-in; the period filter reads on until it finds the period’s bookings', async () => {
    const nameless = await staff('POST', '/api/reservations', { kind: 'walkIn', partySize: 2, name: '' });
    expect(nameless.statusCode, nameless.body).toBe(201);
    expect(nameless.json().name).toBe('');
    const badName = await staff('POST', '/api/reservations', { kind: 'walkIn', partySize: 2, name: '<b>' });
    expect(badName.json().error.details[0].key).toBe('nameIncorrect');

    const date = dayAhead(12);
    const slots = await slotsOf(t, v, date, 2);
    // Three lunch bookings (12:00, 12:15, 12:30 local) and one dinner booking (19:00).
    for (const i of [48, 49, 50]) await bookSlot(t, v, 2, slots[i]!);
    const dinner = await bookSlot(t, v, 2, slots[76]!);
    const page = await staff('GET', `/api/reservations?scope=upcoming&date=${date}&period=Dinner&limit=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().items.map((r: { id: string }) => r.id)).toEqual([dinner.reservation.id]);
    expect(page.json().nextCursor).toBeNull();
    const lunch = await staff('GET', `/api/reservations?scope=upcoming&date=${date}&period=Lunch&limit=2`);
    expect(lunch.json().items).toHaveLength(2);
    const rest = await staff('GET', `/api/reservations?scope=upcoming&date=${date}&period=Lunch&limit=2&cursor=${lunch.json().nextCursor}`);
    expect(rest.json().items).toHaveLength(1);
    expect(rest.json().nextCursor).toBeNull();
  });
});
