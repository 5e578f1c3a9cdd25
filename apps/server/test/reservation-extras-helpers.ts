import { createJobRunner } from '../src/features/jobs/public.ts';
import { createReservationExtras, type TDepositSettings, type TReservationView } from '../src/features/reservation-reminders/public.ts';
import { attachmentsOf } from '../src/lib/mailer.ts';
import { newId } from '../src/lib/ids.ts';
import type { TTestApp } from './helpers/test-app.ts';

const silent = { error: () => {}, warn: () => {} };
/** Shared by every harness of a test file: one harness's runner may take another's due jobs (same kinds, same table). */
const bookings = new Map<string, TReservationView>();
const rules = new Map<string, TDepositSettings>();

/**
 * The reservation e-mails, reminders and deposits wired to an in-memory booking source (what
 * features/reservations' public.ts answers) and a job runner on a clock the test moves.
 */
export function reservationHarness(t: TTestApp, start = new Date()) {
  const clock = { now: start };
  const now = () => clock.now;
  const runner = createJobRunner({ db: t.db, log: silent, now });
  const extras = createReservationExtras(
    { ...t.deps, jobs: runner },
    {
      findReservationView: async (_db, id) => bookings.get(id),
      findDepositSettings: async (_db, restaurantId) => rules.get(restaurantId) ?? { mode: 'none', minPartySize: 8, amountPerPerson: 0, currency: 'eur' },
    },
    { now },
  );

  function booking(restaurantId: string, fields: Partial<TReservationView> = {}): TReservationView {
    const id = fields.id ?? newId();
    const startsAt = fields.startsAt ?? new Date(clock.now.getTime() + 3 * 86_400_000).toISOString();
    return {
      id,
      restaurantId,
      status: 'booked',
      startsAt,
      endsAt: new Date(Date.parse(startsAt) + 2 * 3_600_000).toISOString(),
      partySize: 4,
      guestName: 'Amal Haddad',
      guestEmail: `guest-${id.slice(-8)}@example.com`,
      guestPhone: '+35699123456',
      language: 'en',
      manageUrlPath: `/restaurants/${restaurantId}/bookingConfirmation/${id}?token=tok-${id.slice(-6)}`,
      source: 'online',
      ...fields,
    };
  }

  return {
    clock,
    runner,
    extras,
    hooks: extras.hooks,
    bookings,
    rules,
    booking,
    set: (at: Date) => {
      clock.now = at;
    },
    /** Writes a change as features/reservations does: the booking, then the hook, in one transaction. */
    async change(kind: 'created' | 'changed' | 'cancelled' | 'status', reservation: TReservationView, by: 'guest' | 'staff' = 'guest') {
      const previous = bookings.get(reservation.id) ?? null;
      await t.db.transaction().execute(async (trx) => {
        await extras.hooks.onReservationChanged({ kind, reservation, previous, by }, trx);
      });
      bookings.set(reservation.id, reservation);
    },
    async mails(to: string) {
      const rows = await t.db.selectFrom('email_outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
      return rows.map((row) => ({ ...row, attachments: attachmentsOf(row) }));
    },
    async jobsOf(reservationId: string) {
      const rows = await t.db.selectFrom('jobs').selectAll().where('unique_key', 'like', `%${reservationId}%`).orderBy('run_at').execute();
      return rows;
    },
  };
}

/** Unfolds an iCalendar text (RFC 5545 3.1) and returns its VEVENT properties by name. */
export function icsEvent(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  if (start < 0 || end < 0) throw new Error('no VEVENT');
  const props: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    props[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1);
  }
  return props;
}

/** 2026-03-29T17:30Z as the ics writes it: 20260329T173000Z. */
export const icsUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
