import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import type { TBenefitCart, TGrantedTender, TTenderProvider } from '../checkout/public.ts';
import { debitGiftCard, insertLedgerRow } from './cards-repository.ts';
import type { TGiftCardSecrets } from './code.ts';
import { CHECKOUT_CODE_RULE, findCardByCode, giftCardInvalid } from './lookup.ts';

const PATH = 'body.benefits.giftCard.code';

export const giftCardSpent = (path = PATH) => keyedError('GIFT_CARD_SPENT', 'giftCardSpent', { path, message: 'This gift card has no balance left' });
export const giftCardInsufficient = (balance: number, currency: TCurrency, path = PATH) =>
  keyedError('GIFT_CARD_SPENT', 'giftCardInsufficient', { path, params: { balance: formatMoney(balance, currency) } });

/** The client address (checkout fills it from the request): code tries are counted per address. */
const ipOf = (cart: TBenefitCart) => cart.clientIp ?? undefined;

/**
 * The gift card as a tender at checkout (checkout/benefit-providers.ts). quote: the card the code
 * names pays all it can of `maxAmount` (or at most the amount asked); a wrong or another venue's code
 * is 422 GIFT_CARD_INVALID, an empty card or an ask above the balance 409 GIFT_CARD_SPENT. consume, in
 * the order's transaction: the guarded decrement (balance >= amount) and a 'redeem' ledger row keyed by
 * the order; a checkout that lost the race to the same money gets 409 and its order rolls back.
 */
export function createGiftCardTender(d: { rateLimiter: TRateLimiter; secrets: TGiftCardSecrets }): TTenderProvider {
  return {
    source: 'giftCard',
    async quote(db: TDb, cart: TBenefitCart, maxAmount: number): Promise<TGrantedTender | null> {
      const ask = cart.request.giftCard;
      if (!ask) return null;
      const card = await findCardByCode({ db, rateLimiter: d.rateLimiter, secrets: d.secrets }, cart.restaurantId, ask.code, {
        ip: ipOf(cart),
        rule: CHECKOUT_CODE_RULE,
        path: PATH,
      });
      const currency = card.currency as TCurrency;
      if (currency !== cart.venue.currency) throw giftCardInvalid(PATH);
      const balance = Number(card.balance);
      if (balance <= 0) throw giftCardSpent();
      if (ask.amount !== undefined && ask.amount > balance) throw giftCardInsufficient(balance, currency);
      const amount = Math.min(balance, Math.max(0, maxAmount), ask.amount ?? Number.MAX_SAFE_INTEGER);
      if (amount <= 0) return null;
      return { source: 'giftCard', id: card.id, label: card.code_last4, amount, meta: { last4: card.code_last4 } };
    },
    async consume(trx: TDb, cart: TBenefitCart, tender: TGrantedTender, orderId: string): Promise<void> {
      const now = new Date().toISOString();
      const after = await debitGiftCard(trx, tender.id, tender.amount, now);
      if (after === null) throw new AppError('GIFT_CARD_SPENT', 'Another payment used this gift card first', [{ path: PATH, key: 'giftCardSpent' }]);
      await insertLedgerRow(trx, {
        id: newId(),
        gift_card_id: tender.id,
        restaurant_id: cart.restaurantId,
        kind: 'redeem',
        amount: -tender.amount,
        balance_after: after,
        order_id: orderId,
        bill_payment_id: null,
        reason: null,
        actor_user_id: null,
        ref_key: `redeem:order:${orderId}:${tender.id}`,
        created_at: now,
      });
    },
  };
}
