import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { renderReceiptEmail, type TReceiptEmailInput } from '../src/features/notifications/public.ts';
import { RECEIPT_STRINGS } from '../src/features/notifications/strings/receipt.ts';

const RECEIPT: TReceiptEmailInput = {
  venueName: 'Harbour <b>Café</b> & co',
  currency: 'kwd',
  reference: '#42',
  lines: [
    { name: 'Machboos (extra rice)', quantity: 2, amount: 5500 },
    { name: 'Karak tea', quantity: 1, amount: 250 },
  ],
  subtotal: 5750,
  discount: 250,
  orderFee: 100,
  deliveryFee: 0,
  processingFee: 283,
  tip: 500,
  total: 6383,
  paymentMethod: 'card',
  cardLast4: '4242',
  paidAt: '2026-11-23T17:05:00.000Z',
  timeZone: 'Asia/Kuwait',
  viewUrl: 'https://menudelite.example/orders/abc/status?t=tok_EN-1',
};

/** Words that are the same in a language and in English, correctly (the brand, loan words). */
const SAME_AS_ENGLISH = new Set(['es.subtotal', 'pt.subtotal']);

describe('the receipt e-mail', () => {
  it('renders in every language: lines, fees, tip, total, card and its last four digits, the link', async () => {
    for (const language of LANGUAGES) {
      const s = RECEIPT_STRINGS[language];
      const mail = await renderReceiptEmail(language, RECEIPT);
      expect(mail.subject, language).toContain('Harbour <b>Café</b> & co');
      for (const label of [s.subtotal, s.discount, s.orderFee, s.processingFee, s.tip, s.total, s.methods.card]) expect(mail.text, language).toContain(label);
      expect(mail.text).not.toContain(s.deliveryFee);
      expect(mail.text).toContain('2 × Machboos (extra rice)  KWD 5.500');
      expect(mail.text).toContain('-KWD 0.250');
      expect(mail.text).toContain('KWD 6.383');
      expect(mail.text).toContain('4242');
      expect(mail.text).toContain(RECEIPT.viewUrl);
      expect(mail.html).toMatch(/^<!doctype html>/i);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain(`href="${RECEIPT.viewUrl}"`);
      expect(mail.html).not.toContain('<mj-');
    }
  });

  it('escapes names in HTML, writes Arabic right to left, and times on the venue clock', async () => {
    const mail = await renderReceiptEmail('ar', RECEIPT);
    expect(mail.html).toContain('dir="rtl"');
    // The section and column lay the tables out right to left too (MJML's default is ltr), amounts kept ltr.
    expect(mail.html).not.toContain('direction:ltr');
    expect(mail.html).toContain('dir="ltr">-KWD 0.250<');
    expect(mail.html).toContain('Harbour &lt;b&gt;Café&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Café');
    // 17:05 UTC is 20:05 in Kuwait.
    expect((await renderReceiptEmail('en', RECEIPT)).text).toMatch(/Paid on: Nov 23, 2026, 8:05\sPM/);
    expect((await renderReceiptEmail('de', RECEIPT)).text).toContain('23.11.2026, 20:05');
  });

  it('leaves out what does not apply: no card digits for cash, no zero fees', async () => {
    const mail = await renderReceiptEmail('en', { ...RECEIPT, paymentMethod: 'cash', cardLast4: null, processingFee: 0, tip: 0, orderFee: 0, discount: 0 });
    expect(mail.text).toContain('Payment method: Cash');
    expect(mail.text).not.toMatch(/ending in|Tip|Order fee|Discount|processing/);
  });

  it('marks a line of which only a part was paid in the reader’s language, the name kept in its own direction', async () => {
    const shared = { ...RECEIPT, lines: [{ name: 'Wine bottle', quantity: 1, amount: 1500, part: true }, ...RECEIPT.lines] };
    const english = await renderReceiptEmail('en', shared);
    expect(english.text).toContain('1 × \u2068Wine bottle\u2069 (part)  KWD 1.500');
    // Whole lines are as before.
    expect(english.text).toContain('2 × Machboos (extra rice)  KWD 5.500');
    expect(english.text.match(/\(part\)/g)).toHaveLength(1);
    const arabic = await renderReceiptEmail('ar', shared);
    expect(arabic.text).toContain('1 × \u2068Wine bottle\u2069 (جزء)');
    expect(arabic.html).toContain('\u2068Wine bottle\u2069 (جزء)');
    expect((await renderReceiptEmail('ja', shared)).text).toContain('\u2068Wine bottle\u2069（一部）');
    for (const language of LANGUAGES) {
      expect(RECEIPT_STRINGS[language].part, language).toContain('{name}');
      expect((await renderReceiptEmail(language, shared)).text, language).toContain(
        RECEIPT_STRINGS[language].part.replace('{name}', '\u2068Wine bottle\u2069'),
      );
    }
    // A name with markup stays text in the HTML.
    const escaped = await renderReceiptEmail('en', { ...RECEIPT, lines: [{ name: '<i>Tea</i>', quantity: 1, amount: 100, part: true }] });
    expect(escaped.html).toContain('&lt;i&gt;Tea&lt;/i&gt;\u2069 (part)');
  });

  it('has every string translated in all 14 languages, with the placeholders kept', () => {
    const flat = (value: object, prefix = ''): [string, string][] =>
      Object.entries(value).flatMap(([key, text]) =>
        typeof text === 'string' ? [[prefix + key, text] as [string, string]] : flat(text as object, `${prefix}${key}.`),
      );
    const english = Object.fromEntries(flat(RECEIPT_STRINGS.en));
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      for (const [key, text] of flat(RECEIPT_STRINGS[language])) {
        if (!SAME_AS_ENGLISH.has(`${language}.${key}`)) expect(text, `${language}.${key}`).not.toBe(english[key]);
        expect(text.match(/\{\w+\}/g) ?? [], `${language}.${key}`).toEqual(english[key]!.match(/\{\w+\}/g) ?? []);
      }
    }
  });
});
