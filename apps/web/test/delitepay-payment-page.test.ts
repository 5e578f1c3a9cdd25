import { describe, expect, it } from 'vitest';
import { HttpError } from '../src/lib/http/http-error';
import { loadProblemOf, pageProblemOf, problemTextOf } from '../src/features/delitepay-public/lib/page-problem';
import { keyForPayment, settleKey, type THeldKey, type TKeyStore } from '../src/features/delitepay-public/lib/payment-key';
import {
  EMPTY_PAYMENT_FORM,
  fieldOfPath,
  paymentBody,
  paymentFigures,
  tipOf,
  validatePayment,
  type TPaymentFormValues,
  type TPaymentTerms,
} from '../src/features/delitepay-public/lib/payment-form';
import { cardGatewayOf } from '../src/features/delitepay-public/lib/card-gateway';
import { languageScopeOf } from '../src/lib/i18n/language-scope';
import { ZPaymentSuccessSchema } from '@menudelite/shared/delitepay/contracts';
import { pageBrandStyle } from '../src/features/delitepay-public/lib/page-brand';

const OPEN: TPaymentTerms = { currency: 'eur', feeRule: { percent: 1.5, fixed: 20 }, linkAmount: null };
const LINK: TPaymentTerms = { ...OPEN, linkAmount: 4500 };
const form = (patch: Partial<TPaymentFormValues>): TPaymentFormValues => ({ ...EMPTY_PAYMENT_FORM, ...patch });
const refusal = (status: number, code: string, details: { path: string; key: string; params?: Record<string, unknown> }[] = []) =>
  new HttpError(status, { code, message: 'English we never show', details } as never);

describe('payment page: what the payer is told before paying', () => {
  it('asks for an amount, a number, at least 1.00 and at most the limit, in the shared error keys with formatted money', () => {
    expect(validatePayment(form({}), OPEN).amount).toEqual({ key: 'keys.required' });
    expect(validatePayment(form({ amount: '12,5x' }), OPEN).amount).toEqual({ key: 'keys.notANumber' });
    expect(validatePayment(form({ amount: '0.99' }), OPEN).amount).toEqual({ key: 'keys.splitAmountTooSmall', values: { min: '€1.00' } });
    expect(validatePayment(form({ amount: '1000000.01' }), OPEN).amount).toEqual({ key: 'keys.tooBig', values: { max: '€1,000,000.00' } });
    expect(validatePayment(form({ amount: '12,50' }), OPEN)).toEqual({});
    // A link's amount is the venue's: nothing to type, nothing to refuse.
    expect(validatePayment(form({}), LINK)).toEqual({});
  });

  it('refuses a typed tip that is not an amount or is above the amount (tipInvalid, tipTooHigh); an empty custom tip is no tip', () => {
    expect(validatePayment(form({ amount: '20', tip: { kind: 'custom', text: 'abc' } }), OPEN).tip).toEqual({ key: 'keys.tipInvalid' });
    expect(validatePayment(form({ amount: '20', tip: { kind: 'custom', text: '-2' } }), OPEN).tip).toEqual({ key: 'keys.tipInvalid' });
    expect(validatePayment(form({ amount: '20', tip: { kind: 'custom', text: '20.01' } }), OPEN).tip).toEqual({
      key: 'keys.tipTooHigh',
      values: { max: '€20.00' },
    });
    expect(validatePayment(form({ amount: '20', tip: { kind: 'custom', text: '' } }), OPEN)).toEqual({});
    expect(tipOf({ kind: 'custom', text: '2,50' }, 'eur')).toEqual({ amount: 250 });
    expect(tipOf({ kind: 'percent', percent: 15 }, 'eur')).toEqual({ percent: 15 });
    expect(tipOf({ kind: 'none' }, 'eur')).toBeUndefined();
  });

  it('checks the e-mail for the receipt only when one is typed', () => {
    expect(validatePayment(form({ amount: '5', email: 'ana@' }), OPEN).email).toEqual({ key: 'keys.invalidEmail' });
    expect(validatePayment(form({ amount: '5', email: ' ana@example.com ' }), OPEN).email).toBeUndefined();
  });

  it('shows amount, tip, the card processing fee on both and the total, as the server charges them', () => {
    // 40.00 + 15 % (6.00) = 46.00; fee 1.5 % of 46.00 = 0.69 + 0.20 = 0.89; total 46.89.
    expect(paymentFigures(form({ amount: '40', tip: { kind: 'percent', percent: 15 } }), OPEN)).toEqual({ amount: 4000, tip: 600, fees: 89, total: 4689 });
    expect(paymentFigures(form({ tip: { kind: 'none' } }), LINK)).toEqual({ amount: 4500, tip: 0, fees: 88, total: 4588 });
    expect(paymentFigures(form({ amount: 'x' }), OPEN)).toBeNull();
    expect(paymentFigures(form({ amount: '10' }), { ...OPEN, feeRule: { percent: 0, fixed: 0 } })?.fees).toBe(0);
    // KWD has three decimals.
    expect(paymentFigures(form({ amount: '1.250' }), { ...OPEN, currency: 'kwd', feeRule: { percent: 0, fixed: 0 } })?.amount).toBe(1250);
  });

  it('sends the open amount or the link token (never both), the total shown, and no empty fields', () => {
    const open = paymentBody(form({ amount: '40', reference: ' INV-7 ', note: '', tip: { kind: 'percent', percent: 10 }, email: 'a@b.co' }), OPEN, null, 'ar');
    expect(open).toEqual({
      amount: 4000,
      reference: 'INV-7',
      tip: { percent: 10 },
      payer: { email: 'a@b.co' },
      language: 'ar',
      expectedTotal: 4000 + 400 + 86,
    });
    const link = paymentBody(form({ reference: 'ignored', name: 'Marta' }), LINK, 'tok_1234567890abcdef', 'en');
    expect(link).toEqual({ linkToken: 'tok_1234567890abcdef', payer: { name: 'Marta' }, language: 'en', expectedTotal: 4588 });
    expect(link).not.toHaveProperty('amount');
  });

  it('puts a server refusal on its field by the body path', () => {
    expect(fieldOfPath('amount')).toBe('amount');
    expect(fieldOfPath('tip.amount')).toBe('tip');
    expect(fieldOfPath('payer.email')).toBe('email');
    expect(fieldOfPath('card.number')).toBeNull();
  });
});

describe('payment page: states by error key, never by English', () => {
  it('names a used, expired or cancelled link, DelitePay off, and an unknown page', () => {
    expect(pageProblemOf(refusal(410, 'PAYMENT_LINK_INVALID', [{ path: '', key: 'paymentLinkUsed' }]))).toBe('paymentLinkUsed');
    expect(pageProblemOf(refusal(410, 'PAYMENT_LINK_INVALID', [{ path: '', key: 'paymentLinkExpired' }]))).toBe('paymentLinkExpired');
    expect(pageProblemOf(refusal(410, 'PAYMENT_LINK_INVALID', [{ path: '', key: 'paymentLinkCancelled' }]))).toBe('paymentLinkCancelled');
    expect(pageProblemOf(refusal(403, 'FORBIDDEN', [{ path: '', key: 'delitePayOff' }]))).toBe('delitePayOff');
    expect(pageProblemOf(refusal(404, 'NOT_FOUND'))).toBe('notFound');
    // A refusal the form can fix stays on the form; a failure to load offers a retry.
    expect(pageProblemOf(refusal(400, 'VALIDATION_FAILED', [{ path: 'amount', key: 'splitAmountTooSmall' }]))).toBeNull();
    expect(loadProblemOf(new TypeError('Failed to fetch'))).toBe('loadError');
  });

  it('names a link in a currency the venue dropped, and a card setup Stripe refused for good, with the refusal’s own params', () => {
    const currency = refusal(409, 'CONFLICT', [{ path: 'body.linkToken', key: 'paymentLinkCurrencyChanged', params: { currency: 'EUR' } }]);
    // On loading the link it is not a load error to retry: a new link is needed.
    expect(loadProblemOf(currency)).toBe('paymentLinkCurrencyChanged');
    expect(problemTextOf('paymentLinkCurrencyChanged', currency)).toEqual({ key: 'keys.paymentLinkCurrencyChanged', values: { currency: 'EUR' } });
    const gateway = refusal(409, 'CONFLICT', [{ path: '', key: 'cardGatewayRefused' }]);
    expect(pageProblemOf(gateway)).toBe('cardGatewayRefused');
    expect(problemTextOf('cardGatewayRefused', gateway)).toEqual({ key: 'keys.cardGatewayRefused' });
    expect(problemTextOf('paymentLinkUsed', null)).toEqual({ key: 'keys.paymentLinkUsed' });
    // The page's own wording for these.
    expect(problemTextOf('notFound', refusal(404, 'NOT_FOUND'))).toBeNull();
    expect(problemTextOf('loadError', null)).toBeNull();
  });

  it('takes Stripe only with a publishable key, else the demo card form', () => {
    expect(cardGatewayOf({ provider: 'stripe', publishableKey: 'pk_test_1', stripeAccount: null })).toEqual({
      gateway: 'stripe',
      publishableKey: 'pk_test_1',
      stripeAccount: null,
    });
    expect(cardGatewayOf({ provider: 'stripe', publishableKey: null, stripeAccount: null })).toEqual({ gateway: 'demo' });
    expect(cardGatewayOf({ provider: 'demo', publishableKey: null, stripeAccount: null })).toEqual({ gateway: 'demo' });
  });
});

const memoryStore = (): TKeyStore & { held: Map<string, THeldKey> } => {
  const held = new Map<string, THeldKey>();
  return { held, read: (scope) => held.get(scope) ?? null, write: (scope, value) => void held.set(scope, value), clear: (scope) => void held.delete(scope) };
};
describe('payment page: one charge however often "Pay" is pressed', () => {
  let next = 0;
  const newKey = () => `key-${++next}`;

  it('reuses the key for the same payment after no answer, and makes a new one after a refusal or for another payment', () => {
    const store = memoryStore();
    const body = { amount: 4000, language: 'en' };
    const first = keyForPayment(store, 'cafe.open', body, newKey);
    settleKey(store, 'cafe.open', new TypeError('Failed to fetch'));
    expect(keyForPayment(store, 'cafe.open', body, newKey)).toBe(first);
    settleKey(store, 'cafe.open', refusal(503, 'SERVICE_UNAVAILABLE'));
    expect(keyForPayment(store, 'cafe.open', body, newKey)).toBe(first);
    // Another amount is another payment.
    expect(keyForPayment(store, 'cafe.open', { ...body, amount: 4100 }, newKey)).not.toBe(first);
    // A declined card (402) wrote nothing that a retry must find: the next press is new.
    const second = keyForPayment(store, 'cafe.open', body, newKey);
    settleKey(store, 'cafe.open', refusal(402, 'PAYMENT_DECLINED'));
    expect(store.held.size).toBe(0);
    expect(keyForPayment(store, 'cafe.open', body, newKey)).not.toBe(second);
    settleKey(store, 'cafe.open', null);
    expect(store.held.size).toBe(0);
  });
});

describe("payment page: the diner's language, like the menu", () => {
  it('treats the payment page (with or without a link) and its success page as diner pages; the staff screens stay on the site language', () => {
    for (const path of ['/cafe-lumen/payment-page', '/cafe-lumen/payment-page/', '/restaurants/r1/payment/success/tok_abcdefghijklmnop']) {
      expect(languageScopeOf(path), path).toBe('diner');
    }
    for (const path of ['/delitePay', '/paymentPageTransactions', '/restaurants/r1/payment', '/cafe-lumen/payment-page/extra']) {
      expect(languageScopeOf(path), path).toBe('site');
    }
  });
});

describe('success page: the venue’s colour, as on its payment page', () => {
  it('reads the brand colour from the success answer and paints the header with it (the default only for a bad colour)', () => {
    const answer = ZPaymentSuccessSchema.parse({
      restaurant: { id: 'r1', slug: 'cafe', name: 'Café', logoUrl: null, primaryColor: '#1f6f5c', timeZone: 'Europe/Malta' },
      payment: {
        status: 'succeeded',
        amount: 4000,
        tip: 0,
        processingFee: 80,
        total: 4080,
        refundedAmount: 0,
        currency: 'eur',
        reference: null,
        note: null,
        description: null,
        payerName: null,
        cardLast4: '4242',
        createdAt: '2026-03-14T12:00:00.000Z',
        paidAt: '2026-03-14T12:00:01.000Z',
      },
    });
    expect(answer.restaurant.primaryColor).toBe('#1f6f5c');
    expect(pageBrandStyle(answer.restaurant.primaryColor)['--md-brand']).toBe('#1f6f5c');
    expect(pageBrandStyle('not a colour')['--md-brand']).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
