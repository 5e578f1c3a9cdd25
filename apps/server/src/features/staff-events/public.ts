import type { TStaffEventPayloads, TStaffEventType } from '@menudelite/shared/orders/staff-events';
import type { TDb } from '../../db/database.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { deleteStaffEventsBefore, insertStaffEvent, lockStaffEventsOf } from './repository.ts';
import { STAFF_EVENTS_RETENTION_MS } from './service.ts';

export { lockStaffEventsOf as lockStaffEvents };

/** A staff event's payload as stored: everything but the offset, which the insert assigns. */
export type TStaffEventBody<T extends TStaffEventType> = Omit<TStaffEventPayloads[T], 'offset'>;
export type TRecordedStaffEvent<T extends TStaffEventType = TStaffEventType> = {
  restaurantId: string;
  type: T;
  payload: TStaffEventPayloads[T];
};

/**
 * Stores a staff-facing event in the caller's transaction (so it commits with the change it
 * describes) and answers it with its offset. Emit it with emitStaffEvent only after the commit.
 */
export async function recordStaffEvent<T extends TStaffEventType>(
  trx: TDb,
  restaurantId: string,
  type: T,
  body: TStaffEventBody<T>,
  createdAt: string,
): Promise<TRecordedStaffEvent<T>> {
  const offset = await insertStaffEvent(trx, { restaurantId, type, payload: JSON.stringify(body), createdAt });
  return { restaurantId, type, payload: { ...body, offset } as TStaffEventPayloads[T] };
}

/** Sends a stored event to the venue's staff sockets. */
export function emitStaffEvent(realtime: TRealtime, event: TRecordedStaffEvent): void {
  const room = realtime.toRestaurant(event.restaurantId);
  (room.emit as (type: string, payload: unknown) => boolean)(event.type, event.payload);
}

/** Drops events older than the replay window (7 days); the jobs feature runs it daily. Answers how many went. */
export function pruneOldStaffEvents(db: TDb, now = new Date()): Promise<number> {
  return deleteStaffEventsBefore(db, new Date(now.getTime() - STAFF_EVENTS_RETENTION_MS).toISOString());
}
