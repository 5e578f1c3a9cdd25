import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TOrderLifecycleEvent, TOrderLifecycleSubscriber } from '../orders/public.ts';
import { listHeldRedemptions, releaseRedemption } from './redemptions-repository.ts';
import { giveOfferUseBack } from './repository.ts';

/**
 * A voided order (cancelled, or its card payment abandoned) gives each offer use back. Idempotent: a
 * redemption is released once (released_at guarded), and only that release gives the use back, in
 * the same transaction, so a job that runs twice gives back once.
 */
export async function releaseOrderOffers(db: TDb, orderId: string): Promise<number> {
  const run = async (trx: TDb) => {
    let released = 0;
    const at = nowIso();
    for (const redemption of await listHeldRedemptions(trx, orderId)) {
      if (!(await releaseRedemption(trx, redemption.id, at))) continue;
      await giveOfferUseBack(trx, redemption.offer_id);
      released += 1;
    }
    return released;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export const offersLifecycleSubscriber: TOrderLifecycleSubscriber = {
  name: 'offers',
  async handle(db: TDb, event: TOrderLifecycleEvent) {
    if (event.kind === 'voided') await releaseOrderOffers(db, event.orderId);
  },
};
