import { checkOffer, scheduleStatus, venueLocalDate } from '@menudelite/shared/growth/offer-engine';
import type { TCustomerOfferView, TOffer, TOfferEvaluation, TPublicOffer } from '@menudelite/shared/growth/offers';
import type { TPage, TPageQuery } from '@menudelite/shared/lib/pagination';
import { localClock } from '@menudelite/shared/menu/availability';
import type { TQuoteRequest } from '@menudelite/shared/orders/checkout';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { notFound } from '../../lib/app-error.ts';
import type { TBenefitCartBuilder } from '../checkout/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { engineContexts, engineLines, refusalDetail } from './engine-context.ts';
import { toOffer, toPublicOffer } from './mapper.ts';
import { listVenuesOfferRows, redeemedVenueIds } from './customer-repository.ts';
import { listLiveOfferRows } from './repository.ts';

/** Offers a diner is shown: live, no code, not past their end, not used up (hours and spend are the dialog's reasons). */
function isShown(offer: TOffer, localDate: string): boolean {
  if (offer.schedule.endsOn && localDate > offer.schedule.endsOn) return false;
  return offer.totalUsesLimit === null || offer.usesCount < offer.totalUsesLimit;
}

const customerIdOf = (actor: TActor | null) => (actor?.kind === 'customer' ? actor.userId : null);

export function createOffersPublicService(db: TDb, buildCart: TBenefitCartBuilder | null) {
  async function shownOffers(restaurantId: string, now: Date): Promise<TOffer[]> {
    const venue = await findRestaurantById(db, restaurantId);
    if (!venue) throw notFound('Restaurant');
    const localDate = venueLocalDate(venue.time_zone, now);
    return (await listLiveOfferRows(db, restaurantId)).map(toOffer).filter((offer) => isShown(offer, localDate));
  }

  return {
    /** GET /api/public/restaurants/:restaurantId/offers: what a diner can see now, newest first, paginated. */
    async list(restaurantId: string, page: TPageQuery): Promise<TPage<TPublicOffer>> {
      const offers = await shownOffers(restaurantId, new Date());
      const after = page.cursor ? decodeCursor(page.cursor) : null;
      const from = after ? offers.findIndex((o) => o.createdAt < after.at || (o.createdAt === after.at && o.id < after.id)) : 0;
      const rest = from < 0 ? [] : offers.slice(from);
      const items = rest.slice(0, page.limit);
      const last = items.at(-1);
      return { items: items.map(toPublicOffer), nextCursor: rest.length > page.limit && last ? encodeCursor(last.createdAt, last.id) : null };
    },

    /** POST .../offers/evaluate: every shown offer against the diner's cart, qualified first, the biggest discount first. */
    async evaluate(actor: TActor | null, restaurantId: string, body: TQuoteRequest): Promise<TOfferEvaluation> {
      if (!buildCart) throw notFound('Offers');
      const cart = await buildCart(restaurantId, body, customerIdOf(actor));
      const offers = await shownOffers(restaurantId, cart.now);
      const contextOf = await engineContexts(db, cart, offers);
      const lines = engineLines(cart);
      const results = offers.map((offer) => {
        const check = checkOffer(offer, lines, contextOf(offer));
        if (check.ok) return { offer: toPublicOffer(offer), qualified: true, discount: check.discount };
        return { offer: toPublicOffer(offer), qualified: false, discount: 0, reason: refusalDetail(cart, check.refusal) };
      });
      results.sort((a, b) => Number(b.qualified) - Number(a.qualified) || b.discount - a.discount);
      return { offers: results };
    },

    /**
     * GET /api/customer/me/offers: offers the signed-in customer can use at the venues they know (where
     * they ordered, which the caller passes, or used an offer): live, codeless, not ended or used up,
     * started; members-only ones included (they are a member). Codes stay secret.
     */
    async listForCustomer(customerUserId: string, orderedAt: readonly string[], page: TPageQuery): Promise<TPage<TCustomerOfferView>> {
      const now = new Date();
      const venueIds = [...new Set([...orderedAt, ...(await redeemedVenueIds(db, customerUserId))])];
      const venues = new Map<string, { name: string; timeZone: string }>();
      for (const id of venueIds) {
        const row = await findRestaurantById(db, id);
        if (row) venues.set(id, { name: row.name, timeZone: row.time_zone });
      }
      const after = page.cursor ? decodeCursor(page.cursor) : null;
      const rows = await listVenuesOfferRows(db, [...venues.keys()], { after, limit: page.limit + 1 });
      const pageRows = rows.slice(0, page.limit);
      const last = pageRows.at(-1);
      const items = pageRows.map(toOffer).flatMap((offer) => {
        const venue = venues.get(offer.restaurantId)!;
        const today = venueLocalDate(venue.timeZone, now);
        if (!isShown(offer, today) || scheduleStatus(offer.schedule, today, localClock(venue.timeZone, now)) === 'notYet') return [];
        return [{ ...toPublicOffer(offer), restaurantId: offer.restaurantId, restaurantName: venue.name, title: offer.name }];
      });
      return { items, nextCursor: rows.length > page.limit && last ? encodeCursor(last.created_at, last.id) : null };
    },
  };
}
