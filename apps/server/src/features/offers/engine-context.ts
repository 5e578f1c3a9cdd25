import { type TEngineContext, type TEngineLine, type TOfferRefusal, venueLocalDate } from '@menudelite/shared/growth/offer-engine';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TOffer } from '@menudelite/shared/growth/offers';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBenefitCart } from '../checkout/public.ts';
import { countCustomerUses } from './redemptions-repository.ts';

/** The cart's lines as the engine reads them. */
export function engineLines(cart: TBenefitCart): TEngineLine[] {
  return cart.lines.map((line) => ({
    itemId: line.itemId,
    sectionId: line.sectionId,
    tagIds: line.tagIds,
    quantity: line.quantity,
    lineTotal: line.lineTotal,
    tagDiscount: line.tagDiscount,
  }));
}

/** The engine's context for each offer: today on the venue's clock and this customer's uses of it. */
export async function engineContexts(db: TDb, cart: TBenefitCart, offers: readonly TOffer[]): Promise<(offer: TOffer) => TEngineContext> {
  const customer = cart.customerUserId;
  const limited = offers.filter((offer) => offer.perCustomerLimit !== null).map((offer) => offer.id);
  const uses = customer ? await countCustomerUses(db, limited, customer) : new Map<string, number>();
  const localDate = venueLocalDate(cart.venue.timeZone, cart.now);
  return (offer) => ({ localDate, clock: cart.clock, signedIn: customer !== null, customerUses: uses.get(offer.id) ?? 0, itemsTotal: cart.itemsTotal });
}

/** The refusal's key and params as an error detail reads them (the minimum spend formatted in the venue's currency). */
export function refusalDetail(cart: Pick<TBenefitCart, 'venue'>, refusal: TOfferRefusal): { key: TOfferRefusal['key']; params?: { amount: string } } {
  return refusal.minSpend !== undefined ? { key: refusal.key, params: { amount: formatMoney(refusal.minSpend, cart.venue.currency) } } : { key: refusal.key };
}

export function refusalError(cart: Pick<TBenefitCart, 'venue'>, refusal: TOfferRefusal, path: string): AppError {
  const detail = refusalDetail(cart, refusal);
  return new AppError(refusal.code, refusal.code === 'OFFER_USED_UP' ? 'This offer has been fully used' : 'This offer cannot be used on this order', [
    { path, key: detail.key, ...(detail.params ? { params: detail.params } : {}) },
  ]);
}
