import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResult, Stripe, StripeElements, StripeError } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import type { TCheckoutRequest, TCheckoutResponse } from '@menudelite/shared/orders/checkout';
import type { TCardGateway } from '@menudelite/shared/payments/card-gateway';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import { HttpError } from '../src/lib/http/http-error';
import { NO_CARD_ERRORS, stripeMessage, type TCardErrors } from '../src/features/card-payment/lib/card-errors';
import { confirmCard, payByCard, type TCardFlow } from '../src/features/card-payment/lib/card-flow';
import { stripeFor } from '../src/features/card-payment/lib/load-stripe';
import { documentAllowsStripe, needsFullLoad } from '../src/features/card-payment/lib/paying-page';
import { createStripeHandle } from '../src/features/card-payment/lib/stripe-handle';
import type { TDemoCard } from '../src/features/card-payment/lib/types';
import type { TOrderBody } from '../src/features/checkout/lib/build-request';
import { completePayment } from '../src/features/checkout/lib/complete-payment';
import { parsePending, type TPendingStore } from '../src/features/checkout/lib/pending-submission';
import { submitOrder, type TSubmitDeps } from '../src/features/checkout/lib/submit-order';

// Stripe.js cannot load here (no network, no DOM): its loader is replaced, and Stripe and Elements are recorded fakes.
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn() }));

const STRIPE: TCardGateway = { gateway: 'stripe', publishableKey: 'pk_test_123', stripeAccount: 'acct_1Venue00000' };
const DEMO: TCardGateway = { gateway: 'demo' };
const CARD: TDemoCard = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const RETURN_URL = 'https://menu.example/orders/order-1/status';

const locale = (language: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../src/features/card-payment/locales/${language}.json`), 'utf8')) as {
    errors: Record<string, string>;
  };

const action = (clientSecret = 'pi_1_secret_abc'): TStripeCardAction => ({
  provider: 'stripe',
  paymentIntentId: clientSecret.split('_secret_')[0]!,
  clientSecret,
  publishableKey: 'pk_test_123',
  stripeAccount: 'acct_1Venue00000',
  amount: 3441,
  currency: 'eur',
});

const succeeded = (status = 'succeeded') => ({ paymentIntent: { id: 'pi_1', status } }) as unknown as PaymentIntentResult;
const refused = (error: Partial<StripeError>) =>
  ({ error: { type: 'card_error', message: 'Stripe’s own English, never shown', ...error } }) as PaymentIntentResult;

/** Stripe and an Elements group in the deferred-intent flow, recording every call in order. */
function fakeStripe(confirmResults: PaymentIntentResult[] = [succeeded()], submitError: Partial<StripeError> | null = null) {
  const calls: string[] = [];
  const elements = {
    submit: vi.fn(async () => {
      calls.push('elements.submit');
      return submitError ? { error: submitError as StripeError } : { selectedPaymentMethod: 'card' };
    }),
  } as unknown as StripeElements;
  const confirmPayment = vi.fn(async (options: { clientSecret: string }) => {
    calls.push(`stripe.confirmPayment ${options.clientSecret}`);
    return confirmResults.shift() ?? succeeded();
  });
  const stripe = { confirmPayment } as unknown as Stripe;
  return { stripe, elements, confirmPayment, submit: elements.submit, calls };
}

function flowFor(gateway: TCardGateway, options: { stripe?: ReturnType<typeof fakeStripe>; card?: TDemoCard } = {}) {
  const shown: TCardErrors[] = [];
  const handle = options.stripe ? createStripeHandle(options.stripe.stripe, options.stripe.elements) : null;
  const flow: TCardFlow = { gateway, demoCard: () => options.card ?? CARD, stripe: () => handle, show: (errors) => shown.push(errors) };
  return { flow, shown, last: () => shown.at(-1) ?? NO_CARD_ERRORS };
}

const keyOf = (error: Partial<StripeError>) => stripeMessage({ type: 'card_error', ...error } as StripeError).key;
const loadedAt = (path: string) => vi.stubGlobal('performance', { getEntriesByType: () => [{ name: `https://menu.example${path}` }] });

describe('loading Stripe.js', () => {
  beforeEach(() => {
    vi.mocked(loadStripe).mockReset();
  });

  it("loads it once per key and account, on the Connect venue's own account", async () => {
    const stripe = {} as Stripe;
    vi.mocked(loadStripe).mockResolvedValue(stripe);
    const gateway = { gateway: 'stripe', publishableKey: 'pk_test_once', stripeAccount: 'acct_1Once000000' } as const;
    expect(await stripeFor(gateway)).toBe(stripe);
    expect(await stripeFor({ ...gateway })).toBe(stripe);
    expect(loadStripe).toHaveBeenCalledTimes(1);
    expect(loadStripe).toHaveBeenCalledWith('pk_test_once', { stripeAccount: 'acct_1Once000000' });
    await stripeFor({ gateway: 'stripe', publishableKey: 'pk_test_platform', stripeAccount: null });
    expect(loadStripe).toHaveBeenLastCalledWith('pk_test_platform', undefined);
  });

  it('answers null when the script cannot load, so the form can say so', async () => {
    vi.mocked(loadStripe).mockImplementation(() => Promise.reject(new Error('Failed to load Stripe.js')));
    expect(await stripeFor({ gateway: 'stripe', publishableKey: 'pk_test_offline', stripeAccount: null })).toBeNull();
  });
});

describe('paying by card with Stripe (deferred intent)', () => {
  it('sends no card, checks the element first, then confirms the intent the request answered', async () => {
    const stripe = fakeStripe();
    const { flow } = flowFor(STRIPE, { stripe });
    const sent: (TDemoCard | null)[] = [];
    const outcome = await payByCard(
      flow,
      async (card) => {
        sent.push(card);
        stripe.calls.push('request');
        return { orderId: 'order-1', payment: action() };
      },
      (response) => `https://menu.example/orders/${response.orderId}/status`,
    );
    expect(outcome).toEqual({ kind: 'paid', response: { orderId: 'order-1', payment: action() } });
    expect(sent).toEqual([null]);
    expect(stripe.calls).toEqual(['elements.submit', 'request', 'stripe.confirmPayment pi_1_secret_abc']);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      clientSecret: 'pi_1_secret_abc',
      confirmParams: { return_url: RETURN_URL },
      redirect: 'if_required',
    });
  });

  it('sends nothing while the element is incomplete (Stripe marks its own fields)', async () => {
    const stripe = fakeStripe([], { type: 'validation_error', code: 'incomplete_number' });
    const { flow } = flowFor(STRIPE, { stripe });
    const send = vi.fn();
    expect(await payByCard(flow, send, RETURN_URL)).toEqual({ kind: 'incomplete' });
    expect(send).not.toHaveBeenCalled();
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('words a decline by its code in every language, never by Stripe’s English, and shows it on the card form', async () => {
    const stripe = fakeStripe([refused({ code: 'card_declined', decline_code: 'insufficient_funds' })]);
    const { flow, last } = flowFor(STRIPE, { stripe });
    const outcome = await payByCard(flow, async () => ({ payment: action() }), RETURN_URL);
    expect(outcome).toMatchObject({ kind: 'declined', message: { key: 'errors.insufficientFunds' } });
    expect(last().card).toEqual({ key: 'errors.insufficientFunds' });
    for (const language of LANGUAGES) expect(locale(language).errors.insufficientFunds, language).toBeTruthy();
    expect(locale('ar').errors.insufficientFunds).toMatch(/[\u0600-\u06ff]/);
  });

  it('maps each Stripe refusal to a sentence of its own', () => {
    expect(keyOf({ code: 'card_declined', decline_code: 'generic_decline' })).toBe('errors.declined');
    expect(keyOf({ code: 'expired_card' })).toBe('errors.expiry');
    expect(keyOf({ code: 'incorrect_cvc' })).toBe('errors.cvc');
    expect(keyOf({ code: 'incorrect_number' })).toBe('errors.number');
    expect(keyOf({ code: 'processing_error' })).toBe('errors.processing');
    expect(keyOf({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' })).toBe('errors.authentication');
    expect(keyOf({ type: 'api_connection_error' })).toBe('errors.network');
    expect(keyOf({ type: 'api_error' })).toBe('errors.failed');
    const english = locale('en').errors;
    for (const key of ['declined', 'expiry', 'cvc', 'number', 'processing', 'authentication', 'network', 'failed']) expect(english[key], key).toBeTruthy();
  });

  it('counts a payment the bank settles later, and one already confirmed, as accepted', async () => {
    const later = fakeStripe([succeeded('processing')]);
    expect(await confirmCard(flowFor(STRIPE, { stripe: later }).flow, action(), RETURN_URL)).toEqual({ kind: 'processing' });
    const again = fakeStripe([
      refused({ type: 'invalid_request_error', code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } as never }),
    ]);
    expect(await confirmCard(flowFor(STRIPE, { stripe: again }).flow, action(), RETURN_URL)).toEqual({ kind: 'paid' });
  });

  it('refuses to pay before the element is mounted, and says so', async () => {
    const { flow, last } = flowFor(STRIPE);
    const send = vi.fn();
    expect(await payByCard(flow, send, RETURN_URL)).toEqual({ kind: 'incomplete' });
    expect(send).not.toHaveBeenCalled();
    expect(last().card).toEqual({ key: 'errors.notReady' });
  });
});

describe('paying by card with the demo gateway', () => {
  it('sends the card with the request and has nothing to confirm', async () => {
    const { flow } = flowFor(DEMO, { card: { number: ' 4242 4242 4242 4242 ', expiry: '12/40 ', cvc: '123' } });
    const send = vi.fn(async (_card: TDemoCard | null): Promise<{ orderId: string; payment?: null }> => ({ orderId: 'order-1' }));
    expect(await payByCard(flow, send, RETURN_URL)).toEqual({ kind: 'paid', response: { orderId: 'order-1' } });
    expect(send).toHaveBeenCalledWith(CARD);
  });

  it('asks for the card details before sending anything', async () => {
    const { flow, last } = flowFor(DEMO, { card: { number: '4242 4242 4242 4242', expiry: '', cvc: '123' } });
    const send = vi.fn();
    expect(await payByCard(flow, send, RETURN_URL)).toEqual({ kind: 'incomplete' });
    expect(send).not.toHaveBeenCalled();
    expect(last().card).toEqual({ key: 'errors.detailsRequired' });
  });

  it("marks the server's refusal on the card form: a decline, and a field by its key", async () => {
    const declined = new HttpError(402, { code: 'PAYMENT_DECLINED', message: 'Your card was declined' });
    const first = flowFor(DEMO);
    expect(
      await payByCard(
        first.flow,
        async () => {
          throw declined;
        },
        RETURN_URL,
      ),
    ).toEqual({ kind: 'failed', error: declined });
    expect(first.last()).toEqual({ fields: {}, card: { key: 'errors.declined' } });
    const invalid = new HttpError(400, { code: 'CARD_INVALID', message: 'IGNORED', details: [{ path: 'body.card.cvc', key: 'cardCvcInvalid' }] });
    const second = flowFor(DEMO);
    await payByCard(
      second.flow,
      async () => {
        throw invalid;
      },
      RETURN_URL,
    );
    expect(second.last()).toEqual({ fields: { cvc: { key: 'errors.cvc' } }, card: null });
  });
});

/** The checkout against a server that takes Stripe orders as docs/api/payments.md says: no card, one intent per order. */
function stripeServer() {
  const orders = new Map<string, TCheckoutResponse>();
  const sent: { body: TCheckoutRequest; key: string }[] = [];
  const send = async (body: TCheckoutRequest, key: string): Promise<TCheckoutResponse> => {
    sent.push({ body, key });
    if (body.card) throw new HttpError(400, { code: 'CARD_INVALID', message: 'Card details never come to this server with Stripe' });
    const existing = orders.get(key);
    if (existing) return existing;
    const id = `order-${orders.size + 1}`;
    const response = {
      orderId: id,
      orderToken: `token-${id}`,
      order: { id, paymentStatus: 'pending' },
      payment: action(`pi_${id}_secret_x`),
    } as unknown as TCheckoutResponse;
    orders.set(key, response);
    return response;
  };
  return { send, sent, orders };
}

function memoryStore(): TPendingStore {
  const saved = new Map<string, string>();
  return { read: (id) => parsePending(saved.get(id) ?? null), write: (id, p) => void saved.set(id, JSON.stringify(p)), clear: (id) => void saved.delete(id) };
}

describe('the checkout with Stripe', () => {
  const body: TOrderBody = { type: 'dine_in', tableCode: 'T1', lines: [{ itemId: 'burger', quantity: 1, modifierIds: [] }], paymentMethod: 'card' };

  it('posts no card, confirms in the browser, and pays a declined order again under the same key with another card', async () => {
    const server = stripeServer();
    const stripe = fakeStripe([refused({ code: 'card_declined', decline_code: 'generic_decline' }), succeeded()]);
    const { flow } = flowFor(STRIPE, { stripe });
    let keys = 0;
    const deps: TSubmitDeps = { send: server.send, store: memoryStore(), newKey: () => `key-${++keys}-abcdefgh`, now: () => new Date() };
    const remembered: string[] = [];
    const payment = {
      confirm: (a: TStripeCardAction, url: string) => confirmCard(flow, a, `https://menu.example${url}`),
      remember: (r: TCheckoutResponse) => void remembered.push(r.orderId),
    };

    const first = await completePayment(await submitOrder(deps, { restaurantId: 'venue-1', body, expectedTotal: 3441, card: null }), payment, true);
    expect(server.sent[0]!.body).not.toHaveProperty('card');
    expect(first).toMatchObject({ kind: 'cardNotPaid', message: { key: 'errors.declined' }, declined: { key: 'key-1-abcdefgh' } });
    // The status page must find the order if a redirect-based method comes back there.
    expect(remembered).toEqual(['order-1']);
    expect(stripe.confirmPayment).toHaveBeenLastCalledWith(
      expect.objectContaining({ clientSecret: 'pi_order-1_secret_x', confirmParams: { return_url: 'https://menu.example/orders/order-1/status' } }),
    );

    const declined = first.kind === 'cardNotPaid' ? first.declined : null;
    const second = await completePayment(await submitOrder(deps, { restaurantId: 'venue-1', body, expectedTotal: 3441, card: null, declined }), payment, true);
    expect(second).toMatchObject({ kind: 'placed', response: { orderId: 'order-1' } });
    expect(server.sent.map((request) => request.key)).toEqual(['key-1-abcdefgh', 'key-1-abcdefgh']);
    expect(server.orders.size).toBe(1);
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(2);
  });

  it('does not confirm a resent submission whose card form was never checked: the diner enters the card again', async () => {
    const server = stripeServer();
    const stripe = fakeStripe();
    const { flow } = flowFor(STRIPE, { stripe });
    const deps: TSubmitDeps = { send: server.send, store: memoryStore(), newKey: () => 'key-resent-0001', now: () => new Date() };
    const placed = await submitOrder(deps, { restaurantId: 'venue-1', body, expectedTotal: 3441, card: null });
    const outcome = await completePayment(placed, { confirm: (a, url) => confirmCard(flow, a, url), remember: () => undefined }, false);
    expect(outcome).toMatchObject({ kind: 'cardNotPaid', message: { key: 'errors.detailsRequired' }, declined: { key: 'key-resent-0001' } });
    expect(stripe.confirmPayment).not.toHaveBeenCalled();
  });

  it('with the demo gateway, the answer is the payment: nothing to confirm', async () => {
    const response = { orderId: 'order-9', orderToken: 't', order: { id: 'order-9' } } as unknown as TCheckoutResponse;
    const confirm = vi.fn();
    const outcome = await completePayment(
      { kind: 'placed', response, earlier: false, retry: { key: 'k', fingerprint: 'f' } },
      { confirm, remember: () => undefined },
      true,
    );
    expect(outcome.kind).toBe('placed');
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe("Stripe's content security policy is per document", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('enters a paying page with a full page load only from a document that shuts Stripe out', () => {
    loadedAt('/eat/T1/en');
    expect(documentAllowsStripe(STRIPE)).toBe(false);
    expect(needsFullLoad('/eat/T1/checkout', STRIPE)).toBe(true);
    expect(needsFullLoad('/eat/T1/bill', STRIPE)).toBe(true);
    expect(needsFullLoad('/cafe-lumen/payment-page', STRIPE)).toBe(true);
    expect(needsFullLoad('/orders/o1/status', STRIPE)).toBe(false);
    expect(needsFullLoad('/eat/T1/checkout', DEMO)).toBe(false);
    loadedAt('/restaurants/r1/checkout');
    expect(documentAllowsStripe(STRIPE)).toBe(true);
    expect(needsFullLoad('/eat/T1/bill', STRIPE)).toBe(false);
  });
});
