import { ZBillSchema, type TBill } from '@menudelite/shared/bills/contracts';
import type { TDb } from '../../db/database.ts';
import type { TBillVenue } from './context.ts';
import type { TBillState } from './state.ts';

/**
 * One bill as diners see it, serialized once, with everything it was built from that can change
 * without the bill's own version moving: the venue (its stamp, Connect account and default tip), the orders on
 * it that are cancelled, and the table's orders already on a bill (a new one must join first).
 */
export type TCachedBill = {
  billId: string;
  restaurantId: string;
  tableId: string;
  status: string;
  /** bills.version when the bill was read, before its lines and payments: a newer change never hides behind it. */
  version: number;
  venueStamp: string;
  stripeAccount: string | null;
  defaultTipPercent: number | null;
  lineOrderIds: string[];
  /** Sorted ids of lineOrderIds that were cancelled. */
  cancelled: string[];
  /** The table's billable orders, every one on a bill when this was built (open bills only). */
  knownOrders: ReadonlySet<string>;
  bill: TBill;
  state: TBillState;
  venue: TBillVenue;
  /** ZBillSchema's encoding of `bill`, what the route's serializer would write; made at the first read (bodyOf). */
  body: Buffer | null;
};

/**
 * The entry's bytes, serialized once: at its first read, not when it is built, since a broadcast
 * builds an entry after every change and a payment makes several that nobody may read.
 */
export function bodyOf(entry: TCachedBill): Buffer {
  entry.body ??= Buffer.from(JSON.stringify(ZBillSchema.encode(entry.bill)));
  return entry.body;
}

/** A bill holds ~5 KB serialized; 2,000 of them bound a process's cache to ~25 MB with the objects. */
const MAX_ENTRIES = 2000;

export type TBillCache = {
  get: (token: string) => TCachedBill | undefined;
  set: (token: string, entry: TCachedBill) => void;
};

function createBillCache(maxEntries: number): TBillCache {
  const entries = new Map<string, TCachedBill>();
  return {
    get: (token) => entries.get(token),
    set(token, entry) {
      const current = entries.get(token);
      // Two builds racing: the newer version stays (an older one would only be rebuilt at the next read).
      if (current && current.version > entry.version) return;
      entries.delete(token);
      entries.set(token, entry);
      // Insertion order: the first key is the bill built longest ago.
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * One cache per database (an app and its tests' apps each have theirs), in this process only. It
 * stays right across processes because an entry is served only after its version and inputs were
 * compared with the database in the same request (reader.ts).
 */
const caches = new WeakMap<TDb, TBillCache>();

export function billCacheOf(db: TDb, maxEntries = MAX_ENTRIES): TBillCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createBillCache(maxEntries);
    caches.set(db, cache);
  }
  return cache;
}
