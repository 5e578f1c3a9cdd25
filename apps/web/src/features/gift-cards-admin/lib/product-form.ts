import type { TCreateGiftCardProduct, TGiftCardDesign, TGiftCardProduct, TGiftCardProductKind } from '@menudelite/shared/growth/gift-cards';
import { GIFT_CARD_AMOUNT_MAX, GIFT_CARD_AMOUNT_MIN, GIFT_CARD_NAME_MAX } from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { minorOf, typedAmount } from './money-input';

export type TProductFormValues = {
  name: string;
  kind: TGiftCardProductKind;
  amount: string;
  minAmount: string;
  maxAmount: string;
  design: TGiftCardDesign;
  isActive: boolean;
};
export type TProductFormErrors = Partial<Record<'name' | 'amount' | 'minAmount' | 'maxAmount', string>>;

export const EMPTY_PRODUCT: TProductFormValues = { name: '', kind: 'fixed', amount: '', minAmount: '', maxAmount: '', design: 'classic', isActive: true };

export function productFormOf(p: TGiftCardProduct): TProductFormValues {
  return {
    name: p.name,
    kind: p.kind,
    amount: typedAmount(p.amount, p.currency),
    minAmount: typedAmount(p.minAmount, p.currency),
    maxAmount: typedAmount(p.maxAmount, p.currency),
    design: p.design,
    isActive: p.isActive,
  };
}

const inRange = (n: number | null) => n !== null && n >= GIFT_CARD_AMOUNT_MIN && n <= GIFT_CARD_AMOUNT_MAX;

/** Checked as the server checks it (keys of the gift-cards-admin namespace), so the form names the field before sending. */
export function checkProductForm(v: TProductFormValues, currency: TCurrency): { body: TCreateGiftCardProduct | null; errors: TProductFormErrors } {
  const errors: TProductFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = 'form.nameRequired';
  else if (name.length > GIFT_CARD_NAME_MAX) errors.name = 'form.tooLong';
  const amount = minorOf(v.amount, currency);
  const min = minorOf(v.minAmount, currency);
  const max = minorOf(v.maxAmount, currency);
  if (v.kind === 'fixed' && !inRange(amount)) errors.amount = 'form.amountInvalid';
  if (v.kind === 'custom') {
    if (!inRange(min)) errors.minAmount = 'form.amountInvalid';
    if (!inRange(max)) errors.maxAmount = 'form.amountInvalid';
    else if (min !== null && max !== null && min > max) errors.maxAmount = 'form.maxBelowMin';
  }
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      name,
      kind: v.kind,
      ...(v.kind === 'fixed' ? { amount: amount!, minAmount: null, maxAmount: null } : { amount: null, minAmount: min!, maxAmount: max! }),
      design: v.design,
      isActive: v.isActive,
    },
    errors,
  };
}
