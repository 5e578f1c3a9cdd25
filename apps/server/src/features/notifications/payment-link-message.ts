import type { TLanguage } from '@menudelite/shared/i18n/languages';
import { renderActionEmail, type TRenderedEmail } from './action-email.ts';
import { fillTranslation } from './engine.ts';
import { PAYMENT_LINK_STRINGS } from './strings/payment-link.ts';

/** Already formatted by the caller: the amount in the venue's currency, the expiry in the venue's time zone and this language (null: never). */
export type TPaymentLinkMessage = { venue: string; amount: string; description: string; expires: string | null; link: string };

/** A venue's payment link by e-mail (DelitePay), in the one-link layout. Names and descriptions are escaped in HTML. */
export function renderPaymentLinkEmail(language: TLanguage, m: TPaymentLinkMessage): Promise<TRenderedEmail> {
  const s = PAYMENT_LINK_STRINGS[language];
  const values = { venue: m.venue, amount: m.amount, description: m.description };
  return renderActionEmail(language, {
    subject: fillTranslation('text', s.subject, values),
    greeting: s.greeting,
    greetingHtml: fillTranslation('html', s.greeting, {}),
    intro: fillTranslation('text', s.intro, values),
    introHtml: fillTranslation('html', s.intro, values),
    button: fillTranslation('text', s.button, values),
    linkHint: s.linkHint,
    footer: [m.expires ? fillTranslation('text', s.expires, { date: m.expires }) : s.noExpiry, s.ignore],
    link: m.link,
  });
}

/** The same link by SMS: one short text with the link (and its expiry). */
export function renderPaymentLinkSms(language: TLanguage, m: TPaymentLinkMessage): string {
  const s = PAYMENT_LINK_STRINGS[language];
  const text = fillTranslation('text', s.sms, { venue: m.venue, amount: m.amount, description: m.description, link: m.link });
  return m.expires ? `${text} ${fillTranslation('text', s.smsExpires, { date: m.expires })}` : text;
}
