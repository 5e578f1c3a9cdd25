import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TGuestRequest } from '@menudelite/shared/hotel/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { checkedIn, createHotel, guestToken, hotelClock, inMinutes, sent, setStatus, type THotel } from './hotel-helpers.ts';

let t: TTestApp;
let hotel: THotel;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  hotel = await createHotel(t, { name: 'Harbour Hotel' });
  await checkedIn(t, hotel, hotel.rooms.r101.id, { guestLastName: 'Garcia', email: 'maria@example.com', language: 'es' });
  token = await guestToken(t, hotel);
}, 60_000);
afterAll(() => t.close());

const read = async (id: string): Promise<TGuestRequest> =>
  (await t.app.inject({ method: 'GET', url: `/api/guest-requests/${id}`, headers: hotel.headers })).json();
const changes = async (id: string) =>
  (await t.db.selectFrom('staff_events').select(['type', 'payload']).where('type', '=', 'guestRequestChanged').orderBy('id').execute())
    .map((row) => JSON.parse(row.payload) as { requestId: string; reason: string })
    .filter((e) => e.requestId === id)
    .map((e) => e.reason);

describe('wake-up calls', () => {
  it('at its time raises a staff task and e-mails the guest in their language; unacknowledged 5 minutes later it escalates', async () => {
    const clock = hotelClock(t);
    const call = await sent(t, token, { type: 'wakeUp', dueAt: inMinutes(30), note: 'Two rings please' });
    expect(call).toMatchObject({ status: 'new', raisedAt: null, escalatedAt: null });

    await clock.at(20);
    expect((await read(call.id)).raisedAt).toBeNull();
    await clock.at(31);
    const due = await read(call.id);
    expect(due.raisedAt).not.toBeNull();
    expect(due.escalatedAt).toBeNull();
    expect(await changes(call.id)).toEqual(['wakeUpDue']);
    const mail = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', 'maria@example.com').execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Su llamada de despertador');
    expect(mail[0]!.text_body).toContain('101');

    // Acknowledging the booking is not taking the call on: still escalates.
    await setStatus(t, hotel, call.id, 'acknowledged');
    await clock.at(34);
    expect((await read(call.id)).escalatedAt).toBeNull();
    await clock.at(37);
    expect((await read(call.id)).escalatedAt).not.toBeNull();
    expect(await changes(call.id)).toEqual(['wakeUpDue', 'status', 'wakeUpEscalated']);
    // Running the jobs again changes nothing.
    await clock.at(60);
    expect(await changes(call.id)).toEqual(['wakeUpDue', 'status', 'wakeUpEscalated']);
    expect(await t.db.selectFrom('email_outbox').select('id').where('to_address', '=', 'maria@example.com').execute()).toHaveLength(1);
  });

  it('does not escalate a call staff took on in time', async () => {
    const clock = hotelClock(t);
    const call = await sent(t, token, { type: 'wakeUp', dueAt: inMinutes(120) });
    await clock.at(121);
    await setStatus(t, hotel, call.id, 'acknowledged');
    await setStatus(t, hotel, call.id, 'inProgress');
    await clock.at(130);
    const after = await read(call.id);
    expect(after).toMatchObject({ status: 'inProgress', escalatedAt: null });
    expect(after.raisedAt).not.toBeNull();
  });

  it('a call cancelled before its time (by the guest) never rings', async () => {
    const clock = hotelClock(t);
    const call = await sent(t, token, { type: 'wakeUp', dueAt: inMinutes(240) });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/guest/requests/${call.id}/cancel`, headers: { 'x-guest-token': token } });
    expect(cancel.statusCode).toBe(200);
    await clock.at(250);
    expect(await read(call.id)).toMatchObject({ status: 'cancelled', raisedAt: null, escalatedAt: null });
    expect(await changes(call.id)).toEqual(['status']);
  });
});

describe('approval amenities', () => {
  it('expire by themselves when nobody acknowledged them in time, and not once acknowledged', async () => {
    const clock = hotelClock(t);
    const bed = await sent(t, token, { type: 'amenity', items: [{ amenityId: hotel.amenities.extraBed.id, quantity: 1 }] });
    expect(Date.parse(bed.approvalExpiresAt!) - Date.parse(bed.createdAt)).toBe(30 * 60_000);
    const approved = await sent(t, token, { type: 'amenity', items: [{ amenityId: hotel.amenities.extraBed.id, quantity: 1 }] });
    await setStatus(t, hotel, approved.id, 'acknowledged');
    await clock.at(29);
    expect((await read(bed.id)).status).toBe('new');
    await clock.at(31);
    expect(await read(bed.id)).toMatchObject({ status: 'cancelled', cancelReason: 'expired' });
    expect(await changes(bed.id)).toEqual(['approvalExpired']);
    expect((await read(approved.id)).status).toBe('acknowledged');
  });
});

describe('the test hook TEST_HOTEL_MINUTE_MS', () => {
  it('shortens the hotel minute (escalation, approval expiry) and is ignored in production', async () => {
    const fast = await createTestApp({ AUTH_RATE_LIMIT: '1000', TEST_HOTEL_MINUTE_MS: '1000' });
    try {
      const h = await createHotel(fast);
      await checkedIn(fast, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
      const bed = await sent(fast, await guestToken(fast, h), { type: 'amenity', items: [{ amenityId: h.amenities.extraBed.id, quantity: 1 }] });
      expect(Date.parse(bed.approvalExpiresAt!) - Date.parse(bed.createdAt)).toBe(30 * 1000);
    } finally {
      await fast.close();
    }
    const { loadConfig } = await import('../src/config/env.ts');
    const { hotelMinuteMs } = await import('../src/features/guest-requests/public.ts');
    const base = { DATA_DIR: '/tmp', JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing', TEST_HOTEL_MINUTE_MS: '1000' };
    expect(hotelMinuteMs({ config: loadConfig({ ...base, NODE_ENV: 'test' }) } as never)).toBe(1000);
    expect(hotelMinuteMs({ config: loadConfig({ ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://x.example' }) } as never)).toBeUndefined();
  });
});

describe('check-out', () => {
  it('cancels a wake-up call that has not rung yet; its job then does nothing', async () => {
    const h = await createHotel(t);
    const stay = await checkedIn(t, h, h.rooms.r101.id, { guestLastName: 'Garcia' });
    const call = await sent(t, await guestToken(t, h), { type: 'wakeUp', dueAt: inMinutes(300) });
    expect((await t.app.inject({ method: 'POST', url: `/api/stays/${stay.id}/check-out`, headers: h.headers })).statusCode).toBe(200);
    await hotelClock(t).at(301);
    const after = (await t.app.inject({ method: 'GET', url: `/api/guest-requests/${call.id}`, headers: h.headers })).json();
    expect(after).toMatchObject({ status: 'cancelled', cancelReason: 'checkOut', raisedAt: null });
  });
});
