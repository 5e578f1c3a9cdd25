import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOfferEvaluation } from '@menudelite/shared/growth/offers';
import type { TQuote } from '@menudelite/shared/orders/checkout';
import { HttpError } from '../src/lib/http/http-error';
import type { TCartLine } from '../src/features/cart/public';
import { postEvaluateOffers } from '../src/features/checkout/api/evaluate-offers';
import { postGiftCardBalance } from '../src/features/checkout/api/check-gift-card';
import { postQuote } from '../src/features/checkout/api/get-quote';
import { MessageText } from '../src/features/checkout/components/message-text';
import { toggleOffer } from '../src/features/checkout/components/offers-dialog';
import { pointsProblem, redeemablePoints } from '../src/features/checkout/components/rewards-dialog';
import { TotalsSection } from '../src/features/checkout/components/totals-section';
import {
  NO_BENEFITS_CHOSEN,
  benefitRefusal,
  benefitsRequest,
  isBenefitRace,
  withoutMemberOffers,
  withoutRefused,
  type TBenefitChoice,
} from '../src/features/checkout/lib/benefits';
import { orderBody, quoteBody } from '../src/features/checkout/lib/build-request';
import { initialForm } from '../src/features/checkout/lib/checkout-form';
import { typedAmount, typedPoints } from '../src/features/checkout/lib/typed-amount';
import checkoutAr from '../src/features/checkout/locales/ar.json';
import checkoutEn from '../src/features/checkout/locales/en.json';
import errorsAr from '../src/i18n/errors/ar.json';
import errorsEn from '../src/i18n/errors/en.json';

/**
 * The diner's side of growth at checkout (SPEC section 2: offers dialog, login dialog for discounts,
 * rewards redemption dialog; issue 11): what the request carries, how a refusal is tied to the benefit
 * it is about (by path and code, worded by key), the points the order may take (never the tip), and
 * the server's discount and tender lines in the totals. The API calls are the real client over a
 * mocked fetch.
 */
const LINES: TCartLine[] = [{ id: 'l1', itemId: 'burger', quantity: 2, modifierIds: [], notes: '' }];
const CHOSEN: TBenefitChoice = {
  offerIds: ['offer-a', 'offer-m'],
  memberOfferIds: ['offer-m'],
  offerCode: ' SUMMER10 ',
  points: 650,
  giftCard: { code: 'ABCD-EFGH-JKLM-NPQR', amount: null },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, details: { path: string; key: string; params?: Record<string, string | number> }[]) =>
  new HttpError(status, { code, message: 'English that is never shown', details } as never);

const fetchMock = vi.fn<typeof fetch>();
beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en: { checkout: checkoutEn, errors: errorsEn }, ar: { checkout: checkoutAr, errors: errorsAr } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the request', () => {
  it('carries nothing when nothing is chosen, so an order without benefits is sent as before', () => {
    expect(benefitsRequest(NO_BENEFITS_CHOSEN)).toBeUndefined();
    expect(orderBody(initialForm('dine_in', 'card'), LINES, { tableCode: 'T1' }, 'eur', undefined, undefined)).not.toHaveProperty('benefits');
  });

  it('sends the offers picked, the trimmed code, the points and the gift card (all it covers when no amount), in the quote too', () => {
    const benefits = benefitsRequest(CHOSEN)!;
    expect(benefits).toEqual({ offerIds: ['offer-a', 'offer-m'], offerCode: 'SUMMER10', points: 650, giftCard: { code: 'ABCD-EFGH-JKLM-NPQR' } });
    expect(benefitsRequest({ ...NO_BENEFITS_CHOSEN, giftCard: { code: 'X', amount: 1200 } })).toEqual({ offerIds: [], giftCard: { code: 'X', amount: 1200 } });
    const body = orderBody(initialForm('dine_in', 'card'), LINES, { tableCode: 'T1' }, 'eur', undefined, benefits);
    expect(quoteBody(body).benefits).toEqual(benefits);
  });

  it('"skip and checkout" drops only the members-only offers', () => {
    expect(withoutMemberOffers(CHOSEN)).toMatchObject({ offerIds: ['offer-a'], memberOfferIds: [], points: 650 });
  });

  it('a visitor quote goes without a token; a customer one names the customer in its key', async () => {
    fetchMock.mockResolvedValue(json(200, { offers: [] }));
    await postEvaluateOffers('venue 1', quoteBody(orderBody(initialForm('pickup', 'card'), LINES, { tableCode: null }, 'eur')), false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/public/restaurants/venue%201/offers/evaluate');
    expect(init!.method).toBe('POST');
    expect(new Headers(init!.headers).get('authorization')).toBeNull();

    fetchMock.mockResolvedValue(json(200, { balance: 2500, currency: 'eur', last4: 'NPQR' }));
    expect(await postGiftCardBalance('venue-1', 'abcd efgh jklm npqr')).toEqual({ balance: 2500, currency: 'eur', last4: 'NPQR' });
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]!.body))).toEqual({ code: 'abcd efgh jklm npqr' });
  });

  it('a refused quote is the client error with its code and keyed details (never a thrown string)', async () => {
    fetchMock.mockResolvedValue(
      json(422, { error: { code: 'OFFER_NOT_APPLICABLE', message: 'x', details: [{ path: 'body.benefits.offerCode', key: 'offerCodeInvalid' }] } }),
    );
    const error = await postQuote('venue-1', { type: 'dine_in', lines: [], paymentMethod: 'card', benefits: { offerIds: [], offerCode: 'NOPE' } }).catch(
      (e: unknown) => e,
    );
    expect(benefitRefusal(error, { ...NO_BENEFITS_CHOSEN, offerCode: 'NOPE' })).toEqual({
      part: 'offerCode',
      message: { key: 'errors:keys.offerCodeInvalid' },
    });
  });
});

describe('refusals tied to the benefit they are about, worded by key', () => {
  it('a picked offer refused by its index drops only that offer', () => {
    const error = refusal(422, 'OFFER_NOT_APPLICABLE', [{ path: 'body.benefits.offerIds.1', key: 'offerMinimumSpend', params: { amount: '€30.00' } }]);
    const refused = benefitRefusal(error, CHOSEN)!;
    expect(refused).toEqual({ part: 'offers', offerId: 'offer-m', message: { key: 'errors:keys.offerMinimumSpend', values: { amount: '€30.00' } } });
    expect(withoutRefused(CHOSEN, refused)).toMatchObject({ offerIds: ['offer-a'], memberOfferIds: [], offerCode: ' SUMMER10 ' });
  });

  it.each([
    ['OFFER_USED_UP', 'body.benefits', 'offerUsedUp', 'anyOffer', { offerIds: [], offerCode: '' }],
    ['POINTS_INSUFFICIENT', 'body.benefits.points', 'pointsInsufficient', 'points', { points: 0 }],
    ['GIFT_CARD_SPENT', 'body.benefits.giftCard.code', 'giftCardSpent', 'giftCard', { giftCard: null }],
  ] as const)('409 %s at "Place order" (a race lost): the benefit goes, the rest stays', (code, path, key, part, left) => {
    const error = refusal(409, code, [{ path, key, ...(key === 'pointsInsufficient' ? { params: { balance: 120 } } : {}) }]);
    expect(isBenefitRace(error)).toBe(true);
    const refused = benefitRefusal(error, CHOSEN)!;
    expect(refused.part).toBe(part);
    expect(refused.message.key).toBe(`errors:keys.${key}`);
    expect(withoutRefused(CHOSEN, refused)).toMatchObject(left);
  });

  it('a code-only refusal without details still names its part and a sentence', () => {
    const refused = benefitRefusal(refusal(409, 'GIFT_CARD_SPENT', []), CHOSEN);
    expect(refused).toEqual({ part: 'giftCard', message: { key: 'errors:keys.giftCardSpent' } });
  });

  it('refusals about anything else are not about benefits (the screen handles them as before)', () => {
    expect(benefitRefusal(refusal(409, 'PRICE_CHANGED', []), CHOSEN)).toBeNull();
    expect(benefitRefusal(refusal(422, 'ITEM_UNAVAILABLE', [{ path: 'body.lines.0', key: 'itemSoldOut' }]), CHOSEN)).toBeNull();
    expect(benefitRefusal(refusal(400, 'VALIDATION_FAILED', [{ path: 'body.paymentMethod', key: 'tenderNeedsCard' }]), CHOSEN)).toBeNull();
    expect(benefitRefusal(new TypeError('Failed to fetch'), CHOSEN)).toBeNull();
    expect(isBenefitRace(refusal(409, 'PRICE_CHANGED', []))).toBe(false);
  });

  it("says it in the diner's language, from the errors namespace, never the server's English", async () => {
    const refused = benefitRefusal(
      refusal(409, 'POINTS_INSUFFICIENT', [{ path: 'body.benefits.points', key: 'pointsInsufficient', params: { balance: 120 } }]),
      CHOSEN,
    )!;
    await i18next.changeLanguage('en');
    expect(renderToStaticMarkup(createElement(MessageText, { message: refused.message }))).toBe('You have only 120 points.');
    await i18next.changeLanguage('ar');
    const arabic = renderToStaticMarkup(createElement(MessageText, { message: refused.message }));
    expect(arabic).toBe(errorsAr.keys.pointsInsufficient.replace('{{balance}}', '120'));
    expect(arabic).toMatch(/[\u0600-\u06ff]/);
    await i18next.changeLanguage('en');
  });
});

const entry = (id: string, combinable: boolean) =>
  ({
    offer: { id, name: id, kind: 'percent_off', description: '', membersOnly: false, combinable, minSpend: 0, endsAt: null },
    qualified: true,
    discount: 100,
  }) satisfies TOfferEvaluation['offers'][number];

describe("the offers dialog's choice", () => {
  const all = [entry('a', true), entry('b', true), entry('solo', false)];

  it('combinable offers add up; one that does not combine stands alone, and picking another replaces it', () => {
    expect(toggleOffer(['a'], all[1]!, all)).toEqual(['a', 'b']);
    expect(toggleOffer(['a', 'b'], all[2]!, all)).toEqual(['solo']);
    expect(toggleOffer(['solo'], all[0]!, all)).toEqual(['a']);
    expect(toggleOffer(['a', 'b'], all[0]!, all)).toEqual(['b']);
  });
});

describe('the rewards dialog: points pay part of the order, never the tip', () => {
  const points = { balance: 5000, redeemRule: { points: 100, amount: 100, minimumPoints: 200 } };
  it('"All" is the balance, or what the order costs without the tip and the card fee when that is less', () => {
    expect(redeemablePoints(points, { total: 3000, tip: 500, processingFee: 50 })).toBe(2450);
    expect(redeemablePoints({ ...points, balance: 900 }, { total: 3000, tip: 500, processingFee: 50 })).toBe(900);
    expect(redeemablePoints(points, { total: 500, tip: 500, processingFee: 0 })).toBe(0);
  });

  it('checks the typed points before asking the server: a whole number, the minimum, the most', () => {
    expect(typedPoints('')).toBeNull();
    expect(typedPoints('12.5')).toBe('invalid');
    expect(typedPoints(' 300 ')).toBe(300);
    expect(pointsProblem(typedPoints('abc'), 2450, 200)).toEqual({ key: 'rewards.invalid' });
    expect(pointsProblem(150, 2450, 200)).toEqual({ key: 'errors:keys.pointsMinimum', values: { minimum: 200 } });
    expect(pointsProblem(2451, 2450, 200)).toEqual({ key: 'rewards.tooMany', values: { points: 2450 } });
    expect(pointsProblem(2450, 2450, 200)).toBeNull();
  });

  it('a gift card amount is typed in the currency with either decimal mark', () => {
    expect(typedAmount('', 'eur')).toBeNull();
    expect(typedAmount('12,50', 'eur')).toBe(1250);
    expect(typedAmount('1.250', 'kwd')).toBe(1250);
    expect(typedAmount('-3', 'eur')).toBe('invalid');
    expect(typedAmount('abc', 'eur')).toBe('invalid');
  });
});

describe("the totals show the server's discount and tender lines", () => {
  const QUOTE: TQuote = {
    currency: 'eur',
    lines: [],
    subtotal: 3800,
    discount: 0,
    orderFee: 0,
    deliveryFee: 0,
    tip: 400,
    processingFee: 20,
    total: 3570,
    minOrderValue: null,
    belowMinimumBy: 0,
    estimatedReadyAt: null,
    discounts: [{ source: 'offer', id: 'o1', name: 'Spend 30, get a dessert', amount: 650 }],
    benefitDiscount: 650,
    tenders: [
      { source: 'points', id: 'acc', label: '', amount: 1000, points: 1000 },
      { source: 'giftCard', id: 'gc', label: 'NPQR', amount: 500 },
    ],
    tendered: 1500,
    amountDue: 2070,
  };
  const render = (lng: 'en' | 'ar') => {
    void i18next.changeLanguage(lng);
    const html = renderToStaticMarkup(createElement(TotalsSection, { quote: QUOTE, loading: false, showDeliveryFee: false, feeNote: null }));
    void i18next.changeLanguage('en');
    return html.replace(/[\u2068\u2069]/g, '');
  };

  it('each offer is its own line by name, then the total, the points and gift card, and what is left to pay', () => {
    const html = render('en');
    expect(html).toMatch(/data-testid="total-benefit-discount"><dt dir="auto">Spend 30, get a dessert<\/dt><dd><bdi>-€6.50/);
    expect(html).toMatch(/total-tender-points"><dt>Membership points \(1000\)<\/dt><dd><bdi>-€10.00/);
    expect(html).toMatch(/total-tender-giftCard"><dt>Gift card ••••NPQR<\/dt><dd><bdi>-€5.00/);
    expect(html).toMatch(/total-amountDue"><dt>Left to pay<\/dt><dd><bdi>€20.70/);
    expect(html.indexOf('total-total')).toBeLessThan(html.indexOf('total-tender-points'));
  });

  it('in Arabic the labels are Arabic and the amounts keep their own order', () => {
    const html = render('ar');
    expect(html).toContain(`<dt>${checkoutAr.totals.amountDue}</dt>`);
    expect(checkoutAr.totals.amountDue).toMatch(/[\u0600-\u06ff]/);
    expect(html).toContain('<bdi>-€6.50</bdi>');
  });

  it('without tenders there is no "left to pay" line (the total is what is paid)', () => {
    void i18next.changeLanguage('en');
    const html = renderToStaticMarkup(
      createElement(TotalsSection, {
        quote: { ...QUOTE, tenders: [], tendered: 0, amountDue: QUOTE.total },
        loading: false,
        showDeliveryFee: false,
        feeNote: null,
      }),
    );
    expect(html).not.toContain('total-amountDue');
  });
});
