import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { TotalsSection } from '../src/features/checkout/components/totals-section';
import { feeRuleText, processingFeeNote } from '../src/features/checkout/lib/fee-note';
import en from '../src/features/checkout/locales/en.json';
import ar from '../src/features/checkout/locales/ar.json';

const STANDARD = { percent: 1.5, fixed: 20 };
const QUOTE: TQuote = {
  currency: 'eur',
  lines: [],
  subtotal: 3320,
  discount: 0,
  orderFee: 50,
  deliveryFee: 0,
  tip: 0,
  processingFee: 71,
  total: 3441,
  minOrderValue: null,
  belowMinimumBy: 0,
  estimatedReadyAt: null,
  discounts: [],
  benefitDiscount: 0,
  tenders: [],
  tendered: 0,
  amountDue: 3441,
};

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ lng: 'en', fallbackLng: false, resources: { en: { checkout: en }, ar: { checkout: ar } }, interpolation: { escapeValue: false } });
});

const render = (props: Partial<Parameters<typeof TotalsSection>[0]>) =>
  renderToStaticMarkup(createElement(TotalsSection, { quote: QUOTE, loading: false, showDeliveryFee: false, feeNote: null, ...props }));
const strip = (text: string) => text.replace(/[\u2068\u2069]/g, '');

describe('checkout: fees up front', () => {
  it('words the venue rule: percent and fixed part, either alone', () => {
    expect(feeRuleText(STANDARD, 'eur')).toBe('1.5% + €0.20');
    expect(feeRuleText({ percent: 2, fixed: 0 }, 'eur')).toBe('2%');
    expect(feeRuleText({ percent: 0, fixed: 300 }, 'kwd')).toBe('KWD 0.300');
    // Every venue starts with Rp 0.2: not rounded away.
    expect(feeRuleText({ percent: 1.5, fixed: 20_000 }, 'idr')).toBe('1.5% + Rp 0.2');
  });

  it('shows the order fee and the card processing fee in the totals, and says the fee is for card payments only', () => {
    const note = processingFeeNote({ rule: STANDARD, currency: 'eur', cardOffered: true, payingByCard: true });
    const html = strip(render({ feeNote: note }));
    expect(html).toContain('data-testid="total-orderFee"');
    expect(html).toMatch(/Processing fee<\/dt><dd><bdi>€0.71/);
    expect(html).toContain('The processing fee (1.5% + €0.20) applies to card payments only.');
  });

  it('paying another way: no fee in the totals, and the note says what a card would add', () => {
    const note = processingFeeNote({ rule: STANDARD, currency: 'eur', cardOffered: true, payingByCard: false });
    const html = strip(render({ quote: { ...QUOTE, processingFee: 0, total: 3370 }, feeNote: note }));
    expect(html).not.toContain('total-processingFee');
    expect(html).toContain('Paying by card adds a processing fee of 1.5% + €0.20. Other ways to pay carry none.');
  });

  it('says nothing when the venue takes no cards or charges nothing for them', () => {
    expect(processingFeeNote({ rule: STANDARD, currency: 'eur', cardOffered: false, payingByCard: false })).toBeNull();
    expect(processingFeeNote({ rule: { percent: 0, fixed: 0 }, currency: 'eur', cardOffered: true, payingByCard: true })).toBeNull();
    expect(render({ feeNote: null })).not.toContain('processing-fee-note');
  });

  it('in Arabic, with the amount kept left to right inside the sentence', async () => {
    await i18next.changeLanguage('ar');
    const note = processingFeeNote({ rule: STANDARD, currency: 'eur', cardOffered: true, payingByCard: true });
    const html = render({ feeNote: note });
    expect(html).toContain('تُطبَّق رسوم المعالجة (\u20681.5% + €0.20\u2069) على الدفع بالبطاقة فقط.');
    await i18next.changeLanguage('en');
  });
});
