import type { TCurrency } from './currencies.ts';
import { minorPerMajor } from './minor.ts';

/**
 * Caps on every amount and count that feeds an order total, chosen so that no total can leave the
 * safe integers (issue 7, defect 5.3: a total past 2^53 answered 500). All amounts are minor units;
 * IDR has 100,000 minor units per rupiah (minor.ts), so the caps are set for IDR and are absurdly
 * high (but harmless) in two-decimal currencies. The three-decimal currencies (KWD, OMR, JOD, BHD:
 * 1,000 minor units) sit in between: an item may cost up to 1,000,000,000.000 KWD, and the bound
 * below holds for every currency because it is computed in minor units, whatever their scale.
 *
 * Worst case, every cap at once (P item price, M modifier price, m modifiers per line, U units per order):
 *   one unit      ≤ P + m·M            = 1e12 + 50 · 1e11          = 6e12
 *   subtotal S    ≤ U · unit           = 300 · 6e12                = 1.8e15   (itemsTotal ≤ S: discounts ≥ 0)
 *   order fee     ≤ ORDER_FEE_MAX                                  = 1e12
 *   delivery fee  ≤ max(DELIVERY_FIXED_FEE_MAX, 100% of S)         = 1.8e15
 *   tip           ≤ max(100% of S, TIP_AMOUNT_MAX)                 = 1.8e15
 *   base          ≤ 1.8e15 + 1e12 + 1.8e15 + 1.8e15               = 5.401e15
 *   card fee      ≤ 10% of base + 1 (rounding) + 1e10 (the venue's setting at its caps) ≈ 5.401e14
 *   total         ≤ 5.942e15 < Number.MAX_SAFE_INTEGER = 9.007e15 (a margin of 1.5x)
 * MAX_ORDER_TOTAL below is that bound, computed; packages/shared/test/money-caps.test.ts checks it
 * and feeds random capped carts through the real pricing code.
 */

/** An item: Rp 10,000,000 (a bottle of champagne in a Bali beach club), 10,000,000,000.00 elsewhere. */
export const ITEM_PRICE_MAX = 1_000_000_000_000;
/** A modifier (an add-on): Rp 1,000,000; bigger choices are items of their own. */
export const MODIFIER_PRICE_MAX = 100_000_000_000;
/** Modifiers chosen for one cart line (a repeated modifier counts each time). */
export const LINE_MODIFIERS_MAX = 50;
/** Units of one cart line. */
export const LINE_QUANTITY_MAX = 99;
/** Lines of one order. */
export const ORDER_LINES_MAX = 100;
/** Units of one order, all lines together: a big table's order, not a catering run. */
export const ORDER_QUANTITY_MAX = 300;
/** A custom tip amount (the checkout also caps it at 100% of the items). */
export const TIP_AMOUNT_MAX = 1_000_000_000_000;
/** The venue's order fee and fixed delivery fee (restaurant/contracts.ts caps the order fee per currency below this). */
export const ORDER_FEE_MAX = 1_000_000_000_000;
export const DELIVERY_FIXED_FEE_MAX = 1_000_000_000_000;
/** Tips, delivery fees and tag discounts in percent. */
export const PERCENT_MAX = 100;
/**
 * The venue's card processing fee setting (orders/pricing.ts processingFeeFor): at most 10% plus a
 * fixed part of at most 10.00 of the currency (IDR: Rp 100,000), so no setting typo can triple a bill.
 */
export const PROCESSING_FEE_PERCENT_MAX = 10;
export function maxProcessingFeeFixedMajor(currency: TCurrency): number {
  return currency === 'idr' ? 100_000 : 10;
}
export function maxProcessingFeeFixed(currency: TCurrency): number {
  return maxProcessingFeeFixedMajor(currency) * minorPerMajor(currency);
}
/** The largest fixed part in any currency (IDR), the bound the schema checks before the venue's currency is known. */
export const PROCESSING_FEE_FIXED_MAX = maxProcessingFeeFixed('idr');
const CARD_FEE_PERCENT_BOUND = PROCESSING_FEE_PERCENT_MAX;
const CARD_FEE_FIXED_BOUND = PROCESSING_FEE_FIXED_MAX;

const UNIT_MAX = ITEM_PRICE_MAX + LINE_MODIFIERS_MAX * MODIFIER_PRICE_MAX;
const SUBTOTAL_MAX = ORDER_QUANTITY_MAX * UNIT_MAX;
const percentBound = (amount: number, percent: number) => Math.ceil((amount * percent) / 100) + 1;
const BASE_MAX =
  SUBTOTAL_MAX +
  ORDER_FEE_MAX +
  Math.max(DELIVERY_FIXED_FEE_MAX, percentBound(SUBTOTAL_MAX, PERCENT_MAX)) +
  Math.max(TIP_AMOUNT_MAX, percentBound(SUBTOTAL_MAX, PERCENT_MAX));

/** The largest total any order can reach under the caps above. */
export const MAX_ORDER_TOTAL = BASE_MAX + percentBound(BASE_MAX, CARD_FEE_PERCENT_BOUND) + CARD_FEE_FIXED_BOUND;
