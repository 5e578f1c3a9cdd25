import { isUniqueViolation } from '../../db/dialect-sql.ts';
import type { TGiftCard, TGiftCardAdjustment, TGiftCardBalance, TGiftCardLedgerEntry, TGiftCardPurchaseSuccess } from '@menudelite/shared/growth/gift-cards';
import type { TGiftCardDesign } from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import {
  creditGiftCard,
  debitGiftCard,
  findGiftCardById,
  findLedgerByRef,
  insertLedgerRow,
  listLedgerRows,
  type TGiftCardRow,
  type TLedgerRow,
} from './cards-repository.ts';
import type { TGiftCardSecrets } from './code.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { findCardByCode, STAFF_CODE_RULE } from './lookup.ts';
import { toGiftCard, toLedgerEntry } from './mappers.ts';
import { findProduct } from './products-repository.ts';
import { findPurchaseByToken } from './purchases-repository.ts';
import { giftCardInsufficient, giftCardSpent } from './tender-provider.ts';
import { venueById } from './venue.ts';

type TCardsDeps = { db: TDb; rateLimiter: TRateLimiter; secrets: TGiftCardSecrets };

export function createCardsService(d: TCardsDeps) {
  async function ownCard(restaurantId: string, id: string): Promise<TGiftCardRow> {
    const card = await findGiftCardById(d.db, id);
    if (!card || card.restaurant_id !== restaurantId) throw new AppError('NOT_FOUND', 'Gift card not found');
    return card;
  }

  return {
    /** POST /api/public/restaurants/:restaurantId/gift-cards/balance: rate-limited per address; an empty card is 409 giftCardSpent. */
    async balance(restaurantId: string, code: string, ip: string): Promise<TGiftCardBalance> {
      const venue = await venueById(d.db, restaurantId);
      const card = await findCardByCode(d, venue.id, code, { ip });
      if (Number(card.balance) <= 0) throw giftCardSpent('body.code');
      return { balance: Number(card.balance), currency: card.currency as TCurrency, last4: card.code_last4 };
    },

    /** The buyer's success page: the purchase by its secret token (never the code). */
    async success(restaurantId: string, token: string): Promise<TGiftCardPurchaseSuccess> {
      const venue = await venueById(d.db, restaurantId);
      const p = await findPurchaseByToken(d.db, venue.id, token);
      if (!p) throw new AppError('NOT_FOUND', 'Purchase not found');
      const [product, card] = await Promise.all([
        findProduct(d.db, venue.id, p.product_id),
        p.gift_card_id ? findGiftCardById(d.db, p.gift_card_id) : undefined,
      ]);
      return {
        status: p.status as TGiftCardPurchaseSuccess['status'],
        restaurantName: venue.name,
        productName: product?.name ?? '',
        design: p.design as TGiftCardDesign,
        amount: Number(p.amount),
        currency: p.currency as TCurrency,
        recipientName: p.recipient_name,
        recipientEmail: p.recipient_email,
        deliverOn: p.deliver_on,
        last4: card?.code_last4 ?? null,
        cardLast4: p.card_last4,
      };
    },

    /** Staff (loyalty.redeem): the card a code names, spent or not. */
    async lookup(actor: TActor | null, code: string, ip: string): Promise<TGiftCard> {
      const restaurantId = requireVenuePermission(actor, 'loyalty.redeem');
      return toGiftCard(await findCardByCode(d, restaurantId, code, { ip, rule: STAFF_CODE_RULE }));
    },

    async ledger(actor: TActor | null, id: string, q: TPageQuery): Promise<TPage<TGiftCardLedgerEntry>> {
      const restaurantId = requireVenuePermission(actor, 'loyalty.redeem');
      await ownCard(restaurantId, id);
      const rows = await listLedgerRows(d.db, id, q.limit + 1, decodeCursor(q.cursor));
      const page = rows.slice(0, q.limit);
      return { items: page.map(toLedgerEntry), nextCursor: rows.length > q.limit ? encodeCursor(page.at(-1)!) : null };
    },

    /**
     * Staff (giftCards.adjust): a signed change with a reason, its ledger row in the same transaction. Down
     * is the same guarded decrement as a redemption: never below zero (409 giftCardInsufficient). One
     * Idempotency-Key makes one adjustment: a double click or a retry answers the first (the ledger's
     * unique ref_key decides a race).
     */
    async adjust(actor: TActor | null, id: string, body: TGiftCardAdjustment, key: string): Promise<{ card: TGiftCard; entry: TGiftCardLedgerEntry }> {
      const restaurantId = requireVenuePermission(actor, 'giftCards.adjust');
      const card = await ownCard(restaurantId, id);
      const refKey = `adjust:${id}:${key}`;
      const answer = async (entry: TLedgerRow) => ({ card: toGiftCard((await findGiftCardById(d.db, id))!), entry: toLedgerEntry(entry) });
      const earlier = await findLedgerByRef(d.db, refKey);
      if (earlier) return answer(earlier);
      try {
        await d.db.transaction().execute(async (trx) => {
          const now = new Date().toISOString();
          const after = body.amount < 0 ? await debitGiftCard(trx, id, -body.amount, now) : await creditGiftCard(trx, id, body.amount, now);
          if (after === null) {
            const fresh = await findGiftCardById(trx, id);
            throw giftCardInsufficient(Number(fresh?.balance ?? 0), card.currency as TCurrency, 'body.amount');
          }
          await insertLedgerRow(trx, {
            id: newId(),
            gift_card_id: id,
            restaurant_id: restaurantId,
            kind: 'adjust',
            amount: body.amount,
            balance_after: after,
            order_id: null,
            bill_payment_id: null,
            reason: body.reason,
            actor_user_id: actor!.userId,
            ref_key: refKey,
            created_at: now,
          });
        });
      } catch (error) {
        const raced = isUniqueViolation(error) ? await findLedgerByRef(d.db, refKey) : undefined;
        if (raced) return answer(raced);
        throw error;
      }
      return answer((await findLedgerByRef(d.db, refKey))!);
    },
  };
}
