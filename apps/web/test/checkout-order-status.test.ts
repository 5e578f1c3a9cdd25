import { describe, expect, it } from 'vitest';
import type { TPublicOrder } from '@menudelite/shared/orders/order';
import { groupPickupSlots } from '../src/features/checkout/lib/pickup-slot-groups';
import { MAX_REMEMBERED_ORDERS, parseRememberedOrders, withRememberedOrder, type TRememberedOrder } from '../src/features/order-status/lib/order-store';
import { applyStatusEvent, stepStates } from '../src/features/order-status/lib/order-progress';
import { orderStatusPath } from '../src/features/order-status/lib/paths';
import { isDinerMenuPath } from '../src/app/startup/diner-url';

describe('pickup slots by day, in the venue time zone', () => {
  // 22:30 in Malta (UTC+2 in summer) on 1 May 2026.
  const now = new Date('2026-05-01T20:30:00Z');
  const slots = ['2026-05-01T21:00:00.000Z', '2026-05-01T21:15:00.000Z', '2026-05-02T07:00:00.000Z', '2026-05-03T07:00:00.000Z'];

  it('groups today, tomorrow and later days, with times as the venue reads its clock', () => {
    const groups = groupPickupSlots(slots, 'Europe/Malta', 'en', now);
    expect(groups.map((group) => group.day)).toEqual(['Today', 'Tomorrow', 'Sunday']);
    expect(groups[0]!.slots).toEqual([
      { iso: '2026-05-01T21:00:00.000Z', time: '11:00 PM' },
      { iso: '2026-05-01T21:15:00.000Z', time: '11:15 PM' },
    ]);
    expect(groups[1]!.slots[0]!.time).toBe('9:00 AM');
  });

  it("names the days in the diner's language", () => {
    const groups = groupPickupSlots(slots, 'Europe/Malta', 'de', now);
    expect(groups.map((group) => group.day)).toEqual(['Heute', 'Morgen', 'Sonntag']);
    expect(groups[0]!.slots[0]!.time).toBe('23:00');
    expect(groupPickupSlots(slots, 'Europe/Malta', 'ar', now)[0]!.day).toMatch(/[\u0600-\u06ff]/);
  });

  it('counts days where the venue is, not where the phone is', () => {
    // 23:00 UTC is already tomorrow in Tokyo.
    const groups = groupPickupSlots(['2026-05-01T23:00:00.000Z'], 'Asia/Tokyo', 'en', new Date('2026-05-01T12:00:00Z'));
    expect(groups[0]!.day).toBe('Tomorrow');
  });
});

const entry = (orderId: string): TRememberedOrder => ({
  orderId,
  token: `t-${orderId}`,
  restaurantId: 'r',
  menuPath: '/eat/T1/en',
  placedAt: '2026-05-01T12:00:00Z',
});

describe('the orders a phone remembers', () => {
  it('keeps the newest first, once each, up to the maximum', () => {
    let list: TRememberedOrder[] = [];
    for (let n = 0; n < MAX_REMEMBERED_ORDERS + 5; n++) list = withRememberedOrder(list, entry(`o${n}`));
    expect(list).toHaveLength(MAX_REMEMBERED_ORDERS);
    expect(list[0]!.orderId).toBe(`o${MAX_REMEMBERED_ORDERS + 4}`);
    list = withRememberedOrder(list, entry('o10'));
    expect(list.filter((item) => item.orderId === 'o10')).toHaveLength(1);
    expect(list[0]!.orderId).toBe('o10');
  });

  it('reads a stored list without trusting it', () => {
    expect(parseRememberedOrders(null)).toEqual([]);
    expect(parseRememberedOrders('{')).toEqual([]);
    expect(parseRememberedOrders(JSON.stringify([entry('a'), { orderId: 'b' }, 'junk']))).toEqual([entry('a')]);
  });

  it('has one status path for every order type', () => {
    expect(orderStatusPath('0199-abc')).toBe('/orders/0199-abc/status');
  });

  it("counts checkout and status among the diner's pages (phone font, no web fonts), not the staff's order screens", () => {
    expect(isDinerMenuPath('/eat/AbC_123/checkout')).toBe(true);
    expect(isDinerMenuPath('/restaurants/r1/checkout')).toBe(true);
    expect(isDinerMenuPath('/hotels/r1/checkout')).toBe(true);
    expect(isDinerMenuPath(orderStatusPath('o1'))).toBe(true);
    expect(isDinerMenuPath('/orders')).toBe(false);
    expect(isDinerMenuPath('/orders/o1/ticket')).toBe(false);
    expect(isDinerMenuPath('/orders/employees')).toBe(false);
  });
});

describe('the live status', () => {
  const order = { id: 'o1', status: 'new', completedTime: null, updatedAt: '2026-05-01T12:00:00.000Z' } as TPublicOrder;

  it('applies a status event to the order on screen', () => {
    const next = applyStatusEvent(order, {
      orderId: 'o1',
      from: 'new',
      status: 'completed',
      completedTime: '2026-05-01T12:05:00.000Z',
      updatedAt: '2026-05-01T12:05:00.000Z',
    });
    expect(next).toMatchObject({ status: 'completed', completedTime: '2026-05-01T12:05:00.000Z', updatedAt: '2026-05-01T12:05:00.000Z' });
  });

  it('ignores an event older than what is shown, and events of other orders', () => {
    const fresher = { ...order, status: 'preparing', updatedAt: '2026-05-01T12:10:00.000Z' } as TPublicOrder;
    expect(applyStatusEvent(fresher, { orderId: 'o1', from: 'new', status: 'accepted', completedTime: null, updatedAt: '2026-05-01T12:05:00.000Z' })).toBe(
      fresher,
    );
    expect(applyStatusEvent(order, { orderId: 'o2', from: 'new', status: 'cancelled', completedTime: null, updatedAt: '2026-05-01T12:05:00.000Z' })).toBe(
      order,
    );
    expect(
      applyStatusEvent(undefined, { orderId: 'o1', from: 'new', status: 'accepted', completedTime: null, updatedAt: '2026-05-01T12:05:00.000Z' }),
    ).toBeUndefined();
  });

  it('shows the steps done, the current one, and those to come', () => {
    expect(stepStates('new')).toEqual(['current', 'todo', 'todo', 'todo', 'todo']);
    expect(stepStates('preparing')).toEqual(['done', 'done', 'current', 'todo', 'todo']);
    // Completed straight from new (SPEC): every step is done.
    expect(stepStates('completed')).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(stepStates('cancelled')).toEqual(['todo', 'todo', 'todo', 'todo', 'todo']);
  });
});
