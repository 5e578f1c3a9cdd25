import type { TLinkSendRequest, TSendChannel } from '@menudelite/shared/delitepay/contracts';
import type { TErrorKey } from '@menudelite/shared/errors';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { isValidPhone } from '@menudelite/shared/orders/checkout-rules';

export type TSendValues = { channel: TSendChannel; email: string; phone: string; language: TLanguage };

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only the chosen channel's field counts, checked as the server checks it (the checkout's phone rule). */
export function validateSend(values: TSendValues): Partial<Record<'email' | 'phone', TErrorKey>> {
  if (values.channel === 'email') {
    const email = values.email.trim();
    if (!email) return { email: 'required' };
    return EMAIL_SHAPE.test(email) ? {} : { email: 'invalidEmail' };
  }
  const phone = values.phone.trim();
  if (!phone) return { phone: 'required' };
  return isValidPhone(phone) ? {} : { phone: 'phoneIncorrect' };
}

/** Exactly one of e-mail or phone, as the API takes it. */
export function sendRequestOf(values: TSendValues): TLinkSendRequest {
  return values.channel === 'email' ? { email: values.email.trim(), language: values.language } : { phone: values.phone.trim(), language: values.language };
}
