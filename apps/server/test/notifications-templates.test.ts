import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { languageFromAcceptLanguage, renderOrderReadySms, renderPasswordResetEmail } from '../src/features/notifications/public.ts';
import { PASSWORD_RESET_STRINGS } from '../src/features/notifications/strings/password-reset.ts';
import { ORDER_READY_STRINGS } from '../src/features/notifications/strings/order-ready.ts';

const LINK = 'https://menudelite.example/reset-password/abc_DEF-123';

describe('e-mail and SMS templates', () => {
  it('render the password-reset e-mail in every language with a text part and an HTML part', async () => {
    for (const language of LANGUAGES) {
      const mail = await renderPasswordResetEmail(language, { name: 'Dana', link: LINK });
      const s = PASSWORD_RESET_STRINGS[language];
      expect(mail.subject).toBe(s.subject);
      expect(mail.text).toContain(LINK);
      expect(mail.text).toContain(s.intro);
      expect(mail.text).toContain('Dana');
      expect(mail.text).not.toMatch(/<[a-z]/i);
      expect(mail.html).toMatch(/^<!doctype html>/i);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(s.button);
      expect(mail.html).toContain(`href="${LINK}"`);
      expect(mail.html).not.toContain('<mj-');
    }
  });

  it('writes Arabic right to left and escapes names in HTML but not in text', async () => {
    const mail = await renderPasswordResetEmail('ar', { name: '<b>Lina & co</b>', link: LINK });
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('&lt;b&gt;Lina &amp; co&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lina');
    expect(mail.text).toContain('مرحبًا <b>Lina & co</b>،');
    expect((await renderPasswordResetEmail('en', { name: 'Dana', link: LINK })).html).toContain('dir="ltr"');
  });

  it('translate every string into all 14 languages (no English left behind but the brand)', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [key, text] of Object.entries(PASSWORD_RESET_STRINGS[language]))
        expect(text, `${language}.${key}`).not.toBe(PASSWORD_RESET_STRINGS.en[key as 'subject']);
      for (const [key, text] of Object.entries(ORDER_READY_STRINGS[language])) {
        expect(text, `${language}.${key}`).not.toBe(ORDER_READY_STRINGS.en[key as 'pickup']);
        expect(text).toContain('{venue}');
        expect(text).toContain('{number}');
      }
    }
  });

  it('word the order-ready SMS for the order type and language', () => {
    expect(renderOrderReadySms('en', { venueName: 'Harbour Café', orderNumber: 42, orderType: 'pickup' })).toBe(
      'Harbour Café: your order #42 is ready for pickup. Thank you!',
    );
    expect(renderOrderReadySms('ar', { venueName: 'Harbour Café', orderNumber: 42, orderType: 'dine_in' })).toBe('Harbour Café: طلبك رقم 42 جاهز. شكرًا لك!');
    expect(renderOrderReadySms('de', { venueName: 'A & B', orderNumber: 7, orderType: 'delivery' })).toBe(
      'A & B: Ihre Bestellung Nr. 7 ist fertig und unterwegs. Vielen Dank!',
    );
  });

  it('pick the first supported language of an Accept-Language header', () => {
    expect(languageFromAcceptLanguage('ar-MA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('sv-SE,sv;q=0.9,de;q=0.5,en;q=0.7')).toBe('en');
    expect(languageFromAcceptLanguage('xx, yy')).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
