import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { creditGiftCard, debitGiftCard, findGiftCardById, findLedgerByRef, insertLedgerRow } from './cards-repository.ts';
import type { TGiftCardSecrets } from './code.ts';
import { CHECKOUT_CODE_RULE, findCardByCode } from './lookup.ts';
import { giftCardInsufficient, giftCardSpent } from './tender-provider.ts';

const PATH = 'body.giftCardCode';

/** A gift card paying a share of a table bill (features/bills): checked before the payment is written, spent inside its transaction. */
export type TBillGiftCardTender = {
  /** Before anything is written (rate-limited per address): the venue's card the code names, not empty. 422 / 409 otherwise. */
  check(restaurantId: string, code: string, currency: TCurrency, ip: string): Promise<{ cardId: string; last4: string }>;
  /**
   * In the bill payment's transaction, after its row is written: the guarded decrement of the share's
   * total and a 'redeem' ledger row keyed by the payment. Short (another spend won, or the share costs
   * more than the card holds): 409 giftCardInsufficient with the balance, and the payment rolls back.
   */
  consume(trx: TDb, p: { cardId: string; restaurantId: string; billPaymentId: string; amount: number; currency: TCurrency }): Promise<void>;
  /**
   * In a bill refund's transaction: the refunded amount goes back onto the card that paid the share,
   * with a 'refund' ledger row keyed by the refund (once). Nothing when no card paid that payment.
   */
  giveBack(trx: TDb, p: { billPaymentId: string; refundId: string; amount: number }): Promise<void>;
};

export function createBillGiftCardTender(d: { db: TDb; rateLimiter: TRateLimiter; secrets: TGiftCardSecrets }): TBillGiftCardTender {
  return {
    async giveBack(trx, p) {
      const redeemed = await findLedgerByRef(trx, `redeem:bill:${p.billPaymentId}`);
      if (!redeemed || p.amount <= 0) return;
      const now = new Date().toISOString();
      const after = await creditGiftCard(trx, redeemed.gift_card_id, p.amount, now);
      await insertLedgerRow(trx, {
        id: newId(),
        gift_card_id: redeemed.gift_card_id,
        restaurant_id: redeemed.restaurant_id,
        kind: 'refund',
        amount: p.amount,
        balance_after: after,
        order_id: null,
        bill_payment_id: p.billPaymentId,
        reason: null,
        actor_user_id: null,
        ref_key: `refund:bill:${p.refundId}`,
        created_at: now,
      });
    },
    async check(restaurantId, code, currency, ip) {
      const card = await findCardByCode(d, restaurantId, code, { ip, rule: CHECKOUT_CODE_RULE, path: PATH });
      if (card.currency !== currency || Number(card.balance) <= 0) throw giftCardSpent(PATH);
      return { cardId: card.id, last4: card.code_last4 };
    },
    async consume(trx, p) {
      if (p.amount <= 0) return;
      const now = new Date().toISOString();
      const after = await debitGiftCard(trx, p.cardId, p.amount, now);
      if (after === null) {
        const card = await findGiftCardById(trx, p.cardId);
        throw giftCardInsufficient(Number(card?.balance ?? 0), p.currency, PATH);
      }
      await insertLedgerRow(trx, {
        id: newId(),
        gift_card_id: p.cardId,
        restaurant_id: p.restaurantId,
        kind: 'redeem',
        amount: -p.amount,
        balance_after: after,
        order_id: null,
        bill_payment_id: p.billPaymentId,
        reason: null,
        actor_user_id: null,
        ref_key: `redeem:bill:${p.billPaymentId}`,
        created_at: now,
      });
    },
  };
}
