import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { emptyCounts, type TOrderCounts } from '@menudelite/shared/orders/status';
import type { TOrderPage } from '../src/features/orders-dashboard/api/get-orders';
import { ordersKeys } from '../src/features/orders-dashboard/api/orders-keys';
import { applyNewOrder, applyOrderSnapshot, applyStatusEvent } from '../src/features/orders-dashboard/lib/order-cache';
import { rememberOrders } from '../src/features/orders-dashboard/lib/order-ledger';
import { DEFAULT_FILTERS, dayRange, type TOrderFilters } from '../src/features/orders-dashboard/lib/order-filters';
import { makeOrder } from './orders-dashboard-fixture';

type TPages = InfiniteData<TOrderPage, string | null>;

function dashboard(orders = [makeOrder({ minute: 1 })], counts: Partial<TOrderCounts> = { new: orders.length }) {
  const client = new QueryClient();
  const openList = ordersKeys.list(DEFAULT_FILTERS);
  const pickupList = ordersKeys.list({ ...DEFAULT_FILTERS, type: 'pickup' } satisfies TOrderFilters);
  client.setQueryData<TPages>(openList, { pages: [{ items: orders, nextCursor: null }], pageParams: [null] });
  client.setQueryData<TPages>(pickupList, { pages: [{ items: [], nextCursor: null }], pageParams: [null] });
  client.setQueryData<TOrderCounts>(ordersKeys.countsIn(null), { ...emptyCounts(), ...counts });
  rememberOrders(client, orders);
  return {
    client,
    open: () => client.getQueryData<TPages>(openList)!.pages[0]!.items,
    pickup: () => client.getQueryData<TPages>(pickupList)!.pages[0]!.items,
    counts: () => client.getQueryData<TOrderCounts>(ordersKeys.countsIn(null))!,
  };
}

const later = (iso: string, seconds = 60) => new Date(Date.parse(iso) + seconds * 1000).toISOString();

describe('live orders in the cached lists and counts', () => {
  it('a new order goes on top of the lists it matches and counts once, however often it arrives', () => {
    const d = dashboard();
    const incoming = makeOrder({ minute: 30 });
    applyNewOrder(d.client, incoming, 'live');
    applyNewOrder(d.client, incoming, 'live');
    expect(d.open()[0]!.id).toBe(incoming.id);
    expect(d.open()).toHaveLength(2);
    expect(d.pickup()).toEqual([]);
    expect(d.counts().new).toBe(2);
  });

  it('our own action and its socket event move the counts once', () => {
    const order = makeOrder({ minute: 2 });
    const d = dashboard([order]);
    const completedAt = later(order.updatedAt);
    applyOrderSnapshot(d.client, { ...order, status: 'completed', completedTime: completedAt, updatedAt: completedAt }, { shownStatus: 'new' });
    applyStatusEvent(d.client, { offset: 9, orderId: order.id, from: 'new', status: 'completed', completedTime: completedAt, updatedAt: completedAt }, 'live');
    expect(d.counts()).toMatchObject({ new: 0, completed: 1 });
    expect(d.open()[0]).toMatchObject({ status: 'completed', completedTime: completedAt });
  });

  it('a status event for an order that is not loaded still moves the counts, from the event', () => {
    const d = dashboard([], { new: 0, accepted: 4 });
    const at = '2026-11-21T13:00:00.000Z';
    applyStatusEvent(d.client, { offset: 3, orderId: 'elsewhere', from: 'accepted', status: 'cancelled', completedTime: null, updatedAt: at }, 'live');
    expect(d.counts()).toMatchObject({ accepted: 3, cancelled: 1 });
  });

  it('a replay updates the lists but leaves the counts to the refetch that follows', () => {
    const d = dashboard();
    applyNewOrder(d.client, makeOrder({ minute: 40 }), 'replay');
    expect(d.open()).toHaveLength(2);
    expect(d.counts().new).toBe(1);
  });

  it('counts of a chosen day ignore orders from other days', () => {
    const d = dashboard();
    const range = dayRange('2001-01-01');
    d.client.setQueryData<TOrderCounts>(ordersKeys.countsIn(range), emptyCounts());
    applyNewOrder(d.client, makeOrder({ minute: 50 }), 'live');
    expect(d.client.getQueryData<TOrderCounts>(ordersKeys.countsIn(range))!.new).toBe(0);
    expect(d.counts().new).toBe(2);
  });

  it('an assignment (orderUpdated) replaces the order without touching the counts', () => {
    const order = makeOrder({ minute: 3 });
    const d = dashboard([order]);
    applyOrderSnapshot(d.client, { ...order, employeeId: 'emp-1', updatedAt: later(order.updatedAt) });
    expect(d.open()[0]!.employeeId).toBe('emp-1');
    expect(d.counts().new).toBe(1);
  });
});
