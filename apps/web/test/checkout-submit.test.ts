import { describe, expect, it } from 'vitest';
import type { TCheckoutRequest, TCheckoutResponse, TQuote } from '@menudelite/shared/orders/checkout';
import { HttpError } from '../src/lib/http/http-error';
import type { TOrderBody } from '../src/features/checkout/lib/build-request';
import { parsePending, type TPendingStore, type TPendingSubmission } from '../src/features/checkout/lib/pending-submission';
import { resendPending, submitOrder, type TSubmitDeps } from '../src/features/checkout/lib/submit-order';

const RESTAURANT = 'venue-1';
const CARD = { number: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
const body = (overrides: Partial<TOrderBody> = {}): TOrderBody => ({
  type: 'dine_in',
  tableCode: 'T1',
  customer: { name: 'Marta' },
  lines: [{ itemId: 'burger', quantity: 2, modifierIds: ['rare'] }],
  paymentMethod: 'pay_later',
  ...overrides,
});

/** localStorage's shape, in memory; it keeps the JSON text so a test sees exactly what would be stored. */
function memoryStore() {
  const saved = new Map<string, string>();
  const store: TPendingStore = {
    read: (id) => parsePending(saved.get(id) ?? null),
    write: (id, pending) => void saved.set(id, JSON.stringify(pending)),
    clear: (id) => void saved.delete(id),
  };
  return { store, raw: (id: string) => saved.get(id) ?? null };
}

/** The server compares bodies without the card. */
const requestHash = (request: TCheckoutRequest) => JSON.stringify({ ...request, card: undefined });

type TBehaviour = 'ok' | 'down' | 'lostAnswer' | 'serverError' | 'declined';

/**
 * The server's idempotency rule (docs/api/ordering.md): one order per key; the same key with the
 * same body answers that order again, with another body 422 IDEMPOTENCY_MISMATCH. The card is not
 * part of the comparison. Behaviours script failures: 'down' writes nothing, 'lostAnswer' commits
 * and then the answer never arrives, 'serverError' is a 5xx after the HTTP layer's retries.
 */
function fakeServer(behaviours: TBehaviour[] = []) {
  const orders = new Map<string, { hash: string; response: TCheckoutResponse }>();
  const sent: { body: TCheckoutRequest; key: string }[] = [];
  let priceChange: TQuote | null = null;
  const send = async (request: TCheckoutRequest, key: string): Promise<TCheckoutResponse> => {
    sent.push({ body: request, key });
    const behaviour = behaviours.shift() ?? 'ok';
    if (behaviour === 'down') throw new TypeError('Failed to fetch');
    if (behaviour === 'serverError') throw new HttpError(503, { code: 'INTERNAL', message: 'Internal Server Error' });
    if (behaviour === 'declined') throw new HttpError(402, { code: 'PAYMENT_DECLINED', message: 'Your card was declined' });
    const existing = orders.get(key);
    if (existing) {
      if (existing.hash !== requestHash(request))
        throw new HttpError(422, { code: 'IDEMPOTENCY_MISMATCH', message: 'This Idempotency-Key was already used for a different order' });
      return existing.response;
    }
    if (priceChange && request.expectedTotal !== priceChange.total) {
      throw new HttpError(
        409,
        { code: 'PRICE_CHANGED', message: 'The prices have changed' },
        { error: { code: 'PRICE_CHANGED', message: '' }, quote: priceChange },
      );
    }
    if (request.paymentMethod === 'card' && !request.card) {
      throw new HttpError(400, {
        code: 'VALIDATION_FAILED',
        message: 'please enter your card details',
        details: [{ path: 'body.card', key: 'cardDetailsRequired' }],
      });
    }
    const id = `order-${orders.size + 1}`;
    const response = { orderId: id, orderToken: `token-${id}`, order: { id } } as unknown as TCheckoutResponse;
    orders.set(key, { hash: requestHash(request), response });
    if (behaviour === 'lostAnswer') throw new TypeError('Failed to fetch');
    return response;
  };
  return { send, orders, sent, setPriceChange: (quote: TQuote) => (priceChange = quote) };
}

function deps(server: ReturnType<typeof fakeServer>, store: TPendingStore): TSubmitDeps {
  let keys = 0;
  return { send: server.send, store, newKey: () => `key-${String(++keys).padStart(4, '0')}`, now: () => new Date('2026-05-01T12:00:00Z') };
}

describe('placing an order with an Idempotency-Key', () => {
  it('stores the key and body before the request leaves, and forgets them once the order is placed', async () => {
    const { store, raw } = memoryStore();
    const server = fakeServer();
    let storedWhileSending: TPendingSubmission | null = null;
    const send: TSubmitDeps['send'] = (request, key) => {
      storedWhileSending = store.read(RESTAURANT);
      return server.send(request, key);
    };
    const outcome = await submitOrder({ ...deps(server, store), send }, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    expect(outcome).toMatchObject({ kind: 'placed', earlier: false, response: { orderId: 'order-1' } });
    expect(storedWhileSending).toMatchObject({ key: 'key-0001', expectedTotal: 2950, body: body() });
    expect(server.sent[0]!.key).toBe('key-0001');
    expect(raw(RESTAURANT)).toBeNull();
  });

  it('keeps the key after an answer that never came, and the retry gets the same order, never a second one', async () => {
    const { store } = memoryStore();
    const server = fakeServer(['lostAnswer']);
    const d = deps(server, store);
    const first = await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    expect(first.kind).toBe('uncertain');
    expect(store.read(RESTAURANT)?.key).toBe('key-0001');
    const retry = await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    expect(retry).toMatchObject({ kind: 'placed', response: { orderId: 'order-1' } });
    expect(server.sent.map((request) => request.key)).toEqual(['key-0001', 'key-0001']);
    expect(server.orders.size).toBe(1);
    expect(store.read(RESTAURANT)).toBeNull();
  });

  it('treats a 5xx (after the HTTP layer gave up) like a lost answer: the key stays for the retry', async () => {
    const { store } = memoryStore();
    const server = fakeServer(['serverError']);
    const d = deps(server, store);
    expect((await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null })).kind).toBe('uncertain');
    expect((await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null })).kind).toBe('placed');
    expect(new Set(server.sent.map((request) => request.key))).toEqual(new Set(['key-0001']));
    expect(server.orders.size).toBe(1);
  });

  it('after a reload mid-submit, sends the stored submission again with its key and gets the order the first attempt placed', async () => {
    const { store } = memoryStore();
    const server = fakeServer(['lostAnswer']);
    await submitOrder(deps(server, store), { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    // A new page: only localStorage survived.
    const resumed = await resendPending(deps(server, store), RESTAURANT);
    expect(resumed).toMatchObject({ kind: 'placed', earlier: true, response: { orderId: 'order-1' } });
    expect(server.sent[1]).toEqual({ key: 'key-0001', body: { ...body(), expectedTotal: 2950 } });
    expect(server.orders.size).toBe(1);
  });

  it('after a reload mid-submit where nothing reached the server, the resend places the order once', async () => {
    const { store } = memoryStore();
    const server = fakeServer(['down']);
    await submitOrder(deps(server, store), { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    expect(server.orders.size).toBe(0);
    expect(await resendPending(deps(server, store), RESTAURANT)).toMatchObject({ kind: 'placed', response: { orderId: 'order-1' } });
    expect(server.orders.size).toBe(1);
  });

  it('when the diner changed the order after a lost answer, answers the order already placed instead of placing a second', async () => {
    const { store } = memoryStore();
    const server = fakeServer(['lostAnswer']);
    const d = deps(server, store);
    await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    const changed = await submitOrder(d, { restaurantId: RESTAURANT, body: body({ notes: 'extra napkins' }), expectedTotal: 2950, card: null });
    expect(changed).toMatchObject({ kind: 'placed', earlier: true, response: { orderId: 'order-1' } });
    // Sent: the first body, the changed one (422), then the first body again with the same key.
    expect(server.sent.map((request) => [request.key, request.body.notes ?? null])).toEqual([
      ['key-0001', null],
      ['key-0001', 'extra napkins'],
      ['key-0001', null],
    ]);
    expect(server.orders.size).toBe(1);
  });

  it('shows the fresh quote on 409 PRICE_CHANGED, writes nothing, and the confirmed order is a new attempt', async () => {
    const { store } = memoryStore();
    const server = fakeServer();
    const fresh = { total: 3100 } as TQuote;
    server.setPriceChange(fresh);
    const d = deps(server, store);
    const outcome = await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 2950, card: null });
    expect(outcome).toEqual({ kind: 'priceChanged', quote: fresh });
    expect(store.read(RESTAURANT)).toBeNull();
    const confirmed = await submitOrder(d, { restaurantId: RESTAURANT, body: body(), expectedTotal: 3100, card: null });
    expect(confirmed).toMatchObject({ kind: 'placed' });
    expect(server.sent.map((request) => [request.key, request.body.expectedTotal])).toEqual([
      ['key-0001', 2950],
      ['key-0002', 3100],
    ]);
  });

  it('forgets the key after a refusal (nothing was written), so the next attempt is a new submission', async () => {
    const { store } = memoryStore();
    const server = fakeServer();
    const d = deps(server, store);
    const refused = await submitOrder(d, { restaurantId: RESTAURANT, body: body({ paymentMethod: 'card' }), expectedTotal: 3000, card: null });
    expect(refused.kind).toBe('refused');
    expect(store.read(RESTAURANT)).toBeNull();
    await submitOrder(d, { restaurantId: RESTAURANT, body: body({ paymentMethod: 'card' }), expectedTotal: 3000, card: CARD });
    expect(server.sent.map((request) => request.key)).toEqual(['key-0001', 'key-0002']);
  });

  it('after a declined card, the same order with another card reuses the key (the server pays the order it holds); a changed order gets a new key', async () => {
    const { store } = memoryStore();
    const server = fakeServer(['declined']);
    const d = deps(server, store);
    const order = { restaurantId: RESTAURANT, body: body({ paymentMethod: 'card' }), expectedTotal: 3000 };
    const refused = await submitOrder(d, { ...order, card: { ...CARD, number: '4000 0000 0000 0002' } });
    expect(refused).toMatchObject({ kind: 'refused', declined: { key: 'key-0001' } });
    expect(store.read(RESTAURANT)).toBeNull();
    const declined = refused.kind === 'refused' ? refused.declined : undefined;
    const paid = await submitOrder(d, { ...order, card: CARD, declined });
    expect(paid).toMatchObject({ kind: 'placed' });
    await submitOrder(d, { ...order, body: body({ paymentMethod: 'card', notes: 'no ice' }), card: CARD, declined });
    expect(server.sent.map((request) => request.key)).toEqual(['key-0001', 'key-0001', 'key-0002']);
  });

  it('sends the card with the order but never stores it', async () => {
    const { store, raw } = memoryStore();
    const server = fakeServer(['down']);
    await submitOrder(deps(server, store), { restaurantId: RESTAURANT, body: body({ paymentMethod: 'card' }), expectedTotal: 3000, card: CARD });
    expect(server.sent[0]!.body.card).toEqual(CARD);
    expect(raw(RESTAURANT)).not.toContain('4242');
    expect(raw(RESTAURANT)).not.toContain('cvc');
  });

  it('reads a stored submission without trusting it', () => {
    expect(parsePending(null)).toBeNull();
    expect(parsePending('not json')).toBeNull();
    expect(parsePending(JSON.stringify({ key: 'short', body: { lines: [] }, expectedTotal: 1, savedAt: 'x' }))).toBeNull();
    expect(parsePending(JSON.stringify({ key: 'key-0001', body: { lines: [] }, expectedTotal: '1', savedAt: 'x' }))).toBeNull();
    expect(parsePending(JSON.stringify({ key: 'key-0001', body: { lines: [] }, expectedTotal: 1, savedAt: 'x' }))).toMatchObject({ key: 'key-0001' });
  });
});
