import { percentOf, sumMinor } from '../money/arithmetic.ts';
import type { TCurrency } from '../money/currencies.ts';
import { minorPerMajor } from '../money/minor.ts';
import type { TPaymentMethod } from './status.ts';

/**
 * The bill of an order, computed the same way by the web (to show it) and the server (to charge
 * it). Everything is integer minor units; percentages round half away from zero (percentOf).
 */

/** Tip presets the checkout offers; a custom amount is also allowed. */
export const TIP_PERCENT_PRESETS = [10, 15, 20] as const;
export const TIP_PERCENT_MAX = 100;

/** A custom tip amount may be at most TIP_PERCENT_MAX of the items (subtotal after discounts), like a percentage tip. */
export function isTipWithinCap(tip: TTipChoice, itemsTotal: number): boolean {
  if (!tip || 'percent' in tip) return true;
  return tip.amount <= percentOf(itemsTotal, TIP_PERCENT_MAX);
}

/**
 * Card payments carry the venue's processing fee: a percent of what is charged plus a fixed part
 * (docs/api/ordering.md "Fees up front"). Other payment methods carry none. Every venue starts with
 * 1.5% + 0.20 of its currency (20 cents; 20,000 minor units of IDR), the shape of typical European
 * card pricing; staff may change both parts, 0 included, within PROCESSING_FEE_PERCENT_MAX and
 * maxProcessingFeeFixed. This is the one function that prices it: orders, table-bill payments and
 * payment-page payments all call it.
 */
export type TProcessingFeeRule = {
  /** Percent of the amount charged, at most two decimals (1.5 = 1.5%). */
  percent: number;
  /** Minor units of the venue's currency. */
  fixed: number;
};

export const PROCESSING_FEE_DEFAULT_PERCENT = 1.5;
const PROCESSING_FEE_DEFAULT_FIXED_HUNDREDTHS_OF_MAJOR = 20;

/** The fixed part every venue starts with: 0.20 of its currency. */
export function defaultProcessingFeeFixed(currency: TCurrency): number {
  return (PROCESSING_FEE_DEFAULT_FIXED_HUNDREDTHS_OF_MAJOR * minorPerMajor(currency)) / 100;
}

export function processingFeeFor(base: number, rule: TProcessingFeeRule): number {
  return sumMinor([percentOf(base, rule.percent), rule.fixed]);
}

export const DELIVERY_FEE_TYPES = ['fixed', 'percent'] as const;
export type TDeliveryFeeType = (typeof DELIVERY_FEE_TYPES)[number];
export type TDeliveryFeeRule = { feeType: TDeliveryFeeType; fixedFee: number; percentFee: number };

/** fixed: fixedFee per order; percent: percentFee % of the items total (after discounts). */
export function deliveryFeeFor(itemsTotal: number, rule: TDeliveryFeeRule): number {
  return rule.feeType === 'fixed' ? rule.fixedFee : percentOf(itemsTotal, rule.percentFee);
}

export type TLinePriceInput = { unitPrice: number; modifierPrices: readonly number[]; quantity: number; discountPercent: number };
export type TLinePrice = { lineTotal: number; discount: number };

/** (item + its modifiers) x quantity, and the tag discount on that, if any. */
export function priceLine(line: TLinePriceInput): TLinePrice {
  const each = sumMinor([line.unitPrice, ...line.modifierPrices]);
  const lineTotal = sumMinor(Array.from({ length: line.quantity }, () => each));
  return { lineTotal, discount: line.discountPercent > 0 ? percentOf(lineTotal, line.discountPercent) : 0 };
}

export type TTipChoice = { percent: number } | { amount: number } | null | undefined;

export type TTotalsInput = {
  currency: TCurrency;
  lines: readonly TLinePrice[];
  orderFee: number;
  /** null when the order is not a delivery. */
  delivery: TDeliveryFeeRule | null;
  tip: TTipChoice;
  paymentMethod: TPaymentMethod;
  /** The venue's card processing fee; applied only when paymentMethod is card. */
  processingFee: TProcessingFeeRule;
  /** What offers and the club take off the items (growth/benefits.ts); at most the items total. */
  benefitDiscount?: number;
  /** What points and gift cards pay; the processing fee is charged only on what is left for the card. */
  tendered?: number;
};

export type TTotals = {
  subtotal: number;
  discount: number;
  /** subtotal - discount: what the minimum delivery order value and percentage tips are measured on. */
  itemsTotal: number;
  orderFee: number;
  deliveryFee: number;
  tip: number;
  processingFee: number;
  total: number;
};

export function computeTotals(input: TTotalsInput): TTotals {
  const subtotal = sumMinor(input.lines.map((l) => l.lineTotal));
  const discount = sumMinor(input.lines.map((l) => l.discount));
  const itemsTotal = Math.max(0, subtotal - discount - (input.benefitDiscount ?? 0));
  const deliveryFee = input.delivery ? deliveryFeeFor(itemsTotal, input.delivery) : 0;
  const tip = !input.tip ? 0 : 'percent' in input.tip ? percentOf(itemsTotal, input.tip.percent) : input.tip.amount;
  const base = sumMinor([itemsTotal, input.orderFee, deliveryFee, tip]);
  const onCard = base - Math.min(base, input.tendered ?? 0);
  const processingFee = input.paymentMethod === 'card' && onCard > 0 ? processingFeeFor(onCard, input.processingFee) : 0;
  return { subtotal, discount, itemsTotal, orderFee: input.orderFee, deliveryFee, tip, processingFee, total: sumMinor([base, processingFee]) };
}
