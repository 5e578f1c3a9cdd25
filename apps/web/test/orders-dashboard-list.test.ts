import { describe, expect, it } from 'vitest';
import { emptyCounts } from '@menudelite/shared/orders/status';
import { canFinish, canSendReadySms, kitchenSteps } from '../src/features/orders-dashboard/lib/order-actions';
import {
  FIRST_WINDOW,
  FIRST_WINDOW_SIZE,
  PAGE_SIZE,
  addOrderAtTop,
  countNewOrder,
  countTransition,
  dedupeAndSort,
  windowOf,
  withStatus,
} from '../src/features/orders-dashboard/lib/order-list';
import { makeOrder } from './orders-dashboard-fixture';

describe('the first window of new orders (SPEC sections 4 and 9)', () => {
  it('is 19 entries, start 0, end 20, of a 20-order page', () => {
    expect(FIRST_WINDOW).toEqual({ start: 0, end: 20 });
    expect(FIRST_WINDOW_SIZE).toBe(19);
    expect(PAGE_SIZE).toBe(20);
    const orders = Array.from({ length: 25 }, (_, i) => makeOrder({ minute: i }));
    const shown = windowOf(dedupeAndSort(orders), FIRST_WINDOW_SIZE);
    expect(shown).toHaveLength(19);
    expect(shown[0]!.id).toBe(orders[24]!.id);
  });
});

describe('dedupeAndSort', () => {
  it('sorts newest first by createdAt, then by id for equal times', () => {
    const early = makeOrder({ minute: 1 });
    const late = makeOrder({ minute: 30 });
    const sameTimeA = makeOrder({ minute: 10, id: 'a' });
    const sameTimeB = makeOrder({ minute: 10, id: 'b' });
    expect(dedupeAndSort([early, sameTimeA, late, sameTimeB]).map((o) => o.id)).toEqual([late.id, 'b', 'a', early.id]);
  });

  it('keeps one copy per id, the most recently updated', () => {
    const order = makeOrder({ minute: 5 });
    const accepted = { ...order, status: 'accepted' as const, updatedAt: new Date(Date.parse(order.updatedAt) + 60_000).toISOString() };
    expect(dedupeAndSort([accepted, order])).toEqual([accepted]);
    expect(dedupeAndSort([order, accepted])).toEqual([accepted]);
  });
});

describe('adding a new order at the top', () => {
  it('puts it first and raises the new count by one', () => {
    const older = [makeOrder({ minute: 1 }), makeOrder({ minute: 2 })];
    const incoming = makeOrder({ minute: 9 });
    expect(addOrderAtTop(older, incoming)[0]).toBe(incoming);
    const counts = countNewOrder({ ...emptyCounts(), new: 2 });
    expect(counts.new).toBe(3);
  });

  it('does not add the same order twice', () => {
    const incoming = makeOrder({ minute: 9 });
    expect(addOrderAtTop(addOrderAtTop([], incoming), incoming)).toHaveLength(1);
  });
});

describe('completing and cancelling adjust the counts (SPEC section 4)', () => {
  it('moves one from new to completed', () => {
    expect(countTransition({ ...emptyCounts(), new: 3, completed: 1 }, 'new', 'completed')).toMatchObject({ new: 2, completed: 2 });
  });

  it('cancelling a kitchen-stage order leaves the new count alone', () => {
    expect(countTransition({ ...emptyCounts(), new: 2, preparing: 1 }, 'preparing', 'cancelled')).toMatchObject({ new: 2, preparing: 0, cancelled: 1 });
  });

  it('never drops a count below zero', () => {
    expect(countTransition(emptyCounts(), 'new', 'completed')).toMatchObject({ new: 0, completed: 1 });
  });
});

describe('withStatus', () => {
  it('applies a newer status change and ignores an older one', () => {
    const order = makeOrder({ minute: 3 });
    const later = new Date(Date.parse(order.updatedAt) + 1000).toISOString();
    const completed = withStatus(order, { status: 'completed', completedTime: later, updatedAt: later });
    expect(completed).toMatchObject({ status: 'completed', completedTime: later });
    expect(withStatus(completed, { status: 'accepted', completedTime: null, updatedAt: order.updatedAt })).toBe(completed);
  });
});

describe('order actions follow the API transition map', () => {
  it('offers one kitchen step forward, and complete/cancel only while open', () => {
    expect(kitchenSteps('new')).toEqual(['accepted']);
    expect(kitchenSteps('accepted')).toEqual(['preparing']);
    expect(kitchenSteps('preparing')).toEqual(['ready']);
    expect(kitchenSteps('ready')).toEqual([]);
    expect(kitchenSteps('completed')).toEqual([]);
    expect(canFinish('new')).toBe(true);
    expect(canFinish('ready')).toBe(true);
    expect(canFinish('completed')).toBe(false);
    expect(canFinish('cancelled')).toBe(false);
  });

  it('offers the ready SMS once, with a phone', () => {
    const base = makeOrder();
    expect(canSendReadySms(base)).toBe(false);
    expect(canSendReadySms({ ...base, customer: { ...base.customer, phone: '+356 7912 3456' } })).toBe(true);
    expect(canSendReadySms({ ...base, customer: { ...base.customer, phone: '+356 7912 3456' }, smsSent: true })).toBe(false);
  });
});
