import { createHash } from 'node:crypto';
import type { TGiftCardPurchaseRequest } from '@menudelite/shared/growth/gift-cards';
import { planGiftCardDelivery } from '@menudelite/shared/growth/gift-cards-delivery';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TDb } from '../../db/database.ts';
import { toBool } from '../../db/rows.ts';
import { AppError, invalidField } from '../../lib/app-error.ts';
import type { TVenueRecord } from '../restaurant/public.ts';
import { findProduct, type TProductRow } from './products-repository.ts';

/** What a retry with the same Idempotency-Key must repeat (card details are never part of it). */
export function purchaseRequestHash(body: TGiftCardPurchaseRequest): string {
  const { card: _card, ...rest } = body;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
}

export type TPurchasePlan = { product: TProductRow; amount: number; deliverOn: string | null; deliverAt: string | null };

/**
 * Every check of a purchase, before anything is written: a product is chosen (giftCardRequired), it is
 * this venue's and on sale (404 otherwise), the amount is the product's or, for a custom one, within its
 * bounds (giftCardAmountRange), the delivery day is today..a year ahead on the venue's calendar, and the
 * total is the one the buyer saw (PRICE_CHANGED).
 */
export async function planPurchase(db: TDb, venue: TVenueRecord, body: TGiftCardPurchaseRequest, now: Date): Promise<TPurchasePlan> {
  if (!body.productId) throw invalidField('body.productId', 'giftCardRequired');
  const product = await findProduct(db, venue.id, body.productId);
  if (!product || !toBool(product.is_active) || toBool(product.is_deleted)) throw new AppError('NOT_FOUND', 'Gift card product not found');
  let amount: number;
  if (product.kind === 'fixed') {
    amount = Number(product.amount);
    if (body.amount !== undefined && body.amount !== amount) {
      const shown = formatMoney(amount, venue.currency);
      throw invalidField('body.amount', 'giftCardAmountRange', { min: shown, max: shown });
    }
  } else {
    const min = Number(product.min_amount);
    const max = Number(product.max_amount);
    if (body.amount === undefined || body.amount < min || body.amount > max) {
      throw invalidField('body.amount', 'giftCardAmountRange', { min: formatMoney(min, venue.currency), max: formatMoney(max, venue.currency) });
    }
    amount = body.amount;
  }
  const delivery = planGiftCardDelivery(body.deliverOn, venue.timeZone, now);
  if (!delivery.ok) throw invalidField('body.deliverOn', 'giftCardDeliverOn');
  if (body.expectedTotal !== undefined && body.expectedTotal !== amount) {
    const total = formatMoney(amount, venue.currency);
    throw new AppError('PRICE_CHANGED', `The total is now ${total}; please check it again`, [
      { path: 'body.expectedTotal', key: 'PRICE_CHANGED', params: { total } },
    ]);
  }
  return { product, amount, deliverOn: delivery.deliverOn, deliverAt: delivery.deliverAt };
}
