import { checkOffer, combineOffers } from '@menudelite/shared/growth/offer-engine';
import { normaliseOfferCode, type TOffer } from '@menudelite/shared/growth/offers';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import { keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { TBenefitCart, TDiscountProvider, TGrantedDiscount } from '../checkout/public.ts';
import { engineContexts, engineLines, refusalError } from './engine-context.ts';
import { toOffer } from './mapper.ts';
import { countCustomerUses, insertRedemption } from './redemptions-repository.ts';
import { findOfferRowByCode, findOfferRowsByIds, takeOfferUse } from './repository.ts';

const IDS_PATH = 'body.benefits.offerIds';
const CODE_PATH = 'body.benefits.offerCode';

/** The offers the request names: picked ones by id (a coded offer only by its code), and the typed code. */
async function requestedOffers(db: TDb, cart: TBenefitCart): Promise<{ offer: TOffer; path: string }[]> {
  const ids = [...new Set(cart.request.offerIds ?? [])];
  const rows = await findOfferRowsByIds(db, cart.restaurantId, ids);
  const byId = new Map(rows.map((row) => [row.id, toOffer(row)]));
  const picked = ids.map((id, index) => {
    const offer = byId.get(id);
    // Another venue's offer, or none: the same 404 as a missing one.
    if (!offer) throw notFound('Offer');
    return { offer, path: `${IDS_PATH}.${index}` };
  });
  const code = cart.request.offerCode ? normaliseOfferCode(cart.request.offerCode) : null;
  const coded = code ? await findOfferRowByCode(db, cart.restaurantId, code) : undefined;
  if (code && !coded) throw keyedError('OFFER_NOT_APPLICABLE', 'offerCodeInvalid', { path: CODE_PATH, message: 'This code is not valid at this venue' });
  for (const { offer, path } of picked) {
    // A gone offer says so (offerInactive, from the engine) before asking for its code.
    const live = offer.isActive && !offer.isDeleted;
    if (live && offer.code !== null && offer.code !== code)
      throw keyedError('OFFER_NOT_APPLICABLE', 'offerCodeInvalid', { path, message: 'This offer needs its code' });
  }
  if (coded && !byId.has(coded.id)) picked.push({ offer: toOffer(coded), path: CODE_PATH });
  return picked;
}

/**
 * The offers' discount provider (checkout's seam): quote() grants the offers the diner picked or typed
 * the code of, or throws the first reason one does not apply; consume() takes each use by a guarded
 * update in the order's transaction and records the redemption (docs/api/growth-offers.md).
 */
export function createOffersDiscountProvider(_deps?: unknown): TDiscountProvider {
  return {
    source: 'offer',

    async quote(db, cart, prior) {
      const requested = await requestedOffers(db, cart);
      if (requested.length === 0) return [];
      const contextOf = await engineContexts(
        db,
        cart,
        requested.map((r) => r.offer),
      );
      const lines = engineLines(cart);
      const applied = requested.map(({ offer, path }) => {
        const check = checkOffer(offer, lines, contextOf(offer));
        if (!check.ok) throw refusalError(cart, check.refusal, path);
        return { id: offer.id, discount: check.discount, combinable: offer.combinable, path };
      });
      // What earlier providers granted counts as one more discount a lone offer cannot sit beside.
      const others = prior.map((d) => ({ id: d.id, discount: 0, combinable: true }));
      const combined = combineOffers([...applied, ...others], cart.itemsTotal - prior.reduce((sum, d) => sum + d.amount, 0));
      if (!combined.ok) {
        const path = applied.find((a) => a.id === combined.offerId)?.path ?? IDS_PATH;
        throw refusalError(cart, combined.refusal, path);
      }
      const byId = new Map(requested.map((r) => [r.offer.id, r.offer]));
      return combined.offers.map(({ id, discount }) => {
        const offer = byId.get(id)!;
        return { source: 'offer' as const, id, name: offer.name, amount: discount, meta: { code: offer.code, kind: offer.kind } };
      });
    },

    async consume(trx, cart, granted, orderId) {
      for (const discount of granted.filter((d: TGrantedDiscount) => d.source === 'offer')) {
        // The guarded update also locks the offer's row, so the per-customer count below sees every
        // other order that used it (PostgreSQL waits here; SQLite writes one transaction at a time).
        if (!(await takeOfferUse(trx, cart.restaurantId, discount.id))) {
          throw keyedError('OFFER_USED_UP', 'offerUsedUp', { path: 'body.benefits', message: 'This offer has been fully used' });
        }
        await insertRedemption(trx, {
          id: newId(),
          restaurant_id: cart.restaurantId,
          offer_id: discount.id,
          order_id: orderId,
          customer_user_id: cart.customerUserId,
          amount: discount.amount,
          created_at: nowIso(),
          released_at: null,
        });
        if (cart.customerUserId) await assertWithinCustomerLimit(trx, cart.restaurantId, discount.id, cart.customerUserId);
      }
    },
  };
}

async function assertWithinCustomerLimit(trx: TDb, restaurantId: string, offerId: string, customerUserId: string): Promise<void> {
  const [row] = await findOfferRowsByIds(trx, restaurantId, [offerId]);
  const limit = row?.per_customer_limit ?? null;
  if (limit === null) return;
  const used = (await countCustomerUses(trx, [offerId], customerUserId)).get(offerId) ?? 0;
  if (used > limit)
    throw keyedError('OFFER_USED_UP', 'offerCustomerLimit', { path: 'body.benefits', message: 'This customer used the offer as often as allowed' });
}
