import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { newId } from '../../lib/ids.ts';
import type { TOrderLifecycleEvent, TOrderLifecycleSubscriber } from '../orders/public.ts';
import { creditGiftCard, findOrderRedemptions, insertLedgerRow } from './cards-repository.ts';

/**
 * A voided order (cancelled, or its card payment abandoned) gives back what it took from each gift
 * card: the credit and its 'refund' ledger row commit together, and the row's key
 * (refund:order:<order>:<card>) makes a job run twice give back once. 'paid' and 'refunded' change
 * nothing here: a refund of the card part of an order goes back to that card, not to the gift card.
 */
export const giftCardLifecycleSubscriber: TOrderLifecycleSubscriber = {
  name: 'gift-cards',
  async handle(db: TDb, event: TOrderLifecycleEvent): Promise<void> {
    if (event.kind !== 'voided') return;
    for (const redeemed of await findOrderRedemptions(db, event.orderId)) {
      if (redeemed.restaurant_id !== event.restaurantId) continue;
      const amount = -Number(redeemed.amount);
      try {
        await db.transaction().execute(async (trx) => {
          const now = new Date().toISOString();
          const after = await creditGiftCard(trx, redeemed.gift_card_id, amount, now);
          await insertLedgerRow(trx, {
            id: newId(),
            gift_card_id: redeemed.gift_card_id,
            restaurant_id: redeemed.restaurant_id,
            kind: 'refund',
            amount,
            balance_after: after,
            order_id: event.orderId,
            bill_payment_id: null,
            reason: null,
            actor_user_id: null,
            ref_key: `refund:order:${event.orderId}:${redeemed.gift_card_id}`,
            created_at: now,
          });
        });
      } catch (error) {
        // Given back already (the job ran before): the credit rolled back with the duplicate row.
        if (!isUniqueViolation(error)) throw error;
      }
    }
  },
};
