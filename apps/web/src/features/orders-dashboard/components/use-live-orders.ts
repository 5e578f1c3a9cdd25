import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCallWaiterEvent, TStaffEvent } from '@menudelite/shared/orders/staff-events';
import { useBusinessSocketConnected } from '../../../lib/socket/use-business-connection';
import { useSocketEvent } from '../../../lib/socket/use-socket-event';
import { getStaffEvents } from '../api/get-staff-events';
import { applyNewOrder, applyOrderSnapshot, applyStatusEvent, refetchDashboard } from '../lib/order-cache';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { destinationOf } from '../lib/order-labels';
import { offsetStorage } from '../lib/offset-storage';
import { createStaffEventFeed, type TEventSource, type TStaffEventFeed } from '../lib/staff-event-feed';
import type { TOrderAlerts } from './use-order-alerts';

/** A waiter call replayed after a reconnect is still shown if it is this recent. */
const CALL_WAITER_FRESH_MS = 15 * 60_000;

/**
 * The dashboard's real time: socket events go through the staff event feed (each applied once,
 * by offset) into the cached lists and counts; after every reconnect the feed replays what was
 * missed and the lists are fetched again. New orders and waiter calls are announced.
 */
export function useLiveOrders(restaurantId: string, timeZone: string, alerts: TOrderAlerts) {
  const { t, i18n } = useTranslation('orders-dashboard');
  const queryClient = useQueryClient();
  const connected = useBusinessSocketConnected();
  const feed = useRef<TStaffEventFeed | null>(null);
  const missedOrders = useRef(0);
  const [callWaiters, setCallWaiters] = useState<TCallWaiterEvent[]>([]);

  const onEvent = useEffectEvent((event: TStaffEvent, source: TEventSource) => {
    const formatTime = venueTimeFormatter(i18n.language, timeZone);
    switch (event.type) {
      case 'newOrderReceived': {
        const { order } = event.payload;
        applyNewOrder(queryClient, order, source);
        if (source === 'replay') missedOrders.current++;
        else
          alerts.announce({
            title: t('notify.newOrderTitle', { number: order.number }),
            body: `${destinationOf(order, t, formatTime)} · ${formatMoney(order.total, order.currency)}`,
            tag: `order-${order.id}`,
          });
        return;
      }
      case 'orderStatusChanged':
        return applyStatusEvent(queryClient, event.payload, source);
      case 'orderUpdated':
        return applyOrderSnapshot(queryClient, event.payload.order, { mode: source });
      case 'callWaiterReceived': {
        const call = event.payload;
        if (source === 'replay' && Date.now() - Date.parse(call.createdAt) > CALL_WAITER_FRESH_MS) return;
        setCallWaiters((calls) => [call, ...calls.filter((c) => c.offset !== call.offset)]);
        if (source === 'live')
          alerts.announce({
            title: t('notify.callWaiterTitle', { table: call.tableDisplayId }),
            body: formatTime(call.createdAt),
            tag: `waiter-${call.offset}`,
          });
      }
    }
  });

  useEffect(() => {
    feed.current = createStaffEventFeed({
      fetchAfter: (after) => getStaffEvents(after),
      apply: (event, source) => onEvent(event, source),
      storage: offsetStorage(restaurantId),
    });
    return () => {
      feed.current = null;
    };
  }, [restaurantId]);

  useSocketEvent('newOrderReceived', (payload) =>
    feed.current?.live({ offset: payload.offset, type: 'newOrderReceived', createdAt: payload.order.createdAt, payload }),
  );
  useSocketEvent('orderUpdated', (payload) =>
    feed.current?.live({ offset: payload.offset, type: 'orderUpdated', createdAt: payload.order.updatedAt, payload }),
  );
  useSocketEvent('callWaiterReceived', (payload) =>
    feed.current?.live({ offset: payload.offset, type: 'callWaiterReceived', createdAt: payload.createdAt, payload }),
  );
  useSocketEvent('orderStatusChanged', (payload) => {
    if (payload.offset === undefined) applyStatusEvent(queryClient, payload, 'live');
    else feed.current?.live({ offset: payload.offset, type: 'orderStatusChanged', createdAt: payload.updatedAt, payload });
  });

  // Every (re)connect: replay what was missed; after a reconnect the lists are fetched again too.
  const everConnected = useRef(false);
  const onConnected = useEffectEvent(async (isReconnect: boolean) => {
    const current = feed.current;
    if (!current) return;
    missedOrders.current = 0;
    let result = { applied: 0, complete: false };
    try {
      result = await current.replay();
    } catch {
      // The refetch below still brings the lists up to date.
    }
    if (isReconnect || result.applied > 0 || !result.complete) void refetchDashboard(queryClient);
    if (missedOrders.current > 0) alerts.announce({ title: t('notify.missedTitle', { count: missedOrders.current }), body: '', tag: 'missed-orders' });
  });
  useEffect(() => {
    if (!connected) return;
    void onConnected(everConnected.current);
    everConnected.current = true;
  }, [connected]);

  return {
    connected,
    callWaiters,
    dismissCallWaiter: (offset: number) => setCallWaiters((calls) => calls.filter((call) => call.offset !== offset)),
  };
}
