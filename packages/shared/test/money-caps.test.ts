import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_FIXED_FEE_MAX,
  ITEM_PRICE_MAX,
  LINE_MODIFIERS_MAX,
  LINE_QUANTITY_MAX,
  MAX_ORDER_TOTAL,
  MODIFIER_PRICE_MAX,
  ORDER_FEE_MAX,
  ORDER_LINES_MAX,
  ORDER_QUANTITY_MAX,
  PERCENT_MAX,
  TIP_AMOUNT_MAX,
  PROCESSING_FEE_FIXED_MAX,
  PROCESSING_FEE_PERCENT_MAX,
} from '../src/money/caps.ts';
import { CURRENCIES } from '../src/money/currencies.ts';
import { ZCheckoutLineSchema, ZQuoteRequestSchema, ZTipSchema } from '../src/orders/checkout.ts';
import { ZModifierInputSchema } from '../src/menu/modifier-groups.ts';
import { ZPriceSchema } from '../src/menu/common.ts';
import { maxOrderFee } from '../src/restaurant/contracts.ts';
import { ZDeliverySettingsSchema } from '../src/orders/delivery.ts';
import { computeTotals, priceLine, type TTotalsInput } from '../src/orders/pricing.ts';

/** Each amount at either an arbitrary value or its cap, so the corners are tried often. */
const upTo = (max: number) => fc.oneof(fc.constant(max), fc.integer({ min: 0, max }));

/** Whether a quote request with lines of these quantities passes the contract. */
const quote = (quantities: number[]) =>
  ZQuoteRequestSchema.safeParse({ type: 'dine_in', lines: quantities.map((quantity) => ({ itemId: 'a', quantity })) }).success;

/** The money caps keep every order total a safe integer (issue 7, defect 5.3). */
describe('money caps', () => {
  it('the bound of the worst case is below Number.MAX_SAFE_INTEGER', () => {
    expect(MAX_ORDER_TOTAL).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // The arithmetic of caps.ts, spelled out.
    expect(ORDER_QUANTITY_MAX * (ITEM_PRICE_MAX + LINE_MODIFIERS_MAX * MODIFIER_PRICE_MAX)).toBe(1.8e15);
    // With the card processing fee at its caps (10% + Rp 100,000).
    expect(MAX_ORDER_TOTAL).toBeLessThan(6e15);
  });

  it('the contracts enforce the caps', () => {
    expect(ZPriceSchema.safeParse(ITEM_PRICE_MAX).success).toBe(true);
    expect(ZPriceSchema.safeParse(ITEM_PRICE_MAX + 1).success).toBe(false);
    expect(ZModifierInputSchema.safeParse({ name: 'Extra', price: MODIFIER_PRICE_MAX }).success).toBe(true);
    expect(ZModifierInputSchema.safeParse({ name: 'Extra', price: MODIFIER_PRICE_MAX + 1 }).success).toBe(false);
    expect(ZCheckoutLineSchema.safeParse({ itemId: 'a', quantity: LINE_QUANTITY_MAX + 1 }).success).toBe(false);
    expect(ZCheckoutLineSchema.safeParse({ itemId: 'a', quantity: 1, modifierIds: Array(LINE_MODIFIERS_MAX + 1).fill('m') }).success).toBe(false);
    expect(ZTipSchema.safeParse({ amount: TIP_AMOUNT_MAX + 1 }).success).toBe(false);
    expect(ZTipSchema.safeParse({ percent: PERCENT_MAX + 1 }).success).toBe(false);
    for (const currency of CURRENCIES) expect(maxOrderFee(currency)).toBeLessThanOrEqual(ORDER_FEE_MAX);
    const delivery = { feeType: 'fixed', percentFee: PERCENT_MAX, minOrderValue: 0, deliveryOrderPrepTime: 30 };
    expect(ZDeliverySettingsSchema.safeParse({ ...delivery, fixedFee: DELIVERY_FIXED_FEE_MAX }).success).toBe(true);
    expect(ZDeliverySettingsSchema.safeParse({ ...delivery, fixedFee: DELIVERY_FIXED_FEE_MAX + 1 }).success).toBe(false);
    expect(ZDeliverySettingsSchema.safeParse({ ...delivery, fixedFee: 0, percentFee: PERCENT_MAX + 1 }).success).toBe(false);
    expect(quote([99, 99, 99, 3])).toBe(true);
    expect(quote([99, 99, 99, 4])).toBe(false);
  });

  /** Carts within every cap: lines whose quantities add up to at most ORDER_QUANTITY_MAX. */
  const cart = fc
    .array(
      fc.record({
        unitPrice: fc.integer({ min: 0, max: ITEM_PRICE_MAX }),
        modifierPrices: fc.array(fc.integer({ min: 0, max: MODIFIER_PRICE_MAX }), { maxLength: LINE_MODIFIERS_MAX }),
        quantity: fc.integer({ min: 1, max: LINE_QUANTITY_MAX }),
        discountPercent: fc.integer({ min: 0, max: PERCENT_MAX }),
      }),
      { minLength: 1, maxLength: ORDER_LINES_MAX },
    )
    .filter((lines) => lines.reduce((units, line) => units + line.quantity, 0) <= ORDER_QUANTITY_MAX);

  it('no cart within the caps prices to an unsafe total, whatever the fees, tip and payment', () => {
    fc.assert(
      fc.property(
        cart,
        fc.constantFrom(...CURRENCIES),
        upTo(ORDER_FEE_MAX),
        fc.option(
          fc.record({ feeType: fc.constantFrom('fixed' as const, 'percent' as const), fixedFee: upTo(DELIVERY_FIXED_FEE_MAX), percentFee: upTo(PERCENT_MAX) }),
        ),
        fc.option(fc.oneof(fc.record({ percent: upTo(PERCENT_MAX) }), fc.record({ amount: upTo(TIP_AMOUNT_MAX) }))),
        fc.constantFrom('card' as const, 'pay_later' as const, 'cash' as const),
        fc.record({ percent: upTo(PROCESSING_FEE_PERCENT_MAX), fixed: upTo(PROCESSING_FEE_FIXED_MAX) }),
        (lines, currency, orderFee, delivery, tip, paymentMethod, processingFee) => {
          const input: TTotalsInput = { currency, lines: lines.map(priceLine), orderFee, delivery, tip, paymentMethod, processingFee };
          const totals = computeTotals(input);
          expect(Number.isSafeInteger(totals.total)).toBe(true);
          expect(totals.total).toBeLessThanOrEqual(MAX_ORDER_TOTAL);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the worst case itself, every cap at once, prices within the bound', () => {
    const line = priceLine({
      unitPrice: ITEM_PRICE_MAX,
      modifierPrices: Array(LINE_MODIFIERS_MAX).fill(MODIFIER_PRICE_MAX),
      quantity: LINE_QUANTITY_MAX,
      discountPercent: 0,
    });
    const rest = priceLine({
      unitPrice: ITEM_PRICE_MAX,
      modifierPrices: Array(LINE_MODIFIERS_MAX).fill(MODIFIER_PRICE_MAX),
      quantity: ORDER_QUANTITY_MAX - 3 * LINE_QUANTITY_MAX,
      discountPercent: 0,
    });
    for (const tip of [{ percent: PERCENT_MAX }, { amount: TIP_AMOUNT_MAX }]) {
      const totals = computeTotals({
        currency: 'idr',
        lines: [line, line, line, rest],
        orderFee: ORDER_FEE_MAX,
        delivery: { feeType: 'percent', fixedFee: 0, percentFee: PERCENT_MAX },
        tip,
        paymentMethod: 'card',
        processingFee: { percent: PROCESSING_FEE_PERCENT_MAX, fixed: PROCESSING_FEE_FIXED_MAX },
      });
      expect(Number.isSafeInteger(totals.total)).toBe(true);
      expect(totals.total).toBeLessThanOrEqual(MAX_ORDER_TOTAL);
    }
  });
});
