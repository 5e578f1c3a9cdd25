import { toGuestRequestEventSummary, type REQUEST_CHANGE_REASONS } from '@menudelite/shared/hotel/contracts';
import { stayRoom } from '@menudelite/shared/socket/events';
import type { TDb } from '../../db/database.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { emitStaffEvent, recordStaffEvent, type TRecordedStaffEvent } from '../staff-events/public.ts';
import { toRequest } from './mapper.ts';
import type { TGuestRequestRow } from './repository.ts';

export type TChangeReason = (typeof REQUEST_CHANGE_REASONS)[number];
export type TRequestEventLog = { warn: (obj: object, msg: string) => void };

/** A change to announce once its transaction committed: the staff event (stored) and the request as the guest sees it. */
export type TPendingAnnouncement = { event: TRecordedStaffEvent; request: TGuestRequestRow; wakeUpCall?: boolean };

/** Stores the staff event of a new request (amenityRequest) or a change (guestRequestChanged) in the caller's transaction. */
export async function recordRequestEvent(trx: TDb, row: TGuestRequestRow, reason: 'new' | TChangeReason, at: string): Promise<TPendingAnnouncement> {
  const request = toGuestRequestEventSummary(toRequest(row));
  const event =
    reason === 'new'
      ? await recordStaffEvent(trx, row.restaurant_id, 'amenityRequest', { requestId: row.id, request }, at)
      : await recordStaffEvent(trx, row.restaurant_id, 'guestRequestChanged', { requestId: row.id, reason, request }, at);
  return { event, request: row };
}

/**
 * After the commit: the staff event to the venue's staff, the request to the guest's stay room
 * (guestRequestUpdated) and, when a wake-up call is due, wakeUpCall. Best effort: a client that
 * missed it replays /api/staff-events (staff) or reloads its requests (guest).
 */
export function announce(realtime: TRealtime | undefined, log: TRequestEventLog | undefined, pending: readonly TPendingAnnouncement[]): void {
  if (!realtime) return;
  for (const item of pending) {
    try {
      emitStaffEvent(realtime, item.event);
      const room = realtime.io.to(stayRoom(item.request.stay_id));
      room.emit('guestRequestUpdated', toRequest(item.request));
      if (item.wakeUpCall && item.request.due_at) room.emit('wakeUpCall', { requestId: item.request.id, dueAt: item.request.due_at });
    } catch (error) {
      log?.warn({ err: error, requestId: item.request.id }, 'guest request update not broadcast');
    }
  }
}
