import type { TErrorKey, TErrorParams } from '@menudelite/shared/errors';
import {
  GIFT_CARD_MESSAGE_MAX,
  GIFT_CARD_NAME_MAX,
  type TGiftCardDesign,
  type TGiftCardPurchaseRequest,
  type TPublicGiftCardProduct,
} from '@menudelite/shared/growth/gift-cards';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';

/** The form as typed. */
export type TPurchaseValues = {
  productId: string | null;
  amount: string;
  design: TGiftCardDesign | null;
  recipientName: string;
  recipientEmail: string;
  fromName: string;
  fromEmail: string;
  message: string;
  deliverOn: string;
};
export const EMPTY_PURCHASE: TPurchaseValues = {
  productId: null,
  amount: '',
  design: null,
  recipientName: '',
  recipientEmail: '',
  fromName: '',
  fromEmail: '',
  message: '',
  deliverOn: '',
};

export type TPurchaseField = 'productId' | 'amount' | 'recipientName' | 'recipientEmail' | 'fromName' | 'fromEmail' | 'message' | 'deliverOn';
/** A problem in the shared errors namespace's words (key and params), per field. */
export type TPurchaseErrors = Partial<Record<TPurchaseField, { key: TErrorKey; params?: TErrorParams }>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function amountOf(values: TPurchaseValues, product: TPublicGiftCardProduct | undefined, currency: TCurrency): number | null {
  if (!product) return null;
  if (product.kind === 'fixed') return product.amount;
  const text = values.amount.trim();
  if (!text) return null;
  const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  return parseMajor(text, currency, { decimal });
}

/** The server's own rules, checked first so each field says what is wrong in the diner's language. */
export function checkPurchase(values: TPurchaseValues, product: TPublicGiftCardProduct | undefined, currency: TCurrency): TPurchaseErrors {
  const errors: TPurchaseErrors = {};
  if (!product) errors.productId = { key: 'giftCardRequired' };
  else if (product.kind === 'custom') {
    const amount = amountOf(values, product, currency);
    if (amount === null || amount < product.minAmount! || amount > product.maxAmount!) {
      errors.amount = {
        key: 'giftCardAmountRange',
        params: { min: formatMoney(product.minAmount!, currency), max: formatMoney(product.maxAmount!, currency) },
      };
    }
  }
  const name = (field: 'recipientName' | 'fromName') => {
    const text = values[field].trim();
    if (!text) errors[field] = { key: 'required' };
    else if (text.length > GIFT_CARD_NAME_MAX) errors[field] = { key: 'tooLong', params: { max: GIFT_CARD_NAME_MAX } };
  };
  const email = (field: 'recipientEmail' | 'fromEmail') => {
    const text = values[field].trim();
    if (!text) errors[field] = { key: 'required' };
    else if (!EMAIL.test(text) || text.length > 254) errors[field] = { key: 'invalidEmail' };
  };
  name('recipientName');
  email('recipientEmail');
  name('fromName');
  email('fromEmail');
  if (values.message.trim().length > GIFT_CARD_MESSAGE_MAX) errors.message = { key: 'tooLong', params: { max: GIFT_CARD_MESSAGE_MAX } };
  return errors;
}

export function purchaseBody(values: TPurchaseValues, product: TPublicGiftCardProduct, currency: TCurrency, language: TLanguage): TGiftCardPurchaseRequest {
  const amount = amountOf(values, product, currency)!;
  return {
    productId: product.id,
    ...(product.kind === 'custom' ? { amount } : {}),
    design: values.design ?? product.design,
    recipient: { name: values.recipientName.trim(), email: values.recipientEmail.trim() },
    purchaser: { name: values.fromName.trim(), email: values.fromEmail.trim() },
    ...(values.message.trim() ? { message: values.message.trim() } : {}),
    ...(values.deliverOn ? { deliverOn: values.deliverOn } : {}),
    language,
    expectedTotal: amount,
  };
}

/** Where a server detail belongs on the form ('recipient.email' → recipientEmail). */
export function fieldOfPath(path: string): TPurchaseField | null {
  const map: Record<string, TPurchaseField> = {
    productId: 'productId',
    amount: 'amount',
    'recipient.name': 'recipientName',
    'recipient.email': 'recipientEmail',
    'purchaser.name': 'fromName',
    'purchaser.email': 'fromEmail',
    message: 'message',
    deliverOn: 'deliverOn',
    expectedTotal: 'amount',
  };
  return map[path] ?? null;
}
