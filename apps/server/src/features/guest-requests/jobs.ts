import { OPEN_REQUEST_STATUSES, WAKE_UP_ESCALATION_MINUTES } from '@menudelite/shared/hotel/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TDb } from '../../db/database.ts';
import type { TMailer } from '../../lib/mailer.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import type { TJobRunner } from '../jobs/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { lockStaffEvents } from '../staff-events/public.ts';
import { addStayCharges, findStayInfo, type TCheckOutHook } from '../stays/public.ts';
import { announce, recordRequestEvent, type TPendingAnnouncement, type TRequestEventLog } from './events.ts';
import * as repo from './repository.ts';
import { wakeUpEmail } from './wake-up-email.ts';

export const WAKE_UP_DUE_JOB = 'hotel.wakeUpDue';
export const WAKE_UP_ESCALATE_JOB = 'hotel.wakeUpEscalate';
export const APPROVAL_EXPIRE_JOB = 'hotel.approvalExpire';
type TRequestJob = { requestId: string };

/** A wake-up call that is due counts as taken on once staff moved it to inProgress or done. */
const UNTAKEN = ['new', 'acknowledged'] as const;

export type TRequestJobDeps = {
  db: TDb;
  mailer: TMailer;
  realtime?: TRealtime | undefined;
  log?: TRequestEventLog | undefined;
  now?: () => Date;
  /** One minute of the hotel's timers: 60,000 but under TEST_HOTEL_MINUTE_MS (the end-to-end spec). */
  minuteMs?: number;
};

/**
 * The hotel's timers on the durable job runner (docs/api/hotel.md):
 * - a wake-up call at its time: the staff task is raised (guestRequestChanged wakeUpDue), the guest's
 *   app rings (wakeUpCall) and, with an e-mail on the stay, the guest gets one in their language;
 * - 5 minutes later, if nobody took the call on: it escalates (guestRequestChanged wakeUpEscalated);
 * - an approval amenity nobody acknowledged in time cancels itself (reason expired).
 * Each step is a conditional update, so a repeated or late job does nothing twice, and a request
 * cancelled meanwhile (by the guest, staff or check-out) is left alone.
 */
export function registerGuestRequestJobs(jobs: Pick<TJobRunner, 'define' | 'enqueue'>, deps: TRequestJobDeps): void {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const minuteMs = deps.minuteMs ?? 60_000;

  jobs.define<TRequestJob>(WAKE_UP_DUE_JOB, async ({ requestId }) => {
    const row = await repo.findRequestById(db, requestId);
    if (!row || row.type !== 'wakeUp') return;
    const at = now();
    const pending = await db.transaction().execute(async (trx): Promise<TPendingAnnouncement | null> => {
      await lockStaffEvents(trx, row.restaurant_id);
      if (!(await repo.markRaised(trx, requestId, at.toISOString(), OPEN_REQUEST_STATUSES))) return null;
      const escalateAt = new Date(at.getTime() + WAKE_UP_ESCALATION_MINUTES * minuteMs);
      await jobs.enqueue(WAKE_UP_ESCALATE_JOB, { requestId }, { runAt: escalateAt, uniqueKey: `${WAKE_UP_ESCALATE_JOB}:${requestId}` }, trx);
      const stay = await findStayInfo(trx, row.restaurant_id, row.stay_id);
      if (stay?.email && stay.open) {
        const venue = await findRestaurantById(trx, row.restaurant_id);
        const mail = wakeUpEmail(stay.language as TLanguage, row.room_number, venue?.name ?? '');
        await deps.mailer.send({ to: stay.email, restaurantId: row.restaurant_id, ...mail }, trx);
      }
      const fresh = (await repo.findRequestById(trx, requestId))!;
      return { ...(await recordRequestEvent(trx, fresh, 'wakeUpDue', at.toISOString())), wakeUpCall: true };
    });
    if (pending) announce(deps.realtime, deps.log, [pending]);
  });

  jobs.define<TRequestJob>(WAKE_UP_ESCALATE_JOB, async ({ requestId }) => {
    const row = await repo.findRequestById(db, requestId);
    if (!row) return;
    const at = now().toISOString();
    const pending = await db.transaction().execute(async (trx): Promise<TPendingAnnouncement | null> => {
      await lockStaffEvents(trx, row.restaurant_id);
      if (!(await repo.markEscalated(trx, requestId, at, UNTAKEN))) return null;
      const fresh = (await repo.findRequestById(trx, requestId))!;
      return recordRequestEvent(trx, fresh, 'wakeUpEscalated', at);
    });
    if (pending) announce(deps.realtime, deps.log, [pending]);
  });

  jobs.define<TRequestJob>(APPROVAL_EXPIRE_JOB, async ({ requestId }) => {
    const row = await repo.findRequestById(db, requestId);
    if (!row || row.status !== 'new' || !row.approval_expires_at) return;
    const at = now().toISOString();
    const pending = await db.transaction().execute(async (trx): Promise<TPendingAnnouncement | null> => {
      await lockStaffEvents(trx, row.restaurant_id);
      if (!(await repo.moveRequest(trx, requestId, ['new'], { status: 'cancelled', cancel_reason: 'expired', updated_at: at }))) return null;
      await addStayCharges(trx, row.stay_id, -Number(row.charge_total), at);
      const fresh = (await repo.findRequestById(trx, requestId))!;
      return recordRequestEvent(trx, fresh, 'approvalExpired', at);
    });
    if (pending) announce(deps.realtime, deps.log, [pending]);
  });
}

/** Check-out cancels the stay's open requests (wake-up calls included) and takes their charges off, in the check-out's transaction. */
export function guestRequestsCheckOut(deps: { realtime?: TRealtime | undefined; log?: TRequestEventLog | undefined }): TCheckOutHook {
  return async (trx, stay, at) => {
    // The check-out holds the venue's staff-event lock (taken first), so no request move runs meanwhile;
    // each request is still cancelled by its own conditional update and only those refunded.
    const open = await repo.listOpenRequestsOfStay(trx, stay.id, OPEN_REQUEST_STATUSES);
    const pending: TPendingAnnouncement[] = [];
    let refund = 0;
    for (const row of open) {
      if (!(await repo.moveRequest(trx, row.id, OPEN_REQUEST_STATUSES, { status: 'cancelled', cancel_reason: 'checkOut', updated_at: at }))) continue;
      refund += Number(row.charge_total);
      const fresh = (await repo.findRequestById(trx, row.id))!;
      pending.push(await recordRequestEvent(trx, fresh, 'checkOut', at));
    }
    await addStayCharges(trx, stay.id, -refund, at);
    return { cancelledRequests: pending.length, afterCommit: () => announce(deps.realtime, deps.log, pending) };
  };
}
