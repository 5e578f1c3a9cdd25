import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCheckoutResponse } from '@menudelite/shared/orders/checkout';
import { postOrder } from '../src/features/checkout/api/place-order';
import { MessageText } from '../src/features/checkout/components/message-text';
import type { TOrderBody } from '../src/features/checkout/lib/build-request';
import { completePayment } from '../src/features/checkout/lib/complete-payment';
import { requestMessage, serverProblems } from '../src/features/checkout/lib/messages';
import { parsePending, type TPendingStore, type TPendingSubmission } from '../src/features/checkout/lib/pending-submission';
import { resendPending, submitOrder, type TSubmitDeps } from '../src/features/checkout/lib/submit-order';
import checkoutAr from '../src/features/checkout/locales/ar.json';
import checkoutEn from '../src/features/checkout/locales/en.json';
import errorsAr from '../src/i18n/errors/ar.json';
import errorsEn from '../src/i18n/errors/en.json';

/**
 * Checkout when the card service refuses the venue for good (a revoked Stripe Connect account): the
 * server answers 409 CONFLICT with the key cardGatewayRefused (docs/api/ordering.md). It is asked once,
 * nothing is kept to send again, and the diner reads that sentence by its key, not "try again". The
 * API is the real client (postOrder) over a mocked fetch.
 */
const RESTAURANT = 'venue-1';
const BODY: TOrderBody = {
  type: 'dine_in',
  tableCode: 'T1',
  customer: { name: 'Marta' },
  lines: [{ itemId: 'burger', quantity: 1, modifierIds: [] }],
  paymentMethod: 'card',
};
const ORDER = { restaurantId: RESTAURANT, body: BODY, expectedTotal: 1450, card: null };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusedForGood = () =>
  json(409, {
    error: { code: 'CONFLICT', message: 'The card gateway refused this payment: account revoked', details: [{ path: '', key: 'cardGatewayRefused' }] },
  });
const waitingForCard = (): TCheckoutResponse =>
  ({
    orderId: 'order-1',
    orderToken: 'token-1',
    order: { id: 'order-1', createdAt: '2026-05-01T12:00:00Z' },
    payment: {
      provider: 'stripe',
      paymentIntentId: 'pi_1',
      clientSecret: 'pi_1_secret',
      publishableKey: 'pk_test',
      stripeAccount: null,
      amount: 1450,
      currency: 'eur',
    },
  }) as unknown as TCheckoutResponse;

function memoryStore(): TPendingStore {
  const saved = new Map<string, string>();
  return {
    read: (id) => parsePending(saved.get(id) ?? null),
    write: (id, pending: TPendingSubmission) => void saved.set(id, JSON.stringify(pending)),
    clear: (id) => void saved.delete(id),
  };
}

const fetchMock = vi.fn<typeof fetch>();
const sentKeys = () => fetchMock.mock.calls.map((call) => new Headers(call[1]!.headers).get('idempotency-key'));
function deps(store: TPendingStore): TSubmitDeps {
  let keys = 0;
  return {
    send: (request, key) => postOrder(RESTAURANT, request, key, { asCustomer: false }),
    store,
    newKey: () => `key-${String(++keys).padStart(4, '0')}`,
    now: () => new Date('2026-05-01T12:00:00Z'),
  };
}
const banner = (lng: 'en' | 'ar', message: { key: string }) => {
  void i18next.changeLanguage(lng);
  return renderToStaticMarkup(createElement(MessageText, { message }));
};

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

describe('placing a card order the card service refuses for good (409 cardGatewayRefused)', () => {
  it('asks once (the HTTP layer does not repeat a 4xx), keeps no key to send again, and says the sentence by its key, not "try again"', async () => {
    fetchMock.mockImplementation(async () => refusedForGood());
    const store = memoryStore();
    const outcome = await submitOrder(deps(store), ORDER);
    expect(outcome).toMatchObject({ kind: 'refused' });
    expect(outcome.kind === 'refused' && outcome.declined).toBeFalsy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.read(RESTAURANT)).toBeNull();

    const problems = serverProblems(outcome.kind === 'refused' ? outcome.error : null);
    expect(problems).toEqual({ fields: {}, lines: {}, banner: { key: 'errors:keys.cardGatewayRefused' } });
    const english = banner('en', problems.banner!);
    expect(english).toBe(errorsEn.keys.cardGatewayRefused);
    expect(english).not.toBe(checkoutEn.errors.generic);
    expect(english).not.toMatch(/try again/i);
    expect(banner('ar', problems.banner!)).toBe(errorsAr.keys.cardGatewayRefused);
  });

  it('after a card the browser could not pay, the same order again (its key) is refused the same way, and then nothing is kept to retry', async () => {
    fetchMock.mockResolvedValueOnce(json(201, waitingForCard())).mockResolvedValueOnce(refusedForGood());
    const store = memoryStore();
    const d = deps(store);
    const confirm = vi.fn(async () => ({ kind: 'declined' as const, message: { key: 'errors.declined' } }));
    const first = await completePayment(await submitOrder(d, ORDER), { confirm, remember: () => {} }, true);
    expect(first).toMatchObject({ kind: 'cardNotPaid', declined: { key: 'key-0001' } });

    const again = await completePayment(
      await submitOrder(d, { ...ORDER, declined: first.kind === 'cardNotPaid' ? first.declined : null }),
      { confirm, remember: () => {} },
      true,
    );
    expect(again).toMatchObject({ kind: 'refused' });
    // What usePlaceOrder keeps for the next press: nothing (a declined card's key would be sent again).
    expect(again.kind === 'refused' && again.declined).toBeFalsy();
    expect(store.read(RESTAURANT)).toBeNull();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(sentKeys()).toEqual(['key-0001', 'key-0001']);
    expect(serverProblems(again.kind === 'refused' ? again.error : null).banner).toEqual({ key: 'errors:keys.cardGatewayRefused' });
  });

  it('a submission resent after a reload and refused this way says why instead of only "not placed"', async () => {
    fetchMock.mockImplementation(async () => refusedForGood());
    const store = memoryStore();
    store.write(RESTAURANT, { key: 'key-0009', body: BODY, expectedTotal: 1450, savedAt: '2026-05-01T11:59:00Z' });
    const outcome = await resendPending(deps(store), RESTAURANT);
    expect(outcome.kind).toBe('refused');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store.read(RESTAURANT)).toBeNull();
    expect(requestMessage(outcome.kind === 'refused' ? outcome.error : null)).toEqual({ key: 'errors:keys.cardGatewayRefused' });
    // A refusal with no sentence of its own keeps the generic "not placed".
    expect(requestMessage(null)).toBeNull();
  });
});
