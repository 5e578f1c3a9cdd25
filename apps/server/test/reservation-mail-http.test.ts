import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD_SUCCEEDS } from '../src/features/payments/public.ts';
import { attachmentsOf } from '../src/lib/mailer.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { staffOf } from './helpers/team.ts';
import { icsEvent, icsUtc } from './reservation-extras-helpers.ts';
import { GUEST, RULES, book, createResvVenue, dayAhead, hold, newKey, slotsOf, type TResvVenue } from './reservations-venue.ts';

/**
 * The e-mails, reminders and deposits through the real reservations API (features/reservations
 * calls this module's hooks): what a guest and staff see end to end.
 */
let t: TTestApp;
let v: TResvVenue;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  v = await createResvVenue(t, [2, 4, 6, 8]);
});
afterAll(async () => {
  await t.close();
});

const card = { number: DEMO_CARD_SUCCEEDS, expiry: '12/34', cvc: '123' };
const mailsTo = async (email: string) =>
  (await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', email).orderBy('id').execute()).map((row) => ({
    ...row,
    attachments: attachmentsOf(row),
  }));
const depositOf = (reservationId: string) => t.db.selectFrom('reservation_deposits').selectAll().where('reservation_id', '=', reservationId).executeTakeFirst();
const setRule = async (deposit: { mode: 'none' | 'deposit' | 'cardHold'; minPartySize: number; amountPerPerson: number }) => {
  const put = await t.app.inject({ method: 'PUT', url: '/api/reservations/settings', headers: v.headers, payload: { ...RULES, deposit } });
  expect(put.statusCode, put.body).toBe(200);
};

describe('booking e-mails through the reservations API', () => {
  it('a booking for 4 gets a confirmation with an .ics (listed in the outbox) and two reminder jobs', async () => {
    await setRule({ mode: 'none', minPartySize: 8, amountPerPerson: 0 });
    const email = `book-${Date.now()}@example.com`;
    const [slot] = await slotsOf(t, v, dayAhead(3), 4);
    const h = await hold(t, v, 4, slot!);
    const booked = await book(t, v, h.json(), { email });
    expect(booked.statusCode, booked.body).toBe(201);
    const { reservation, manageToken } = booked.json();
    const jobs = await t.db.selectFrom('jobs').select(['kind', 'run_at']).where('unique_key', 'like', `%${reservation.id}%`).execute();
    expect(jobs.filter((j) => j.kind === 'reservations.remind')).toHaveLength(2);

    await t.deps.jobs.runDueJobs();
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toContain('is booked');
    const event = icsEvent(mail!.attachments[0]!.content);
    expect(event.DTSTART).toBe(icsUtc(reservation.startsAt));
    expect(event.DTEND).toBe(icsUtc(reservation.endsAt));
    expect(event.URL).toBe(`https://menudelite.example/restaurants/${v.restaurantId}/bookingConfirmation/${reservation.id}?token=${manageToken}`);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/restaurant/me/outbox', headers: v.headers })).json();
    expect(listed.items.find((item: { id: string }) => item.id === mail!.id).attachments).toEqual([
      { filename: 'reservation.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ]);

    // The guest cancels through the manage link: a cancellation e-mail, and the reminders will send nothing.
    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/reservations/${reservation.id}/cancel?token=${manageToken}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.deps.jobs.runDueJobs();
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([mail!.subject, expect.stringContaining('is cancelled')]);
  });

  it('a party at the threshold pays a deposit once (replayed request), refunded when cancelled 24 h or more before', async () => {
    await setRule({ mode: 'deposit', minPartySize: 6, amountPerPerson: 1000 });
    const email = `deposit-${Date.now()}@example.com`;
    const [slot] = await slotsOf(t, v, dayAhead(4), 6);
    const h = (await hold(t, v, 6, slot!)).json();
    const noCard = await book(t, v, h, { email });
    expect(noCard.statusCode).toBe(400);
    const key = newKey();
    const first = await book(t, v, h, { email, card }, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await book(t, v, h, { email, card }, key);
    expect(replay.statusCode).toBe(200);
    const { reservation, manageToken } = first.json();
    const row = await depositOf(reservation.id);
    expect(row).toMatchObject({ mode: 'deposit', status: 'charged', currency: 'eur' });
    expect(Number(row!.amount)).toBe(6000);
    expect(await t.db.selectFrom('demo_charges').select('id').where('idempotency_key', 'like', `%:${key}:%`).execute()).toHaveLength(1);

    const staffView = await t.app.inject({ method: 'GET', url: `/api/reservations/${reservation.id}/deposit`, headers: v.headers });
    expect(staffView.json().deposit).toMatchObject({ mode: 'deposit', status: 'charged', amount: 6000, cardLast4: '4242' });

    const cancel = await t.app.inject({ method: 'POST', url: `/api/public/reservations/${reservation.id}/cancel?token=${manageToken}` });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.deps.jobs.runDueJobs();
    expect((await depositOf(reservation.id))!.status).toBe('refunded');
    const mails = await mailsTo(email);
    expect(mails.find((m) => m.subject.includes('is booked'))!.text_body).toContain('Deposit paid: €60.00');
    expect(mails.find((m) => m.subject.includes('is cancelled'))!.text_body).toContain('Your deposit of €60.00 is being refunded');
  });

  it('a card hold saves the card; after a no-show a manager charges the fee once; a host may not', async () => {
    await setRule({ mode: 'cardHold', minPartySize: 6, amountPerPerson: 2500 });
    const [slot] = await slotsOf(t, v, dayAhead(5), 6);
    const h = (await hold(t, v, 6, slot!)).json();
    const booked = await book(t, v, h, { email: GUEST.email, card });
    expect(booked.statusCode, booked.body).toBe(201);
    const { reservation } = booked.json();
    expect(await depositOf(reservation.id)).toMatchObject({ mode: 'cardHold', status: 'saved' });

    const early = await t.app.inject({ method: 'POST', url: `/api/reservations/${reservation.id}/no-show-fee`, headers: v.headers });
    expect(early.statusCode).toBe(409);
    // A no-show is marked only once the booking has started: the party was due an hour ago.
    const started = new Date(Date.now() - 3_600_000).toISOString();
    await t.db.updateTable('reservations').set({ starts_at: started }).where('id', '=', reservation.id).execute();
    const noShow = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/${reservation.id}/status`,
      headers: v.headers,
      payload: { status: 'noShow' },
    });
    expect(noShow.statusCode, noShow.body).toBe(200);

    const host = await staffOf(t, v.restaurantId, 'host');
    expect((await t.app.inject({ method: 'GET', url: `/api/reservations/${reservation.id}/deposit`, headers: host.headers })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'POST', url: `/api/reservations/${reservation.id}/no-show-fee`, headers: host.headers });
    expect(refused.statusCode).toBe(403);

    const fee = await t.app.inject({ method: 'POST', url: `/api/reservations/${reservation.id}/no-show-fee`, headers: v.headers });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json()).toMatchObject({ status: 'feeCharged', amount: 15000 });
    const again = await t.app.inject({ method: 'POST', url: `/api/reservations/${reservation.id}/no-show-fee`, headers: v.headers });
    expect(again.json().status).toBe('feeCharged');
    const row = await depositOf(reservation.id);
    expect(await t.db.selectFrom('demo_charges').select('id').where('idempotency_key', 'like', `reservation-noshow:${row!.id}%`).execute()).toHaveLength(1);
  });

  it("another venue's reservation is 404 on the deposit endpoints", async () => {
    const other = await createResvVenue(t, [4]);
    const [slot] = await slotsOf(t, v, dayAhead(6), 2);
    await setRule({ mode: 'none', minPartySize: 8, amountPerPerson: 0 });
    const booked = await book(t, v, (await hold(t, v, 2, slot!)).json());
    const { reservation } = booked.json();
    const read = await t.app.inject({ method: 'GET', url: `/api/reservations/${reservation.id}/deposit`, headers: other.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().deposit).toBeNull();
    const fee = await t.app.inject({ method: 'POST', url: `/api/reservations/${reservation.id}/no-show-fee`, headers: other.headers });
    expect(fee.statusCode).toBe(404);
  });
});
