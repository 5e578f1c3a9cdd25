import { canTransition, type TOrderStatus } from '@menudelite/shared/orders/status';
import { enqueueOrderLifecycle } from './lifecycle.ts';
import type { TOrder } from '@menudelite/shared/orders/order';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TPermission } from '@menudelite/shared/team/permissions';
import type { TRealtime } from '../../plugins/socket.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent, type TRecordedStaffEvent } from '../staff-events/public.ts';
import { findTableRow } from '../tables/public.ts';
import { approvalFor, recordAudit, type TApprover } from '../team/public.ts';
import * as repo from './repository.ts';
import { loadStaffOrders } from './load-orders.ts';
import type { TOrderRow } from './mapper.ts';

/** Inside a transaction: moves one order from `row.status` to `to`, or answers null if someone else moved it first. */
async function move(trx: TDb, row: TOrderRow, to: TOrderStatus, now: string) {
  const from = row.status as TOrderStatus;
  if (!(await repo.updateStatusIf(trx, { restaurantId: row.restaurant_id, id: row.id, from, to, now }))) return null;
  return recordStaffEvent(
    trx,
    row.restaurant_id,
    'orderStatusChanged',
    { orderId: row.id, from, status: to, completedTime: to === 'completed' ? now : row.completed_time, updatedAt: now },
    now,
  );
}

/** Who may move an order to each status (docs/api/team.md): the kitchen bumps to preparing and ready. */
const PERMISSION_FOR: Record<TOrderStatus, TPermission | readonly TPermission[]> = {
  new: 'orders.take',
  accepted: 'orders.take',
  preparing: ['orders.take', 'orders.prepare'],
  ready: ['orders.take', 'orders.prepare'],
  completed: 'orders.take',
  cancelled: 'orders.cancel',
};

/**
 * Status changes, enforced by the server (packages/shared/src/orders/status.ts). Each is one
 * conditional UPDATE (`where status = <what was read>`) plus its staff event, in one transaction;
 * the events go out only after the commit.
 */
export function createTransitionsService(db: TDb, realtime: TRealtime, rateLimiter: TRateLimiter) {
  function announce(events: TRecordedStaffEvent<'orderStatusChanged'>[]) {
    for (const event of events) {
      emitStaffEvent(realtime, event);
      const { offset: _offset, ...forDiner } = event.payload;
      realtime.toOrder(event.payload.orderId).emit('orderStatusChanged', forDiner);
    }
  }

  async function transition(actor: TActor | null, id: string, to: TOrderStatus, expected?: TOrderStatus): Promise<TOrder> {
    const restaurantId = requireVenuePermission(actor, PERMISSION_FOR[to]);
    const row = await repo.findOrderRow(db, restaurantId, id);
    if (!row) throw notFound('Order');
    const current = row.status as TOrderStatus;
    if (expected && expected !== current)
      throw keyedError('CONFLICT', 'orderStatusChanged', { path: 'body.status', message: `The order is already ${current}` });
    if (!canTransition(current, to))
      throw keyedError('CONFLICT', 'transitionNotAllowed', { path: 'body.status', message: `An order that is ${current} cannot become ${to}` });
    // Cancelling a paid order gives money back: the caller's role must allow refunds, or a manager approves with their PIN.
    const approvedBy: TApprover | null =
      to === 'cancelled' && row.payment_status !== 'unpaid' ? await approvalFor({ db, rateLimiter }, actor, 'money.refund') : null;
    const event = await db.transaction().execute(async (trx) => {
      await lockStaffEvents(trx, restaurantId);
      const moved = await move(trx, row, to, nowIso());
      // Its code uses, points and gift card amounts go back, and what it earned is taken back (lifecycle.ts).
      if (moved && to === 'cancelled') await enqueueOrderLifecycle(trx, { kind: 'voided', reason: 'cancelled', orderId: row.id, restaurantId });
      if (moved && to === 'cancelled')
        await recordAudit(trx, actor!, restaurantId, {
          action: 'order.cancelled',
          targetType: 'order',
          targetId: row.id,
          details: { number: row.number, from: current, paymentStatus: row.payment_status, total: row.total },
          approvedBy,
        });
      return moved;
    });
    // Someone else changed it between our read and our update: exactly one of us wins.
    if (!event) throw keyedError('CONFLICT', 'orderStatusChanged', { message: 'Someone else changed this order just now' });
    announce([event]);
    return (await loadStaffOrders(db, [(await repo.findOrderRow(db, restaurantId, id))!]))[0]!;
  }

  return {
    transition,
    complete: (actor: TActor | null, id: string) => transition(actor, id, 'completed'),
    cancel: (actor: TActor | null, id: string) => transition(actor, id, 'cancelled'),

    /** Completes every open order of a table (SPEC section 4); orders someone else closed meanwhile are skipped. */
    async completeTable(actor: TActor | null, tableId: string): Promise<TOrder[]> {
      const restaurantId = requireVenuePermission(actor, 'orders.take');
      const table = await findTableRow(db, restaurantId, tableId);
      if (!table) throw notFound('Table');
      const now = nowIso();
      const events = await db.transaction().execute(async (trx) => {
        await lockStaffEvents(trx, restaurantId);
        const recorded: TRecordedStaffEvent<'orderStatusChanged'>[] = [];
        for (const row of await repo.openOrderRowsOfTable(trx, restaurantId, tableId)) {
          const event = await move(trx, row, 'completed', now);
          if (event) recorded.push(event);
        }
        return recorded;
      });
      announce(events);
      const ids = events.map((e) => e.payload.orderId);
      const rows = await Promise.all(ids.map((orderId) => repo.findOrderRow(db, restaurantId, orderId)));
      return loadStaffOrders(
        db,
        rows.filter((r) => r !== undefined),
      );
    },
  };
}
