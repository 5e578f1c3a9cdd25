import { describe, expect, it } from 'vitest';
import type { TCartLine } from '../src/features/cart/public';
import { orderBody, quoteBody } from '../src/features/checkout/lib/build-request';
import { initialForm } from '../src/features/checkout/lib/checkout-form';

const LINES: TCartLine[] = [{ id: 'l1', itemId: 'burger', quantity: 1, modifierIds: [], notes: '' }];

describe('the order body’s language', () => {
  it('carries the diner’s language (for the texts about the order) but leaves it out of the quote', () => {
    const body = orderBody(initialForm('dine_in', 'pay_later'), LINES, { tableCode: 'QR-T5' }, 'eur', 'ar');
    expect(body.language).toBe('ar');
    expect(quoteBody(body)).not.toHaveProperty('language');
    expect(orderBody(initialForm('dine_in', 'pay_later'), LINES, { tableCode: 'QR-T5' }, 'eur')).not.toHaveProperty('language');
  });
});
