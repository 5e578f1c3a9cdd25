import type { TDb } from '../../db/database.ts';

/** What another feature does when a stay is checked out, inside the check-out's transaction. */
export type TCheckOutHook = (
  trx: TDb,
  stay: { id: string; restaurantId: string },
  at: string,
) => Promise<{ cancelledRequests?: number; afterCommit?: () => void | Promise<void> }>;
