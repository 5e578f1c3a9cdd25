import { describe, expect, it } from 'vitest';
import type { TStaffEvent } from '@menudelite/shared/orders/staff-events';
import { createStaffEventFeed, type TStaffEventPage } from '../src/features/orders-dashboard/lib/staff-event-feed';

const waiterCall = (offset: number): TStaffEvent => ({
  offset,
  type: 'callWaiterReceived',
  createdAt: '2026-11-21T12:00:00.000Z',
  payload: { offset, tableId: 't1', tableDisplayId: '1', createdAt: '2026-11-21T12:00:00.000Z' },
});

function setUp(options: { stored?: number | null; pages?: Record<number, TStaffEventPage>; maxPages?: number } = {}) {
  const applied: { offset: number; source: string }[] = [];
  const asked: number[] = [];
  let stored = options.stored ?? null;
  const { promise: gate, resolve: release } = Promise.withResolvers<void>();
  const feed = createStaffEventFeed({
    fetchAfter: async (after) => {
      asked.push(after);
      await gate;
      return options.pages?.[after] ?? { items: [], nextCursor: null };
    },
    apply: (event, source) => applied.push({ offset: event.offset, source }),
    storage: { read: () => stored, write: (offset) => (stored = offset) },
    maxPages: options.maxPages,
  });
  return { feed, applied, asked, release, stored: () => stored };
}

describe('staff event feed', () => {
  it('applies each live event once, by offset, and remembers the highest offset', () => {
    const { feed, applied, stored } = setUp();
    feed.live(waiterCall(3));
    feed.live(waiterCall(3));
    feed.live(waiterCall(5));
    expect(applied).toEqual([
      { offset: 3, source: 'live' },
      { offset: 5, source: 'live' },
    ]);
    expect(stored()).toBe(5);
    expect(feed.lastOffset()).toBe(5);
  });

  it('has nothing to replay in a fresh tab (no offset yet)', async () => {
    const { feed, asked, release } = setUp();
    release();
    expect(await feed.replay()).toEqual({ applied: 0, complete: true });
    expect(asked).toEqual([]);
  });

  it('replays from the stored offset, following nextCursor until null', async () => {
    const { feed, applied, asked, release, stored } = setUp({
      stored: 10,
      pages: {
        10: { items: [waiterCall(12), waiterCall(15)], nextCursor: '15' },
        15: { items: [waiterCall(16)], nextCursor: null },
      },
    });
    release();
    expect(await feed.replay()).toEqual({ applied: 3, complete: true });
    expect(asked).toEqual([10, 15]);
    expect(applied.map((a) => a.offset)).toEqual([12, 15, 16]);
    expect(applied.every((a) => a.source === 'replay')).toBe(true);
    expect(stored()).toBe(16);
  });

  it('holds live events during a replay and applies them after it, in order, without duplicates', async () => {
    const { feed, applied, release } = setUp({ stored: 1, pages: { 1: { items: [waiterCall(2), waiterCall(3)], nextCursor: null } } });
    const replay = feed.replay();
    feed.live(waiterCall(4));
    feed.live(waiterCall(3)); // arrived live and is also in the replay
    expect(applied).toEqual([]);
    release();
    await replay;
    expect(applied).toEqual([
      { offset: 2, source: 'replay' },
      { offset: 3, source: 'replay' },
      { offset: 4, source: 'live' },
    ]);
  });

  it('gives up after maxPages and says the replay is incomplete', async () => {
    const { feed, release } = setUp({ stored: 1, maxPages: 1, pages: { 1: { items: [waiterCall(2)], nextCursor: '2' } } });
    release();
    expect(await feed.replay()).toEqual({ applied: 1, complete: false });
  });

  it('releases held live events even when the replay fails', async () => {
    const applied: number[] = [];
    const feed = createStaffEventFeed({
      fetchAfter: () => Promise.reject(new TypeError('offline')),
      apply: (event) => applied.push(event.offset),
      storage: { read: () => 7, write: () => {} },
    });
    const replay = feed.replay();
    feed.live(waiterCall(8));
    await expect(replay).rejects.toThrow('offline');
    expect(applied).toEqual([8]);
  });
});
