import type { TOrder } from '@menudelite/shared/orders/order';
import { emptyCounts, type TOrderCounts } from '@menudelite/shared/orders/status';
import type { TOrderListQuery } from '@menudelite/shared/orders/staff-orders';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import type { TRealtime } from '../../plugins/socket.ts';
import { findEmployeeRow } from '../employees/public.ts';
import { emitStaffEvent, lockStaffEvents, recordStaffEvent } from '../staff-events/public.ts';
import { loadStaffOrders } from './load-orders.ts';
import * as repo from './repository.ts';
import type { TSmsProvider } from './sms-provider.ts';
import { languageOr, renderOrderReadySms } from '../notifications/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';

/** Stores orderUpdated so every dashboard shows the new assignment or SMS flag. */
function recordOrderUpdated(trx: TDb, order: TOrder, now: string) {
  return recordStaffEvent(trx, order.restaurantId, 'orderUpdated', { orderId: order.id, order }, now);
}

/** Staff reads and per-order actions of the /orders dashboard. Status changes live in transitions-service.ts. */
export function createOrdersService(db: TDb, realtime: TRealtime, sms: TSmsProvider) {
  async function getOwn(restaurantId: string, id: string): Promise<TOrder> {
    const row = await repo.findOrderRow(db, restaurantId, id);
    if (!row) throw notFound('Order');
    return (await loadStaffOrders(db, [row]))[0]!;
  }

  return {
    async list(actor: TActor | null, query: TOrderListQuery): Promise<TPage<TOrder>> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      const { rows, nextCursor } = await repo.listOrderRows(db, restaurantId, query);
      return { items: await loadStaffOrders(db, rows), nextCursor };
    },

    /** Counted from the orders themselves, so they can never drift from the lists. */
    async counts(actor: TActor | null, window: { from?: string | undefined; to?: string | undefined }): Promise<TOrderCounts> {
      const restaurantId = requireVenuePermission(actor, 'orders.view');
      const counts = emptyCounts();
      for (const { status, count } of await repo.countByStatus(db, restaurantId, window)) {
        if (status in counts) counts[status] = count;
      }
      return counts;
    },

    async get(actor: TActor | null, id: string): Promise<TOrder> {
      return getOwn(requireVenuePermission(actor, 'orders.view'), id);
    },

    async assign(actor: TActor | null, id: string, employeeId: string | null): Promise<TOrder> {
      const restaurantId = requireVenuePermission(actor, 'orders.take');
      await getOwn(restaurantId, id);
      if (employeeId) {
        const employee = await findEmployeeRow(db, restaurantId, employeeId);
        if (!employee)
          throw new AppError('VALIDATION_FAILED', 'employeeId: not an employee of this venue', [{ path: 'body.employeeId', key: 'notAnEmployee' }]);
      }
      const now = nowIso();
      const event = await db.transaction().execute(async (trx) => {
        await lockStaffEvents(trx, restaurantId);
        await repo.setOrderEmployee(trx, restaurantId, id, employeeId, now);
        const row = (await repo.findOrderRow(trx, restaurantId, id))!;
        return recordOrderUpdated(trx, (await loadStaffOrders(trx, [row]))[0]!, now);
      });
      emitStaffEvent(realtime, event);
      return event.payload.order;
    },

    /** Texts the diner that the order is ready (once) and sets smsSent. */
    async sendReadySms(actor: TActor | null, id: string): Promise<TOrder> {
      const restaurantId = requireVenuePermission(actor, ['orders.take', 'orders.prepare']);
      const order = await getOwn(restaurantId, id);
      const phone = order.customer.phone;
      if (!phone) throw keyedError('CONFLICT', 'noPhoneToText');
      if (order.smsSent) throw keyedError('CONFLICT', 'smsAlreadySent');
      const venue = (await findRestaurantById(db, restaurantId))!;
      // In the language the diner ordered in; orders from before it was stored get the venue's default.
      const ordered = await repo.findOrderRow(db, restaurantId, id);
      const body = renderOrderReadySms(languageOr(ordered?.language, languageOr(venue.default_language)), {
        venueName: venue.name,
        orderNumber: order.number,
        orderType: order.type,
      });
      const now = nowIso();
      const event = await db.transaction().execute(async (trx) => {
        await lockStaffEvents(trx, restaurantId);
        if (!(await repo.markSmsSentIfNot(trx, restaurantId, id, now))) return null;
        await sms.send(trx, { restaurantId, orderId: id, to: phone, body });
        const row = (await repo.findOrderRow(trx, restaurantId, id))!;
        return recordOrderUpdated(trx, (await loadStaffOrders(trx, [row]))[0]!, now);
      });
      if (!event) throw keyedError('CONFLICT', 'smsAlreadySent');
      emitStaffEvent(realtime, event);
      return event.payload.order;
    },
  };
}
