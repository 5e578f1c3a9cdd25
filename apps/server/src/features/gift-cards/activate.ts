import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { markAttemptFailed, markAttemptSucceeded, type TAttemptSettler, type TPaymentAttemptRow } from '../payments/public.ts';
import { insertGiftCard, insertLedgerRow } from './cards-repository.ts';
import { newGiftCardCode, type TGiftCardSecrets } from './code.ts';
import { GIFT_CARD_DELIVERY_JOB, type TDeliveryPayload } from './delivery-job.ts';
import { findPurchaseById, markPurchaseFailed, markPurchasePaid } from './purchases-repository.ts';

/** The payment attempt purpose of a gift card purchase (settlers are looked up by it). */
export const GIFT_CARD_PURPOSE = 'giftCard' as const;

/** A purchase's attempt key is `giftCard:restaurantId:purchaseId:sequence` (payments newAttemptRow): the attempt names its purchase. */
export function purchaseIdOf(attempt: Pick<TPaymentAttemptRow, 'restaurant_id' | 'idempotency_key' | 'sequence'>): string | null {
  const prefix = `${GIFT_CARD_PURPOSE}:${attempt.restaurant_id}:`;
  const suffix = `:${attempt.sequence}`;
  const key = attempt.idempotency_key;
  if (!key.startsWith(prefix) || !key.endsWith(suffix)) return null;
  return key.slice(prefix.length, key.length - suffix.length) || null;
}

type TActivateDeps = { db: TDb; jobs: TJobQueue; secrets: TGiftCardSecrets };

/**
 * Applies a settled purchase attempt for whoever settles it (the buying request, Stripe's webhook,
 * the reconciliation job). Paid: in ONE transaction the attempt and the purchase are marked (the
 * purchase only from pending on this attempt, so a second settler does nothing), the card is made
 * with a fresh code (only its hash is stored), its 'activate' ledger row written, and the
 * recipient's e-mail job enqueued, at the chosen day's 09:00 venue time or at once. The code leaves
 * this transaction only sealed inside that job's payload.
 */
export function createGiftCardSettler(d: TActivateDeps): TAttemptSettler {
  return {
    async succeeded(attempt, charge) {
      const purchaseId = purchaseIdOf(attempt);
      const now = new Date().toISOString();
      await d.db.transaction().execute(async (trx) => {
        await markAttemptSucceeded(trx, attempt.id, charge, now);
        const purchase = purchaseId ? await findPurchaseById(trx, purchaseId) : undefined;
        if (!purchase) return;
        const code = newGiftCardCode();
        const cardId = newId();
        if (!(await markPurchasePaid(trx, purchase.id, attempt.id, { ...charge, giftCardId: cardId }, now))) return;
        const amount = Number(purchase.amount);
        await insertGiftCard(trx, {
          id: cardId,
          restaurant_id: purchase.restaurant_id,
          purchase_id: purchase.id,
          code_hash: d.secrets.hash(code),
          code_last4: code.slice(-4),
          initial_amount: amount,
          balance: amount,
          currency: purchase.currency,
          recipient_name: purchase.recipient_name,
          recipient_email: purchase.recipient_email,
          delivered_at: null,
          created_at: now,
          updated_at: now,
        });
        await insertLedgerRow(trx, {
          id: newId(),
          gift_card_id: cardId,
          restaurant_id: purchase.restaurant_id,
          kind: 'activate',
          amount,
          balance_after: amount,
          order_id: null,
          bill_payment_id: null,
          reason: null,
          actor_user_id: null,
          ref_key: `activate:${purchase.id}`,
          created_at: now,
        });
        const payload: TDeliveryPayload = { giftCardId: cardId, sealed: d.secrets.seal(code) };
        await d.jobs.enqueue(
          GIFT_CARD_DELIVERY_JOB,
          payload,
          { uniqueKey: `gift-card-delivery:${cardId}`, ...(purchase.deliver_at ? { runAt: purchase.deliver_at } : {}) },
          trx,
        );
      });
    },
    async failed(attempt, failure) {
      const purchaseId = purchaseIdOf(attempt);
      const now = new Date().toISOString();
      await d.db.transaction().execute(async (trx) => {
        await markAttemptFailed(trx, attempt.id, failure, now);
        if (purchaseId) await markPurchaseFailed(trx, purchaseId, attempt.id, failure.message, now);
      });
    },
  };
}
