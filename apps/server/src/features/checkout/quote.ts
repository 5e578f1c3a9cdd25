import { localClock, type TLocalClock } from '@menudelite/shared/menu/availability';
import type { TCheckoutLine, TQuote } from '@menudelite/shared/orders/checkout';
import { CHECKOUT_MESSAGES } from '@menudelite/shared/orders/checkout-messages';
import { computeTotals, isTipWithinCap, type TTipChoice } from '@menudelite/shared/orders/pricing';
import type { TOrderType, TPaymentMethod } from '@menudelite/shared/orders/status';
import { AppError } from '../../lib/app-error.ts';
import type { TCatalog } from './catalog.ts';
import type { TGrantedDiscount, TGrantedTender } from './benefit-providers.ts';
import { assertPricesWithinCaps } from './price-caps.ts';
import { priceCart } from './price-cart.ts';

export type TQuoteInput = {
  type: TOrderType;
  lines: readonly TCheckoutLine[];
  tip?: TTipChoice;
  paymentMethod: TPaymentMethod;
  /** Pickup: the time the diner chose (UTC ISO), which is also when the order is ready. */
  pickupTime?: string | null;
};

/** When the order should be ready: the pickup time, else now + the venue's (delivery) prep time. */
function estimatedReadyAt(catalog: TCatalog, input: TQuoteInput, now: Date): string | null {
  if (input.type === 'pickup') return input.pickupTime ?? null;
  const minutes = input.type === 'delivery' ? catalog.venue.delivery.deliveryOrderPrepTime : catalog.venue.orderPrepTime;
  return new Date(now.getTime() + minutes * 60_000).toISOString();
}

/** What the growth providers granted (apply-benefits.ts); none for a plain cart. */
export type TAppliedBenefits = { discounts: readonly TGrantedDiscount[]; tenders: readonly TGrantedTender[] };
const NONE: TAppliedBenefits = { discounts: [], tenders: [] };

const sum = (values: readonly { amount: number }[]) => values.reduce((total, v) => total + v.amount, 0);

/** The server's bill for a cart: lines priced from the catalog, then the shared money rules for the totals. */
export function quoteCart(
  catalog: TCatalog,
  input: TQuoteInput,
  now: Date,
  clock: TLocalClock = localClock(catalog.venue.timeZone, now),
  applied: TAppliedBenefits = NONE,
): TQuote {
  const venue = catalog.venue;
  assertPricesWithinCaps(catalog, input.lines);
  const cart = priceCart(catalog, input.lines, input.type, now, clock);
  const isDelivery = input.type === 'delivery';
  const totals = computeTotals({
    currency: venue.currency,
    lines: cart.prices,
    orderFee: venue.orderFee,
    delivery: isDelivery ? venue.delivery : null,
    tip: input.tip,
    paymentMethod: input.paymentMethod,
    processingFee: venue.processingFee,
    benefitDiscount: sum(applied.discounts),
    tendered: sum(applied.tenders),
  });
  // A typo (5,000 on a 643.50 bill) must not be charged: the quote and the order both refuse it.
  if (!isTipWithinCap(input.tip, totals.itemsTotal)) {
    throw new AppError('VALIDATION_FAILED', CHECKOUT_MESSAGES.tipTooLarge, [{ path: 'body.tip', key: 'tipTooLarge' }]);
  }
  const minOrderValue = isDelivery ? venue.delivery.minOrderValue : null;
  return {
    currency: venue.currency,
    lines: cart.lines,
    subtotal: totals.subtotal,
    discount: totals.discount,
    orderFee: totals.orderFee,
    deliveryFee: totals.deliveryFee,
    tip: totals.tip,
    processingFee: totals.processingFee,
    total: totals.total,
    discounts: applied.discounts.map(({ source, id, name, amount }) => ({ source, id, name, amount })),
    benefitDiscount: sum(applied.discounts),
    tenders: applied.tenders.map(({ source, id, label, amount, points }) => ({ source, id, label, amount, ...(points === undefined ? {} : { points }) })),
    tendered: sum(applied.tenders),
    amountDue: totals.total - sum(applied.tenders),
    minOrderValue,
    belowMinimumBy: minOrderValue === null ? 0 : Math.max(0, minOrderValue - totals.itemsTotal),
    estimatedReadyAt: estimatedReadyAt(catalog, input, now),
  };
}
