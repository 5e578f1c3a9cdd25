import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../lib/mailer.ts';
import { nowIso } from '../../db/rows.ts';
import type { TJobQueue, TJobRunner } from '../jobs/public.ts';
import { languageOr, renderReservationEmail, type TReservationEmailKind, type TReservationMoneyNote } from '../notifications/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import type { TReservationSource, TReservationView } from './ports.ts';
import { claimMessage, findDepositOfReservation, type TDepositRow } from './repository.ts';

export const RESERVATION_EMAIL_JOB = 'reservations.email';
export const RESERVATION_REMIND_JOB = 'reservations.remind';

const HOUR_MS = 3_600_000;
/** The reminders before a booking: 24 hours and 2 hours (issue 10 section 1). */
export const REMINDERS = [
  { kind: 'reminder24', beforeMs: 24 * HOUR_MS },
  { kind: 'reminder2', beforeMs: 2 * HOUR_MS },
] as const;

/** A one-off booking e-mail: the booking as it was at the change (its snapshot), so a later change does not rewrite what this one said. */
export type TEmailJob = {
  key: string;
  kind: 'confirmation' | 'change' | 'cancellation';
  reservation: TReservationView;
  sequence: number;
  money: TReservationMoneyNote | null;
};
export type TRemindJob = { reservationId: string; kind: 'reminder24' | 'reminder2'; startsAt: string };

/** Only bookings still expected get reminders. */
const LIVE = new Set<TReservationView['status']>(['booked', 'confirmed']);

export type TMailDeps = { db: TDb; jobs: TJobRunner; mailer: TMailer; publicUrl: string; source: TReservationSource; now: () => Date };

/** The reminder jobs of a booking at its current time: each keyed by the start, so a moved booking gets fresh ones and the old ones find it moved. */
export async function enqueueReminders(jobs: TJobQueue, reservation: TReservationView, now: Date, trx: TDb): Promise<void> {
  const startsAt = Date.parse(reservation.startsAt);
  for (const reminder of REMINDERS) {
    const runAt = startsAt - reminder.beforeMs;
    if (runAt <= now.getTime()) continue;
    const payload: TRemindJob = { reservationId: reservation.id, kind: reminder.kind, startsAt: reservation.startsAt };
    await jobs.enqueue(
      RESERVATION_REMIND_JOB,
      payload,
      { runAt: new Date(runAt), uniqueKey: `reservation-remind:${reservation.id}:${reservation.startsAt}:${reminder.kind}` },
      trx,
    );
  }
}

export async function enqueueEmail(jobs: TJobQueue, job: TEmailJob, trx: TDb): Promise<void> {
  await jobs.enqueue(RESERVATION_EMAIL_JOB, job, { uniqueKey: `reservation-email:${job.key}` }, trx);
}

/** What the e-mail says of the money: a deposit paid (or being refunded / kept), or a card held for a no-show fee. */
export function moneyNoteOf(deposit: TDepositRow | undefined, kind: TReservationEmailKind): TReservationMoneyNote | null {
  if (!deposit) return null;
  const base = { amount: Number(deposit.amount), currency: deposit.currency as TCurrency };
  if (deposit.mode === 'cardHold') return deposit.status === 'saved' && kind !== 'cancellation' ? { kind: 'cardHeld', ...base } : null;
  if (deposit.status === 'charged') return kind === 'cancellation' ? null : { kind: 'depositPaid', ...base };
  if (deposit.status === 'refundPending' || deposit.status === 'refunded') return { kind: 'depositRefund', ...base };
  if (deposit.status === 'kept') return { kind: 'depositKept', ...base };
  return null;
}

/** The two jobs: one-off e-mails (confirmation, change, cancellation) and reminders. Each e-mail's key is claimed with its outbox row. */
export function registerReservationMailJobs(d: TMailDeps): void {
  const links = (reservation: TReservationView) => {
    const manageUrl = d.publicUrl.replace(/\/$/, '') + reservation.manageUrlPath;
    return { manageUrl, confirmUrl: `${manageUrl}${manageUrl.includes('?') ? '&' : '?'}confirm=1` };
  };

  async function send(
    key: string,
    kind: TReservationEmailKind,
    reservation: TReservationView,
    extra: { sequence?: number; money: TReservationMoneyNote | null },
  ) {
    if (!reservation.guestEmail) return;
    const venue = await findRestaurantById(d.db, reservation.restaurantId);
    if (!venue) return;
    const { manageUrl, confirmUrl } = links(reservation);
    const email = await renderReservationEmail(languageOr(reservation.language), {
      kind,
      reservationId: reservation.id,
      venueName: venue.name,
      venueAddress: venue.address?.trim() ? venue.address : null,
      timeZone: venue.time_zone,
      guestName: reservation.guestName,
      startsAt: reservation.startsAt,
      endsAt: reservation.endsAt,
      partySize: reservation.partySize,
      manageUrl,
      confirmUrl,
      money: extra.money,
      sequence: extra.sequence ?? 0,
    });
    const to = reservation.guestEmail;
    await d.db.transaction().execute(async (trx) => {
      const first = await claimMessage(trx, { key, restaurant_id: reservation.restaurantId, reservation_id: reservation.id, kind, created_at: nowIso() });
      if (!first) return;
      await d.mailer.send(
        { to, subject: email.subject, text: email.text, html: email.html, restaurantId: reservation.restaurantId, attachments: email.attachments },
        trx,
      );
    });
    d.jobs.wake();
  }

  d.jobs.define<TEmailJob>(RESERVATION_EMAIL_JOB, async (job) => {
    await send(job.key, job.kind, job.reservation, { sequence: job.sequence, money: job.money });
  });

  d.jobs.define<TRemindJob>(RESERVATION_REMIND_JOB, async (job) => {
    const reservation = await d.source.findReservationView(d.db, job.reservationId);
    // Cancelled, completed, a no-show, or moved since this job was queued (the move queued fresh reminders): nothing to send.
    if (!reservation || !LIVE.has(reservation.status) || reservation.startsAt !== job.startsAt) return;
    if (Date.parse(reservation.startsAt) <= d.now().getTime()) return;
    const deposit = await findDepositOfReservation(d.db, reservation.id);
    await send(`${job.kind}:${reservation.id}:${job.startsAt}`, job.kind, reservation, { money: moneyNoteOf(deposit, job.kind) });
  });
}
