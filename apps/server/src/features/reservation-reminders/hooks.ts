import type { TDeps } from '../../deps.ts';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { createDeposits, type TDeposits } from './deposits.ts';
import { enqueueEmail, enqueueReminders, moneyNoteOf, registerReservationMailJobs } from './mail.ts';
import { findDepositOfReservation } from './repository.ts';
import type { TReservationChange, TReservationHooks, TReservationSource, TReservationView } from './ports.ts';

export type TReservationExtras = { hooks: TReservationHooks; deposits: TDeposits };

const LIVE = new Set<TReservationView['status']>(['booked', 'confirmed']);

/**
 * What features/reservations calls around a booking (its TReservationHooks port): the e-mails and
 * reminder jobs are enqueued in the booking's own transaction (so they exist exactly when it
 * committed), and deposits and card holds go through the payments provider. Registers the jobs.
 */
export function createReservationExtras(deps: TDeps, source: TReservationSource, options: { now?: () => Date } = {}): TReservationExtras {
  const now = options.now ?? (() => new Date());
  registerReservationMailJobs({ db: deps.db, jobs: deps.jobs, mailer: deps.mailer, publicUrl: deps.config.publicUrl, source, now });
  const deposits = createDeposits({ db: deps.db, jobs: deps.jobs, payments: deps.payments, source, now });
  deposits.register();

  async function onReservationChanged(change: TReservationChange, trx: TDb): Promise<void> {
    const { reservation, previous } = change;
    const mails = Boolean(reservation.guestEmail) && reservation.source !== 'walkIn';
    switch (change.kind) {
      case 'created':
        // The deposit is tied to the booking earlier in this transaction (attachSecured): the e-mail says what it was then.
        if (mails) {
          const money = moneyNoteOf(await findDepositOfReservation(trx, reservation.id), 'confirmation');
          await enqueueEmail(deps.jobs, { key: `confirmation:${reservation.id}`, kind: 'confirmation', reservation, sequence: 0, money }, trx);
        }
        if (LIVE.has(reservation.status)) await enqueueReminders(deps.jobs, reservation, now(), trx);
        return;
      case 'changed': {
        const moved = !previous || previous.startsAt !== reservation.startsAt;
        const resized = !previous || previous.partySize !== reservation.partySize;
        if (!moved && !resized) return; // a table change is the venue's business
        // SEQUENCE must grow with each change so calendars replace the event: seconds since the epoch do.
        const sequence = Math.floor(now().getTime() / 1000);
        if (mails) await enqueueEmail(deps.jobs, { key: `change:${reservation.id}:${newId()}`, kind: 'change', reservation, sequence, money: null }, trx);
        if (moved && LIVE.has(reservation.status)) await enqueueReminders(deps.jobs, reservation, now(), trx);
        return;
      }
      case 'cancelled': {
        const money = await deposits.onCancelled(reservation, change.by, trx);
        if (mails) await enqueueEmail(deps.jobs, { key: `cancellation:${reservation.id}`, kind: 'cancellation', reservation, sequence: 0, money }, trx);
        return;
      }
      case 'status':
        if (reservation.status === 'noShow') await deposits.onNoShow(reservation, trx);
        return;
    }
  }

  return {
    deposits,
    hooks: {
      onReservationChanged,
      secure: (input) => deposits.secure(input),
      attachSecured: (ref, reservationId, trx) => deposits.attach(ref, reservationId, trx),
      releaseSecured: (ref) => deposits.release(ref),
    },
  };
}
