import { billRoom } from '@menudelite/shared/socket/events';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/database.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import type { TPaymentProvider } from '../payments/public.ts';
import { emitStaffEvent, type TRecordedStaffEvent } from '../staff-events/public.ts';
import type { TCachedBill } from './read-cache.ts';
import { buildBill } from './reader.ts';
import { findBill } from './repository.ts';
import { toSummary } from './view.ts';

export type TBillEmitDeps = {
  db: TDb;
  payments: TPaymentProvider;
  realtime?: TRealtime | undefined;
  /** Where a failed broadcast is reported (it never fails the change it reports). */
  log?: Pick<FastifyBaseLogger, 'warn'> | undefined;
};

/**
 * After a bill's change committed: the whole bill to everyone viewing it (billUpdated, bill room),
 * its figures to the venue's staff (staffBillUpdated), and any stored staff event. Best effort: a
 * client that missed it reloads the bill (diners) or replays /api/staff-events (staff), so a failure
 * is logged, never thrown. The view built here is the read cache's new entry (answered too), so the
 * diners' next reads find it ready.
 */
export async function emitBillChanged(
  d: TBillEmitDeps,
  restaurantId: string,
  billId: string,
  staffEvents: readonly TRecordedStaffEvent[] = [],
): Promise<TCachedBill | null> {
  const realtime = d.realtime;
  if (!realtime) return null;
  try {
    for (const event of staffEvents) emitStaffEvent(realtime, event);
    const bill = await findBill(d.db, restaurantId, billId);
    const entry = bill ? await buildBill(d, bill) : null;
    if (!entry) return null;
    realtime.io.to(billRoom(billId)).emit('billUpdated', entry.bill);
    realtime.toRestaurant(restaurantId).emit('staffBillUpdated', toSummary(entry.state));
    return entry;
  } catch (error) {
    d.log?.warn({ err: error, billId }, 'bill update not broadcast');
    return null;
  }
}
