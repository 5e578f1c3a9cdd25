import type { TOrderLifecycleSubscriber } from '../orders/public.ts';
import { nowIso } from '../../db/rows.ts';
import { findRedemption, giveUsesBack, markReturned } from './usage-repository.ts';

/**
 * 'voided' (the order cancelled, or its card payment abandoned): the free-with-club units it took go
 * back to that day's allowance. Idempotent: the redemption row is marked returned once.
 */
export const clubLifecycleSubscriber: TOrderLifecycleSubscriber = {
  name: 'club',
  async handle(db, event) {
    if (event.kind !== 'voided') return;
    const redemption = await findRedemption(db, event.orderId);
    if (!redemption || redemption.returned_at) return;
    await db.transaction().execute(async (trx) => {
      if (!(await markReturned(trx, event.orderId, nowIso()))) return;
      if (Number(redemption.free_units) > 0) await giveUsesBack(trx, redemption.subscription_id, redemption.day, Number(redemption.free_units));
    });
  },
};
