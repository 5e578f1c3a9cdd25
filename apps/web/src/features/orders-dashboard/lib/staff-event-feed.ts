import type { TStaffEvent } from '@menudelite/shared/orders/staff-events';

export type TStaffEventPage = { items: TStaffEvent[]; nextCursor: string | null };
export type TEventSource = 'live' | 'replay';

export type TStaffEventFeedOptions = {
  /** GET /api/staff-events?after=<offset>: oldest first, `nextCursor` is the next `after`. */
  fetchAfter: (after: number) => Promise<TStaffEventPage>;
  apply: (event: TStaffEvent, source: TEventSource) => void;
  /** Where the highest applied offset is kept between reloads (sessionStorage in the browser). */
  storage: { read: () => number | null; write: (offset: number) => void };
  /** A replay longer than this many pages gives up; the caller refetches everything instead. */
  maxPages?: number;
};

export type TReplayResult = { applied: number; complete: boolean };

/** Offsets remembered for de-duplication; older ones are far behind any replay. */
const SEEN_LIMIT = 5000;

/**
 * The dashboard's view of the staff event stream. Every event is applied once (by offset), the
 * highest offset is remembered, and after a reconnect `replay()` fetches what was missed. Live
 * events that arrive during a replay wait and follow it in offset order, so an order is never
 * moved before it was added.
 */
export function createStaffEventFeed(options: TStaffEventFeedOptions) {
  const seen = new Set<number>();
  let lastOffset = options.storage.read();
  let replaying = false;
  let waiting: TStaffEvent[] = [];

  function deliver(event: TStaffEvent, source: TEventSource): boolean {
    if (seen.has(event.offset)) return false;
    seen.add(event.offset);
    if (seen.size > SEEN_LIMIT) seen.delete(Math.min(...seen));
    if (lastOffset === null || event.offset > lastOffset) {
      lastOffset = event.offset;
      options.storage.write(event.offset);
    }
    options.apply(event, source);
    return true;
  }

  return {
    lastOffset: () => lastOffset,

    /** A socket event as it arrives. */
    live(event: TStaffEvent): void {
      if (replaying) waiting.push(event);
      else deliver(event, 'live');
    },

    /**
     * Fetches and applies everything after the last offset. Without one (a fresh tab) there is
     * nothing to resume from: the lists just loaded are the starting point.
     */
    async replay(): Promise<TReplayResult> {
      if (lastOffset === null || replaying) return { applied: 0, complete: lastOffset === null };
      replaying = true;
      let applied = 0;
      let complete = false;
      try {
        let after = lastOffset;
        for (let page = 0; page < (options.maxPages ?? 20); page++) {
          const { items, nextCursor } = await options.fetchAfter(after);
          for (const event of items) if (deliver(event, 'replay')) applied++;
          if (!nextCursor) {
            complete = true;
            break;
          }
          after = Number(nextCursor);
        }
      } finally {
        replaying = false;
        const held = waiting.toSorted((a, b) => a.offset - b.offset);
        waiting = [];
        for (const event of held) deliver(event, 'live');
      }
      return { applied, complete };
    },
  };
}

export type TStaffEventFeed = ReturnType<typeof createStaffEventFeed>;
