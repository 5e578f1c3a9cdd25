import {
  canMoveRequest,
  guestCanCancel,
  OPEN_REQUEST_STATUSES,
  targetMinutesOf,
  WAKE_UP_MAX_DAYS_AHEAD,
  type TGuestRequest,
  type TGuestRequestCreate,
  type TRequestItem,
  type TRequestStatusUpdate,
  type TStaffRequestListQuery,
} from '@menudelite/shared/hotel/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { lockStaffEvents } from '../staff-events/public.ts';
import { addStayCharges, lockOpenStay, type TGuestSessionInfo } from '../stays/public.ts';
import { announce, recordRequestEvent, type TPendingAnnouncement, type TRequestEventLog } from './events.ts';
import { decodeCursor, encodeCursor, toRequest } from './mapper.ts';
import * as repo from './repository.ts';
import { APPROVAL_EXPIRE_JOB, WAKE_UP_DUE_JOB } from './jobs.ts';

export type TGuestRequestDeps = {
  db: TDb;
  jobs: TJobQueue;
  realtime?: TRealtime | undefined;
  log?: TRequestEventLog | undefined;
  now?: () => Date;
  /** How long one minute of the hotel's own timers lasts (approval expiry): 60,000 but under TEST_HOTEL_MINUTE_MS. */
  minuteMs?: number;
  /** Counts a new request of the stay in its transaction; throws 429 over the limit (routes: GUEST_REQUESTS_PER_STAY). */
  admit?: (trx: TDb, stayId: string) => Promise<void>;
};

const statusChanged = () => keyedError('CONFLICT', 'requestStatusChanged');
const notAllowed = (from: string, to: string) =>
  keyedError('CONFLICT', 'requestTransitionNotAllowed', { path: 'body.status', message: `A request cannot move from ${from} to ${to}` });

/** Guest requests (docs/api/hotel.md): guests send amenity, wake-up and service requests; staff move them along. */
export function createGuestRequests(deps: TGuestRequestDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const minuteMs = deps.minuteMs ?? 60_000;

  async function page(restaurantId: string, filter: Omit<repo.TRequestFilter, 'after' | 'limit'>, limit: number, cursor: string | undefined) {
    const after = decodeCursor(cursor);
    if (after === null) throw invalidField('query.cursor', 'invalidCursor');
    const rows = await repo.listRequests(db, restaurantId, { ...filter, after, limit: limit + 1 });
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    return { items: items.map(toRequest), nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null };
  }

  /** One status move in one transaction; the charge of a cancelled request comes off the stay. */
  async function move(row: repo.TGuestRequestRow, to: TGuestRequest['status'], cancelReason: 'guest' | 'staff' | null): Promise<TGuestRequest> {
    const at = now().toISOString();
    const pending = await db.transaction().execute(async (trx) => {
      // The venue's staff-event lock first (as check-out and the jobs): a move and a check-out never wait on each other crosswise.
      await lockStaffEvents(trx, row.restaurant_id);
      const won = await repo.moveRequest(trx, row.id, [row.status], {
        status: to,
        updated_at: at,
        ...(to === 'acknowledged' ? { acknowledged_at: at } : {}),
        ...(to === 'done' ? { done_at: at } : {}),
        ...(to === 'cancelled' ? { cancel_reason: cancelReason } : {}),
      });
      if (!won) throw statusChanged();
      if (to === 'cancelled') await addStayCharges(trx, row.stay_id, -Number(row.charge_total), at);
      const fresh = (await repo.findRequestById(trx, row.id))!;
      return recordRequestEvent(trx, fresh, 'status', at);
    });
    announce(deps.realtime, deps.log, [pending]);
    return toRequest(pending.request);
  }

  return {
    /* ---- guests (X-Guest-Token) ---- */

    async create(guest: TGuestSessionInfo, input: TGuestRequestCreate): Promise<TGuestRequest> {
      const created = now();
      const at = created.toISOString();
      let items: TRequestItem[] = [];
      let dueAt: string | null = null;
      let approvalExpiresAt: string | null = null;
      let targetAt = new Date(created.getTime() + targetMinutesOf(input.type, input.type === 'service' ? input.priority : 'normal') * 60_000).toISOString();

      if (input.type === 'wakeUp') {
        const due = new Date(input.dueAt);
        if (!(due.getTime() > created.getTime())) throw invalidField('body.dueAt', 'mustBeFuture');
        if (due.getTime() > created.getTime() + WAKE_UP_MAX_DAYS_AHEAD * 86_400_000) {
          throw invalidField('body.dueAt', 'wakeUpTooFar', { days: WAKE_UP_MAX_DAYS_AHEAD });
        }
        dueAt = due.toISOString();
        targetAt = new Date(due.getTime() + targetMinutesOf('wakeUp', 'normal') * 60_000).toISOString();
      }
      if (input.type === 'amenity') {
        const amenities = await repo.listAmenities(db, guest.restaurantId, true);
        const byId = new Map(amenities.map((a) => [a.id, a]));
        const seen = new Set<string>();
        let approvalMinutes: number | null = null;
        items = input.items.map((line, i) => {
          const amenity = byId.get(line.amenityId);
          if (!amenity) throw invalidField(`body.items.${i}.amenityId`, 'amenityUnknown');
          if (seen.has(line.amenityId)) throw invalidField(`body.items.${i}.amenityId`, 'idsRepeat');
          seen.add(line.amenityId);
          if (line.quantity > amenity.max_quantity) throw invalidField(`body.items.${i}.quantity`, 'tooBig', { max: amenity.max_quantity });
          if (amenity.mode === 'approval') approvalMinutes = Math.min(approvalMinutes ?? Infinity, amenity.approval_expiry_minutes ?? 30);
          const translations = JSON.parse(amenity.translations) as Record<string, string>;
          return {
            amenityId: amenity.id,
            name: translations[guest.language] ?? amenity.name,
            quantity: line.quantity,
            mode: amenity.mode as TRequestItem['mode'],
            unitPrice: amenity.mode === 'charged' ? Number(amenity.price) : 0,
          };
        });
        if (approvalMinutes !== null) approvalExpiresAt = new Date(created.getTime() + approvalMinutes * minuteMs).toISOString();
      }
      const chargeTotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
      const row: repo.TGuestRequestRow = {
        id: newId(),
        restaurant_id: guest.restaurantId,
        stay_id: guest.stayId,
        room_id: guest.roomId,
        room_number: guest.roomNumber,
        guest_name: guest.guestName,
        type: input.type,
        status: 'new',
        category: input.type === 'service' ? input.category : null,
        priority: input.type === 'service' ? input.priority : 'normal',
        note: input.note ? input.note : null,
        items: JSON.stringify(items),
        charge_total: chargeTotal,
        due_at: dueAt,
        raised_at: null,
        escalated_at: null,
        approval_expires_at: approvalExpiresAt,
        cancel_reason: null,
        target_at: targetAt,
        acknowledged_at: null,
        done_at: null,
        created_at: at,
        updated_at: at,
      };
      const pending: TPendingAnnouncement = await db.transaction().execute(async (trx) => {
        await lockStaffEvents(trx, guest.restaurantId);
        // The stay must still be open, and a check-out cannot slip in before this commits.
        if (!(await lockOpenStay(trx, guest.stayId, at))) throw keyedError('CONFLICT', 'noOpenStay');
        await deps.admit?.(trx, guest.stayId);
        await repo.insertRequest(trx, row);
        await addStayCharges(trx, guest.stayId, chargeTotal, at);
        if (dueAt) await deps.jobs.enqueue(WAKE_UP_DUE_JOB, { requestId: row.id }, { runAt: dueAt, uniqueKey: `${WAKE_UP_DUE_JOB}:${row.id}` }, trx);
        if (approvalExpiresAt) {
          await deps.jobs.enqueue(APPROVAL_EXPIRE_JOB, { requestId: row.id }, { runAt: approvalExpiresAt, uniqueKey: `${APPROVAL_EXPIRE_JOB}:${row.id}` }, trx);
        }
        return recordRequestEvent(trx, row, 'new', at);
      });
      announce(deps.realtime, deps.log, [pending]);
      return toRequest(row);
    },

    async listForGuest(guest: TGuestSessionInfo, query: { limit: number; cursor?: string | undefined }): Promise<TPage<TGuestRequest>> {
      return page(guest.restaurantId, { stayId: guest.stayId }, query.limit, query.cursor);
    },

    /** The guest withdraws a request nobody started on; another stay's request is 404. */
    async cancelByGuest(guest: TGuestSessionInfo, id: string): Promise<TGuestRequest> {
      const row = await repo.findRequest(db, guest.restaurantId, id);
      if (!row || row.stay_id !== guest.stayId) throw notFound('Request');
      if (!guestCanCancel(row.status as TGuestRequest['status'])) throw notAllowed(row.status, 'cancelled');
      return move(row, 'cancelled', 'guest');
    },

    /* ---- staff (guests.serve) ---- */

    async list(actor: TActor | null, query: TStaffRequestListQuery): Promise<TPage<TGuestRequest>> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      const statuses = query.status === 'open' ? OPEN_REQUEST_STATUSES : query.status ? [query.status] : undefined;
      return page(restaurantId, { type: query.type, statuses, room: query.room, stayId: query.stayId }, query.limit, query.cursor);
    },

    async get(actor: TActor | null, id: string): Promise<TGuestRequest> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      const row = await repo.findRequest(db, restaurantId, id);
      if (!row) throw notFound('Request');
      return toRequest(row);
    },

    /** new → acknowledged → inProgress → done, or cancelled; concurrent moves: one wins, the other 409 requestStatusChanged. */
    async setStatus(actor: TActor | null, id: string, input: TRequestStatusUpdate): Promise<TGuestRequest> {
      const restaurantId = requireVenuePermission(actor, 'guests.serve');
      const row = await repo.findRequest(db, restaurantId, id);
      if (!row) throw notFound('Request');
      if (!canMoveRequest(row.status as TGuestRequest['status'], input.status)) throw notAllowed(row.status, input.status);
      return move(row, input.status, input.status === 'cancelled' ? 'staff' : null);
    },
  };
}
export type TGuestRequests = ReturnType<typeof createGuestRequests>;
