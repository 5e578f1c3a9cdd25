import { venueDay } from '@menudelite/shared/growth/club-period';
import type { TDb } from '../../db/database.ts';
import { keyedError } from '../../lib/app-error.ts';
import type { TBenefitCart, TDiscountProvider, TGrantedDiscount } from '../checkout/public.ts';
import { planItemIds } from './mapper.ts';
import { givesPerks } from './perks.ts';
import { findPlansByIds } from './plans-repository.ts';
import { findLiveSubscription, findSubscription } from './subscriptions-repository.ts';
import { insertRedemption, takeUses, usesOn } from './usage-repository.ts';

type TClubMeta = { kind: 'free' | 'percent'; subscriptionId: string; day: string; units: number; limit: number };

/** The free units a cart can take: the dearest units of the plan's items first (the member gets the most of the day's allowance). */
function freeUnits(cart: TBenefitCart, itemIds: ReadonlySet<string>, remaining: number): { units: number; amount: number } {
  const unitPrices = cart.lines
    .filter((line) => itemIds.has(line.itemId))
    .flatMap((line) => Array.from({ length: line.quantity }, () => Math.floor((line.lineTotal - line.tagDiscount) / line.quantity)))
    .toSorted((a, b) => b - a)
    .slice(0, Math.max(0, remaining));
  return { units: unitPrices.length, amount: unitPrices.reduce((sum, price) => sum + price, 0) };
}

/**
 * The club's perks at checkout (docs/api/growth-club.md "Perks at checkout"), for a signed-in member
 * whose subscription gives perks now: first the items free with the club, up to the plan's number a
 * day on the venue's clock (counted per subscription and venue day), then the percent off on what is
 * left after the offers (which come first) and the free items. Nothing to ask for: a member gets
 * them by being signed in. consume() takes the day's uses by a guarded update in the order's
 * transaction: two orders racing for the last free coffee cannot both get it (409 clubFreeItemUsedUp).
 */
export function createClubDiscountProvider(_deps: { db?: TDb } = {}): TDiscountProvider {
  return {
    source: 'club',

    async quote(db, cart, prior): Promise<TGrantedDiscount[]> {
      if (!cart.customerUserId) return [];
      const sub = await findLiveSubscription(db, cart.restaurantId, cart.customerUserId);
      if (!sub || !givesPerks(sub, cart.now)) return [];
      const [plan] = await findPlansByIds(db, [sub.plan_id]);
      if (!plan) return [];
      const day = venueDay(cart.now, cart.venue.timeZone);
      const granted: TGrantedDiscount[] = [];
      let free = { units: 0, amount: 0 };
      if (plan.free_items_per_day > 0) {
        const remaining = plan.free_items_per_day - (await usesOn(db, sub.id, day));
        free = freeUnits(cart, new Set(planItemIds(plan)), remaining);
        if (free.units > 0 && free.amount > 0) {
          const meta: TClubMeta = { kind: 'free', subscriptionId: sub.id, day, units: free.units, limit: plan.free_items_per_day };
          // Its own id beside the percent's (the plan's), so the two lines of one plan stay apart in the quote and the order.
          granted.push({ source: 'club', id: `${plan.id}:free`, name: `${plan.name} (${free.units} free)`, amount: free.amount, meta });
        }
      }
      const before = prior.reduce((sum, discount) => sum + discount.amount, 0);
      const rest = Math.max(0, cart.itemsTotal - before - free.amount);
      const percent = Math.floor((rest * plan.percent_off) / 100);
      if (percent > 0) {
        const meta: TClubMeta = { kind: 'percent', subscriptionId: sub.id, day, units: 0, limit: 0 };
        granted.push({ source: 'club', id: plan.id, name: `${plan.name} (${plan.percent_off}%)`, amount: percent, meta });
      }
      return granted;
    },

    async consume(trx, cart, granted, orderId): Promise<void> {
      const mine = granted.filter((g) => g.source === 'club');
      if (mine.length === 0) return;
      const metas = mine.map((g) => g.meta as TClubMeta);
      const subscriptionId = metas[0]!.subscriptionId;
      // Cancelled at once between the quote and the order: the perks went with it.
      const sub = await findSubscription(trx, subscriptionId);
      if (!sub || !givesPerks(sub, cart.now))
        throw keyedError('PROGRAMME_UNAVAILABLE', 'clubOff', { message: 'This club subscription no longer gives its perks' });
      const free = mine.find((g) => (g.meta as TClubMeta).kind === 'free');
      const freeMeta = free?.meta as TClubMeta | undefined;
      if (freeMeta && !(await takeUses(trx, subscriptionId, freeMeta.day, freeMeta.units, freeMeta.limit))) {
        throw keyedError('OFFER_USED_UP', 'clubFreeItemUsedUp', { message: 'Today’s free items with the club were already taken' });
      }
      const percent = mine.find((g) => (g.meta as TClubMeta).kind === 'percent');
      await insertRedemption(trx, {
        order_id: orderId,
        restaurant_id: cart.restaurantId,
        subscription_id: subscriptionId,
        day: metas[0]!.day,
        free_units: freeMeta?.units ?? 0,
        free_amount: free?.amount ?? 0,
        percent_amount: percent?.amount ?? 0,
        returned_at: null,
        created_at: cart.now.toISOString(),
      });
    },
  };
}
