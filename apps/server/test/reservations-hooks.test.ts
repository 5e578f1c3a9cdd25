import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicReservations } from '../src/features/reservations/public-service.ts';
import { createReservationTokens, findReservationView, type TReservationChange, type TReservationHooks } from '../src/features/reservations/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { counts, createResvVenue, dayAhead, GUEST, newKey, slotsOf, type TResvVenue } from './reservations-venue.ts';

let t: TTestApp;
let v: TResvVenue;
beforeAll(async () => {
  t = await createTestApp();
  v = await createResvVenue(t, [2, 4]);
});
afterAll(() => t.close());

function service(hooks: TReservationHooks) {
  return createPublicReservations({
    db: t.db,
    tokens: createReservationTokens(t.deps.config),
    hooks,
    rateLimiter: t.deps.rateLimiter,
    holdsPerIpPerMinute: 1_000_000,
    now: () => new Date(),
  });
}

describe('hooks for e-mails, reminders and deposits', () => {
  it('runs onReservationChanged inside the change’s transaction: created, changed, status, cancelled; a throwing hook rolls the change back', async () => {
    const seen: TReservationChange[] = [];
    let fail = false;
    const guests = service({
      onReservationChanged: async (change, trx) => {
        // Inside the transaction: the row as the change wrote it is visible on trx.
        const row = await trx.selectFrom('reservations').select('status').where('id', '=', change.reservation.id).executeTakeFirstOrThrow();
        expect(row.status).toBe(change.reservation.status);
        if (fail) throw new Error('mail queue down');
        seen.push(change);
      },
    });
    const slots = await slotsOf(t, v, dayAhead(2), 2);
    const hold = await guests.hold(v.restaurantId, { partySize: 2, startsAt: slots[40]! }, '127.0.0.1');
    const { response } = await guests.book(v.restaurantId, newKey(), { ...GUEST, language: 'en', holdId: hold.holdId, token: hold.token });
    const id = response.reservation.id;
    await guests.change(id, response.manageToken, { partySize: 3 });
    await guests.confirm(id, response.manageToken);
    expect(seen.map((c) => c.kind)).toEqual(['created', 'changed', 'status']);
    expect(seen[0]!.by).toBe('guest');
    expect(seen[0]!.reservation.manageUrlPath).toBe(
      `/restaurants/${v.restaurantId}/bookingConfirmation/${id}?token=${encodeURIComponent(response.manageToken)}`,
    );
    expect(seen[1]!.previous!.partySize).toBe(2);
    expect(seen[1]!.reservation.partySize).toBe(3);

    fail = true;
    const before = await counts(t);
    await expect(guests.cancel(id, response.manageToken)).rejects.toThrow('mail queue down');
    expect(await counts(t)).toEqual(before);
    expect((await guests.read(id, response.manageToken)).status).toBe('confirmed');
    fail = false;
    await guests.cancel(id, response.manageToken);
    expect(seen.at(-1)!.kind).toBe('cancelled');

    const view = await findReservationView(t.db, id, createReservationTokens(t.deps.config));
    expect(view).toMatchObject({ status: 'cancelled', partySize: 3, guestEmail: 'amal@example.com' });
  });

  it('asks secure() for a deposit only when the rule applies, attaches it in the transaction and releases it when the booking fails', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/reservations/settings',
      headers: v.headers,
      payload: {
        ...(await t.app.inject({ method: 'GET', url: '/api/reservations/settings', headers: v.headers })).json().settings,
        deposit: { mode: 'deposit', minPartySize: 4, amountPerPerson: 1000 },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const calls: string[] = [];
    const guests = service({
      onReservationChanged: async () => {},
      secure: async (input) => {
        calls.push(`secure:${input.partySize}`);
        return { ref: 'dep-1' };
      },
      attachSecured: async (ref, id) => {
        calls.push(`attach:${ref}:${id.length > 0}`);
      },
      releaseSecured: async (ref) => {
        calls.push(`release:${ref}`);
      },
    });
    const slots = await slotsOf(t, v, dayAhead(3), 4);
    const small = await guests.hold(v.restaurantId, { partySize: 2, startsAt: slots[10]! }, '127.0.0.1');
    expect(small.deposit).toBeNull();
    await guests.book(v.restaurantId, newKey(), { ...GUEST, language: 'en', holdId: small.holdId, token: small.token });
    expect(calls).toEqual([]);

    const big = await guests.hold(v.restaurantId, { partySize: 4, startsAt: slots[20]! }, '127.0.0.1');
    expect(big.deposit).toEqual({ mode: 'deposit', amount: 4000, currency: 'eur' });
    await guests.book(v.restaurantId, newKey(), {
      ...GUEST,
      language: 'en',
      holdId: big.holdId,
      token: big.token,
      card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(calls).toEqual(['secure:4', 'attach:dep-1:true']);

    // Growing a party of 2 past the deposit rule on the manage page: 409 depositRequired, nothing written.
    const manage = createReservationTokens(t.deps.config).issue(small.holdId);
    const grow = await t.app.inject({ method: 'PATCH', url: `/api/public/reservations/${small.holdId}?token=${manage}`, payload: { partySize: 4 } });
    expect(grow.statusCode).toBe(409);
    expect(grow.json().error.details[0].key).toBe('depositRequired');
    expect((await guests.read(small.holdId, manage)).partySize).toBe(2);

    // A lapsed hold whose table was taken meanwhile: 410, and the deposit is released.
    const lapsed = await guests.hold(v.restaurantId, { partySize: 4, startsAt: slots[40]! }, '127.0.0.1');
    await t.db
      .updateTable('reservations')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', lapsed.holdId)
      .execute();
    await guests.hold(v.restaurantId, { partySize: 4, startsAt: slots[40]! }, '127.0.0.1');
    calls.length = 0;
    await expect(guests.book(v.restaurantId, newKey(), { ...GUEST, language: 'en', holdId: lapsed.holdId, token: lapsed.token })).rejects.toMatchObject({
      code: 'HOLD_EXPIRED',
    });
    expect(calls).toEqual(['secure:4', 'release:dep-1']);
  });
});
