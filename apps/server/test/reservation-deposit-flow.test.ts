import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CARD_DECLINED, DEMO_CARD_SUCCEEDS } from '../src/features/payments/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { ownerVenue } from './helpers/team.ts';
import { reservationHarness } from './reservation-extras-helpers.ts';

let t: TTestApp;
let venueId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  venueId = (await ownerVenue(t.app)).venueId;
  await t.db.updateTable('restaurants').set({ name: 'Harbour Kitchen', time_zone: 'Europe/Malta', currency: 'eur' }).where('id', '=', venueId).execute();
});
afterAll(async () => {
  await t.close();
});

const card = (number = DEMO_CARD_SUCCEEDS) => ({ number, expiry: '12/34', cvc: '123' });
const deposit = (id: string) => t.db.selectFrom('reservation_deposits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const chargesUnder = (scope: string) => t.db.selectFrom('demo_charges').selectAll().where('idempotency_key', 'like', `%:${scope}:%`).execute();
let keys = 0;
const requestKey = () => `booking-key-${Date.now()}-${++keys}`;

describe('booking deposits', () => {
  it('asks nothing below the party threshold or when the venue has no rule', async () => {
    const h = reservationHarness(t);
    expect(await h.hooks.secure({ restaurantId: venueId, partySize: 8, card: null, idempotencyKey: requestKey() })).toBeNull();
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 6, amountPerPerson: 1000, currency: 'eur' });
    expect(await h.hooks.secure({ restaurantId: venueId, partySize: 5, card: null, idempotencyKey: requestKey() })).toBeNull();
  });

  it('refuses a party at the threshold without a card, or with a bad card, writing nothing', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 6, amountPerPerson: 1000, currency: 'eur' });
    const key = requestKey();
    await expect(h.hooks.secure({ restaurantId: venueId, partySize: 6, card: null, idempotencyKey: key })).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(h.hooks.secure({ restaurantId: venueId, partySize: 6, card: { ...card(), number: '1234' }, idempotencyKey: key })).rejects.toMatchObject({
      code: 'CARD_INVALID',
    });
    expect(await t.db.selectFrom('reservation_deposits').select('id').where('scope_key', '=', key).execute()).toHaveLength(0);
  });

  it('charges the deposit once: a retry with the same key answers the first charge (also concurrently)', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 6, amountPerPerson: 1000, currency: 'eur' });
    const key = requestKey();
    const input = { restaurantId: venueId, partySize: 7, card: card(), idempotencyKey: key };
    const first = await h.hooks.secure(input);
    const again = await h.hooks.secure(input);
    const [c1, c2] = await Promise.all([h.hooks.secure(input), h.hooks.secure(input)]);
    expect(first).not.toBeNull();
    expect([again!.ref, c1!.ref, c2!.ref]).toEqual([first!.ref, first!.ref, first!.ref]);
    const row = await deposit(first!.ref);
    expect(row).toMatchObject({ mode: 'deposit', status: 'charged', currency: 'eur', card_last4: '4242', sequence: 1 });
    expect(Number(row.amount)).toBe(7000);
    const charges = await chargesUnder(key);
    expect(charges).toHaveLength(1);
    expect(Number(charges[0]!.amount)).toBe(7000);
    expect(charges[0]!.idempotency_key).toBe(row.idempotency_key);
  });

  it('a retry after a crash between the write and the charge charges under the same key, once', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 500, currency: 'eur' });
    const key = requestKey();
    const input = { restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: key };
    const first = await h.hooks.secure(input);
    // As if the process died after the charge but before the row was marked: the row is still pending.
    await t.db.updateTable('reservation_deposits').set({ status: 'pending', provider_ref: null }).where('id', '=', first!.ref).execute();
    const retried = await h.hooks.secure(input);
    expect(retried!.ref).toBe(first!.ref);
    expect((await deposit(first!.ref)).status).toBe('charged');
    expect(await chargesUnder(key)).toHaveLength(1);
  });

  it('a declined card marks the try failed (402) and a new card under the same request key is a new try', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 500, currency: 'eur' });
    const key = requestKey();
    await expect(h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(DEMO_CARD_DECLINED), idempotencyKey: key })).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
    });
    const ok = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: key });
    expect(await deposit(ok!.ref)).toMatchObject({ status: 'charged', sequence: 2 });
    const rows = await t.db.selectFrom('reservation_deposits').select(['status', 'sequence']).where('scope_key', '=', key).orderBy('sequence').execute();
    expect(rows).toEqual([
      { status: 'failed', sequence: 1 },
      { status: 'charged', sequence: 2 },
    ]);
  });

  it('refunds in full when the guest cancels 24 hours or more before; the cancellation e-mail says so', async () => {
    const h = reservationHarness(t, new Date('2026-05-01T10:00:00.000Z'));
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 2000, currency: 'eur' });
    const booking = h.booking(venueId, { partySize: 2, startsAt: '2026-05-02T10:00:00.000Z', language: 'en' });
    const secured = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    await t.db.transaction().execute(async (trx) => {
      await h.hooks.attachSecured(secured!.ref, booking.id, trx);
      await h.hooks.onReservationChanged({ kind: 'created', reservation: booking, previous: null, by: 'guest' }, trx);
    });
    h.bookings.set(booking.id, booking);
    await h.runner.runDueJobs();
    expect((await h.mails(booking.guestEmail!))[0]!.text_body).toContain('Deposit paid: €40.00');

    // Exactly 24 hours before: in time.
    await h.change('cancelled', { ...booking, status: 'cancelled' });
    expect((await deposit(secured!.ref)).status).toBe('refundPending');
    await h.runner.runDueJobs();
    const row = await deposit(secured!.ref);
    expect(row.status).toBe('refunded');
    expect(row.refund_ref).toMatch(/^demo_re_/);
    const mails = await h.mails(booking.guestEmail!);
    expect(mails.at(-1)!.subject).toBe('Your booking at Harbour Kitchen is cancelled');
    expect(mails.at(-1)!.text_body).toContain('Your deposit of €40.00 is being refunded to your card.');
    // The refund job again (a retry) refunds nothing more.
    await t.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date(0).toISOString() })
      .where('unique_key', '=', `reservation-deposit-refund:${row.id}`)
      .execute();
    await h.runner.runDueJobs();
    expect((await deposit(secured!.ref)).refund_ref).toBe(row.refund_ref);
  });

  it('keeps the deposit when the guest cancels less than 24 hours before, refunds when the venue cancels', async () => {
    const h = reservationHarness(t, new Date('2026-05-10T10:00:00.000Z'));
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 1000, currency: 'eur' });
    const late = h.booking(venueId, { partySize: 2, startsAt: '2026-05-11T09:59:00.000Z' });
    const byVenue = h.booking(venueId, { partySize: 2, startsAt: '2026-05-10T20:00:00.000Z' });
    for (const booking of [late, byVenue]) {
      const secured = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
      await t.db.transaction().execute((trx) => h.hooks.attachSecured(secured!.ref, booking.id, trx));
      await h.change('created', booking);
    }
    await h.change('cancelled', { ...late, status: 'cancelled' }, 'guest');
    await h.change('cancelled', { ...byVenue, status: 'cancelled' }, 'staff');
    await h.runner.runDueJobs();
    const status = async (reservationId: string) =>
      (await t.db.selectFrom('reservation_deposits').select('status').where('reservation_id', '=', reservationId).executeTakeFirstOrThrow()).status;
    expect(await status(late.id)).toBe('kept');
    expect(await status(byVenue.id)).toBe('refunded');
    const cancelMail = (await h.mails(late.guestEmail!)).find((m) => m.subject.includes('is cancelled'));
    expect(cancelMail!.text_body).toContain('is not refunded');
  });

  it('releases (refunds) a deposit whose booking was never made (lost race)', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 1000, currency: 'eur' });
    const secured = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    await h.hooks.releaseSecured(secured!.ref);
    await h.runner.runDueJobs();
    expect(await deposit(secured!.ref)).toMatchObject({ status: 'released', reservation_id: null });
    expect((await deposit(secured!.ref)).refund_ref).toMatch(/^demo_re_/);
  });
});

describe('the deposit sweep', () => {
  it('settles tries left pending by a crash from the gateway record, and gives back deposits no booking took', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 1000, currency: 'eur' });
    const old = new Date(Date.now() - 31 * 60_000).toISOString();
    const charged = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    const neverCharged = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    const orphan = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    const booked = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    await t.db.transaction().execute((trx) => h.hooks.attachSecured(booked!.ref, h.booking(venueId).id, trx));
    // Crashed after the charge (the gateway has it) / before the charge (a key the gateway never saw).
    await t.db.updateTable('reservation_deposits').set({ status: 'pending', provider_ref: null, updated_at: old }).where('id', '=', charged!.ref).execute();
    await t.db
      .updateTable('reservation_deposits')
      .set({ status: 'pending', provider_ref: null, idempotency_key: `never-charged-${neverCharged!.ref}`, updated_at: old })
      .where('id', '=', neverCharged!.ref)
      .execute();
    await t.db.updateTable('reservation_deposits').set({ updated_at: old }).where('id', 'in', [orphan!.ref, booked!.ref]).execute();

    expect(await h.extras.deposits.sweep()).toEqual({ settled: 2, released: 1 });
    await h.runner.runDueJobs();
    expect(await deposit(charged!.ref)).toMatchObject({ status: 'charged', provider_ref: expect.stringMatching(/^demo_/) });
    expect((await deposit(neverCharged!.ref)).status).toBe('failed');
    expect(await deposit(orphan!.ref)).toMatchObject({ status: 'released', refund_ref: expect.stringMatching(/^demo_re_/) });
    // Half an hour on, the settled charge is still tied to no booking: given back too.
    h.set(new Date(Date.now() + 31 * 60_000));
    // (Earlier tests' unbooked deposits in this database are given back too.)
    expect((await h.extras.deposits.sweep()).released).toBeGreaterThanOrEqual(1);
    await h.runner.runDueJobs();
    expect((await deposit(charged!.ref)).status).toBe('released');
    // A deposit a booking took stays charged.
    expect((await deposit(booked!.ref)).status).toBe('charged');
  });
});

describe('a refund left without its job', () => {
  it('is queued again by the sweep after an hour and refunded once', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'deposit', minPartySize: 2, amountPerPerson: 1000, currency: 'eur' });
    const secured = await h.hooks.secure({ restaurantId: venueId, partySize: 2, card: card(), idempotencyKey: requestKey() });
    const row = await deposit(secured!.ref);
    // A refund marked pending whose job is gone (a crash, or a job that ran out of attempts).
    const old = new Date(h.clock.now.getTime() - 61 * 60_000).toISOString();
    await t.db
      .updateTable('reservation_deposits')
      .set({ status: 'refundPending', refund_key: `reservation-deposit-refund:${row.id}`, updated_at: old })
      .where('id', '=', row.id)
      .execute();
    await h.extras.deposits.sweep();
    await h.runner.runDueJobs();
    const after = await deposit(row.id);
    expect(after).toMatchObject({ status: 'released', refund_ref: expect.stringMatching(/^demo_re_/) });
    // The next sweep finds nothing left to refund for it.
    await h.extras.deposits.sweep();
    await h.runner.runDueJobs();
    expect((await deposit(row.id)).refund_ref).toBe(after.refund_ref);
  });
});

describe('card holds and the no-show fee', () => {
  it('saves the card without charging; staff with money.refund charge the no-show fee once', async () => {
    const h = reservationHarness(t);
    h.rules.set(venueId, { mode: 'cardHold', minPartySize: 4, amountPerPerson: 1500, currency: 'eur' });
    const key = requestKey();
    const booking = h.booking(venueId, { partySize: 4 });
    const secured = await h.hooks.secure({ restaurantId: venueId, partySize: 4, card: card(), idempotencyKey: key });
    await t.db.transaction().execute((trx) => h.hooks.attachSecured(secured!.ref, booking.id, trx));
    await h.change('created', booking);
    expect(await deposit(secured!.ref)).toMatchObject({ mode: 'cardHold', status: 'saved', card_last4: '4242' });
    expect(await chargesUnder(key)).toHaveLength(0);
    await h.runner.runDueJobs();
    expect((await h.mails(booking.guestEmail!))[0]!.text_body).toContain('a no-show fee of €60.00 may be charged');

    // Not before the booking is a no-show.
    await expect(h.extras.deposits.chargeNoShowFee(venueId, booking.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    // Another venue's booking: 404.
    const other = await ownerVenue(t.app);
    await expect(h.extras.deposits.chargeNoShowFee(other.venueId, booking.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await h.change('status', { ...booking, status: 'noShow' }, 'staff');
    const charged = await h.extras.deposits.chargeNoShowFee(venueId, booking.id);
    const again = await h.extras.deposits.chargeNoShowFee(venueId, booking.id);
    expect(charged).toMatchObject({ status: 'feeCharged' });
    expect(again.fee_ref).toBe(charged.fee_ref);
    const fees = await t.db.selectFrom('demo_charges').selectAll().where('idempotency_key', 'like', `reservation-noshow:${charged.id}%`).execute();
    expect(fees).toHaveLength(1);
    expect(Number(fees[0]!.amount)).toBe(6000);
  });
});
