import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeStripeForm, listOf } from './form.ts';

/**
 * A small, in-process stand-in for api.stripe.com on 127.0.0.1, for tests that run the real
 * `stripe` SDK (pointed here through its host/port/protocol options) without the internet. It
 * implements what MenuDelite calls: PaymentIntents (create, retrieve, confirm, capture, cancel, search by
 * metadata, with the index's lag settable; created and confirmed at once off-session with a saved card), SetupIntents (create,
 * retrieve), Customers (create), saved PaymentMethods and refunds (create, list by intent), with Stripe's Idempotency-Key semantics (same key
 * and same parameters: the first response again, marked Idempotent-Replayed; same key and other
 * parameters: 400 idempotency_error), Stripe-Account (Connect), and the events Stripe would send,
 * which tests deliver signed (deliver.ts). What the browser does with Stripe.js (confirming the
 * card) is `payInBrowser` / `declineInBrowser`.
 */

type TObject = Record<string, any>;
export type TFakeEvent = {
  id: string;
  object: 'event';
  type: string;
  created: number;
  account?: string;
  data: { object: TObject };
  livemode: false;
  api_version: string;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
};
export type TFakeRequest = { method: string; path: string; idempotencyKey: string | null; account: string | null; replayed: boolean; body: TObject };

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const unix = () => Math.floor(Date.now() / 1000);
/** Statuses Stripe lets an intent be canceled from. */
const CANCELABLE: ReadonlySet<string> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture']);
class StripeApiError extends Error {
  readonly status: number;
  readonly type: string;
  readonly code: string | undefined;
  constructor(status: number, type: string, message: string, code?: string) {
    super(message);
    this.status = status;
    this.type = type;
    this.code = code;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: string, replayed = false) {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...(replayed ? { 'idempotent-replayed': 'true' } : {}) });
  response.end(body);
}

export type TFakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const intents = new Map<string, TObject>();
  const charges = new Map<string, TObject>();
  const setupIntents = new Map<string, TObject>();
  const refunds = new Map<string, TObject>();
  const customers = new Map<string, TObject>();
  /** Cards saved by a confirmed SetupIntent (pm_...), with whether charging them later is declined. */
  const paymentMethods = new Map<string, TObject & { declinesCharges: boolean }>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const events: TFakeEvent[] = [];
  /** The Connect account each object was made on (null: the platform's own). */
  const accountOf = new Map<string, string | null>();
  const requests: TFakeRequest[] = [];
  /** When each intent was made (ms), for the search index's lag. */
  const createdAt = new Map<string, number>();
  /**
   * Behaviour tests may change: how long a new intent stays out of search results (Stripe: up to a
   * minute, longer in an outage), which paths answer 503 as if Stripe were down, and Connect accounts
   * Stripe refuses (account_invalid).
   */
  const settings: {
    searchLagMs: number;
    unavailable: RegExp | null;
    rateLimited: RegExp | null;
    lostAnswers: RegExp | null;
    invalidAccounts: Set<string>;
  } = {
    searchLagMs: 0,
    unavailable: null,
    /** Paths Stripe answers 429 (too many requests: come back later, not a refusal). */
    rateLimited: null,
    /** Paths whose POSTs Stripe carries out (and keeps under their key) while the answer is lost on the way back (a timeout after Stripe acted). */
    lostAnswers: null,
    invalidAccounts: new Set(),
  };

  function emit(type: string, object: TObject, account: string | null): TFakeEvent {
    const event: TFakeEvent = {
      id: id('evt'),
      object: 'event',
      type,
      created: unix(),
      ...(account ? { account } : {}),
      data: { object: structuredClone(object) },
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    return event;
  }

  function intentView(pi: TObject, expand: string[]): TObject {
    const view = structuredClone(pi);
    if (expand.includes('latest_charge') && pi.latest_charge) view.latest_charge = structuredClone(charges.get(pi.latest_charge));
    return view;
  }

  function getIntent(piId: string, account: string | null): TObject {
    const pi = intents.get(piId);
    // A Connect object lives on its account: asked from another, it does not exist (as on Stripe).
    if (!pi || accountOf.get(pi.id) !== account)
      throw new StripeApiError(404, 'invalid_request_error', `No such payment_intent: '${piId}'`, 'resource_missing');
    return pi;
  }

  /** The charge a confirmation makes: succeeded, or declined with Stripe's card_declined error. */
  function charge(pi: TObject, card: { last4: string; declined: boolean }): TObject | null {
    const ch: TObject = {
      id: id('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: pi.currency,
      payment_intent: pi.id,
      status: card.declined ? 'failed' : 'succeeded',
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: card.last4 } },
      application_fee_amount: pi.application_fee_amount ?? null,
      created: unix(),
    };
    charges.set(ch.id, ch);
    pi.latest_charge = ch.id;
    if (card.declined) {
      pi.status = 'requires_payment_method';
      pi.last_payment_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
      emit('payment_intent.payment_failed', intentView(pi, []), accountOf.get(pi.id) ?? null);
      return null;
    }
    pi.last_payment_error = null;
    if (pi.capture_method === 'manual') {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
      emit('payment_intent.amount_capturable_updated', intentView(pi, []), accountOf.get(pi.id) ?? null);
    } else {
      capture(pi, pi.amount);
    }
    return ch;
  }

  /** As Stripe: a saved card is used with its customer, on the account it was saved on; a card that declines charges is a card error. */
  function confirmWithSavedCard(pi: TObject, body: TObject, account: string | null): void {
    const pm = paymentMethods.get(String(body.payment_method));
    if (!pm || accountOf.get(pm.id) !== account)
      throw new StripeApiError(400, 'invalid_request_error', `No such PaymentMethod: '${String(body.payment_method)}'`, 'resource_missing');
    if (pm.customer && body.customer !== pm.customer)
      throw new StripeApiError(400, 'invalid_request_error', 'The provided PaymentMethod is attached to another customer.');
    pi.payment_method = pm.id;
    pi.customer = body.customer ?? null;
    if (!charge(pi, { last4: pm.card.last4, declined: pm.declinesCharges }))
      throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
  }

  function cancel(pi: TObject): void {
    pi.status = 'canceled';
    pi.canceled_at = unix();
    pi.amount_capturable = 0;
    emit('payment_intent.canceled', intentView(pi, []), accountOf.get(pi.id) ?? null);
  }

  function capture(pi: TObject, amount: number): void {
    const ch = charges.get(pi.latest_charge)!;
    ch.captured = true;
    ch.amount_captured = amount;
    pi.status = 'succeeded';
    pi.amount_received = amount;
    pi.amount_capturable = 0;
    emit('charge.succeeded', ch, accountOf.get(pi.id) ?? null);
    emit('payment_intent.succeeded', intentView(pi, []), accountOf.get(pi.id) ?? null);
  }

  const routes: { method: string; pattern: RegExp; handle: (m: string[], body: TObject, account: string | null) => TObject }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents$/,
      handle: (_m, body, account) => {
        const amount = Number(body.amount);
        if (!Number.isInteger(amount) || amount < 1)
          throw new StripeApiError(400, 'invalid_request_error', 'Invalid positive integer', 'parameter_invalid_integer');
        if (body.application_fee_amount !== undefined && !account)
          throw new StripeApiError(400, 'invalid_request_error', 'application_fee_amount needs a connected account (Stripe-Account header)');
        const piId = id('pi');
        const pi: TObject = {
          id: piId,
          object: 'payment_intent',
          amount,
          amount_received: 0,
          amount_capturable: 0,
          currency: String(body.currency),
          status: 'requires_payment_method',
          capture_method: body.capture_method ?? 'automatic',
          client_secret: `${piId}_secret_${randomBytes(8).toString('hex')}`,
          description: body.description ?? null,
          metadata: body.metadata ?? {},
          application_fee_amount: body.application_fee_amount !== undefined ? Number(body.application_fee_amount) : null,
          latest_charge: null,
          last_payment_error: null,
          created: unix(),
          livemode: false,
        };
        intents.set(piId, pi);
        createdAt.set(piId, Date.now());
        accountOf.set(piId, account);
        emit('payment_intent.created', intentView(pi, []), account);
        // confirm=true with a saved card (a tab closing itself, off-session): charged in the same call.
        if (body.confirm === 'true') confirmWithSavedCard(pi, body, account);
        return intentView(pi, listOf(body.expand));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/search$/,
      handle: (_m, query, account) => {
        // Only the query MenuDelite makes: metadata['key']:'value'.
        const match = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(String(query.query ?? ''));
        if (!match) throw new StripeApiError(400, 'invalid_request_error', 'Unsupported search query in the fake');
        const [, key, value] = match;
        const expand = listOf(query.expand).map((e) => e.replace(/^data\./, ''));
        // Stripe's search index lags: an intent made less than searchLagMs ago is not found yet.
        const indexedBefore = Date.now() - settings.searchLagMs;
        const data = [...intents.values()]
          .filter((pi) => (createdAt.get(pi.id) ?? 0) <= indexedBefore)
          .filter((pi) => accountOf.get(pi.id) === account && pi.metadata[key!] === value!.replace(/\\'/g, "'"))
          .map((pi) => intentView(pi, expand));
        return { object: 'search_result', data, has_more: false, next_page: null, url: '/v1/payment_intents/search' };
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      handle: ([piId], query, account) => intentView(getIntent(piId!, account), listOf(query.expand)),
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      handle: ([piId], body, account) => {
        const pi = getIntent(piId!, account);
        if (pi.status !== 'requires_payment_method' && pi.status !== 'requires_confirmation')
          throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent's status is ${pi.status}`, 'payment_intent_unexpected_state');
        // Test payment methods as Stripe's: pm_card_visa succeeds, pm_card_chargeDeclined is declined.
        const saved = paymentMethods.get(String(body.payment_method));
        const declined = body.payment_method === 'pm_card_chargeDeclined' || saved?.declinesCharges === true;
        if (!charge(pi, { last4: saved?.card.last4 ?? (declined ? '0002' : '4242'), declined }))
          throw new StripeApiError(402, 'card_error', 'Your card was declined.', 'card_declined');
        return intentView(pi, listOf(body.expand));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      handle: ([piId], body, account) => {
        const pi = getIntent(piId!, account);
        // As Stripe: only an intent nobody has paid (or one merely authorised) can be canceled.
        if (!CANCELABLE.has(pi.status))
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            'payment_intent_unexpected_state',
          );
        cancel(pi);
        return intentView(pi, listOf(body.expand));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      handle: ([piId], body, account) => {
        const pi = getIntent(piId!, account);
        if (pi.status !== 'requires_capture')
          throw new StripeApiError(400, 'invalid_request_error', `This PaymentIntent's status is ${pi.status}`, 'payment_intent_unexpected_state');
        const amount = body.amount_to_capture !== undefined ? Number(body.amount_to_capture) : pi.amount;
        if (amount > pi.amount) throw new StripeApiError(400, 'invalid_request_error', 'amount_to_capture is greater than the amount capturable');
        capture(pi, amount);
        return intentView(pi, listOf(body.expand));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/setup_intents$/,
      handle: (_m, body, account) => {
        const siId = id('seti');
        const si = {
          id: siId,
          object: 'setup_intent',
          status: 'requires_payment_method',
          usage: body.usage ?? 'off_session',
          client_secret: `${siId}_secret_${randomBytes(8).toString('hex')}`,
          metadata: body.metadata ?? {},
          customer: body.customer ?? null,
          payment_method: null,
          created: unix(),
        };
        if (si.customer && (!customers.has(si.customer) || accountOf.get(si.customer) !== account))
          throw new StripeApiError(400, 'invalid_request_error', `No such customer: '${si.customer}'`, 'resource_missing');
        setupIntents.set(siId, si);
        accountOf.set(siId, account);
        emit('setup_intent.created', si, account);
        return si;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/setup_intents\/([^/]+)$/,
      handle: ([siId], query, account) => {
        const si = setupIntents.get(siId!);
        if (!si || accountOf.get(si.id) !== account)
          throw new StripeApiError(404, 'invalid_request_error', `No such setupintent: '${siId}'`, 'resource_missing');
        const view = structuredClone(si);
        if (listOf(query.expand).includes('payment_method') && si.payment_method) {
          const { declinesCharges: _declines, ...pm } = paymentMethods.get(si.payment_method)!;
          view.payment_method = structuredClone(pm);
        }
        return view;
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/customers$/,
      handle: (_m, body, account) => {
        const customer = { id: id('cus'), object: 'customer', metadata: body.metadata ?? {}, created: unix() };
        customers.set(customer.id, customer);
        accountOf.set(customer.id, account);
        return customer;
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/refunds$/,
      handle: (_m, query, account) => {
        const data = [...refunds.values()]
          .filter((r) => accountOf.get(r.id) === account && (!query.payment_intent || r.payment_intent === query.payment_intent))
          .toReversed();
        return { object: 'list', data, has_more: false, url: '/v1/refunds' };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/refunds$/,
      handle: (_m, body, account) => {
        const pi = getIntent(String(body.payment_intent), account);
        if (pi.status !== 'succeeded')
          throw new StripeApiError(400, 'invalid_request_error', 'This PaymentIntent does not have a successful charge to refund.', 'charge_not_refundable');
        const ch = charges.get(pi.latest_charge)!;
        const left = ch.amount_captured - ch.amount_refunded;
        const amount = body.amount !== undefined ? Number(body.amount) : left;
        if (amount > left)
          throw new StripeApiError(
            400,
            'invalid_request_error',
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
            'amount_too_large',
          );
        const refund = {
          id: id('re'),
          object: 'refund',
          amount,
          currency: pi.currency,
          payment_intent: pi.id,
          charge: ch.id,
          status: 'succeeded',
          metadata: body.metadata ?? {},
          created: unix(),
        };
        refunds.set(refund.id, refund);
        accountOf.set(refund.id, account);
        ch.amount_refunded += amount;
        ch.refunded = ch.amount_refunded === ch.amount_captured;
        emit('refund.created', refund, account);
        emit('charge.refunded', ch, account);
        return refund;
      },
    },
  ];

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const raw = request.method === 'GET' ? url.search.slice(1) : await readBody(request);
    const body = decodeStripeForm(raw);
    const account = (request.headers['stripe-account'] as string | undefined) ?? null;
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const log: TFakeRequest = { method: request.method ?? 'GET', path: url.pathname, idempotencyKey: key, account, replayed: false, body };
    requests.push(log);
    if (!String(request.headers.authorization ?? '').startsWith('Bearer sk_test_')) {
      return send(response, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }));
    }
    // Stripe unreachable for these paths (an outage): 503, and Stripe-Should-Retry false so the SDK gives up at once.
    if (settings.unavailable?.test(url.pathname)) {
      response.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is unavailable (fake outage)' } }));
    }
    if (settings.rateLimited?.test(url.pathname)) {
      response.writeHead(429, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      return response.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'rate_limit', message: 'Too many requests (fake)' } }));
    }
    // A Connect account the platform cannot act on (never connected, or access revoked): refused for good, as Stripe does.
    if (account && settings.invalidAccounts.has(account)) {
      return send(
        response,
        400,
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'account_invalid',
            message: `The provided key does not have access to account '${account}' (or that account does not exist).`,
          },
        }),
      );
    }
    const route = routes.find((r) => r.method === request.method && r.pattern.test(url.pathname));
    if (!route)
      return send(
        response,
        404,
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${url.pathname})` } }),
      );

    // Stripe's idempotency: per account and key; the first answer is kept, errors included.
    const scope = key && request.method === 'POST' ? `${account ?? ''}:${key}` : null;
    const fingerprint = createHash('sha256').update(`${request.method} ${url.pathname} ${raw}`).digest('hex');
    if (scope) {
      const earlier = idempotency.get(scope);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(
          response,
          400,
          JSON.stringify({
            error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' },
          }),
        );
      }
      if (earlier) {
        log.replayed = true;
        return send(response, earlier.status, earlier.body, true);
      }
    }
    let status = 200;
    let answer: string;
    try {
      answer = JSON.stringify(route.handle(route.pattern.exec(url.pathname)!.slice(1), body, account));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      answer = JSON.stringify({ error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) } });
    }
    if (scope) idempotency.set(scope, { fingerprint, status, body: answer });
    if (request.method === 'POST' && settings.lostAnswers?.test(url.pathname)) {
      // Done at Stripe, but the caller never hears it: 503 with Stripe-Should-Retry false, so the SDK gives up at once.
      response.writeHead(503, { 'content-type': 'application/json', 'stripe-should-retry': 'false' });
      return response.end(JSON.stringify({ error: { type: 'api_error', message: 'The answer was lost (fake timeout)' } }));
    }
    send(response, status, answer);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error) => send(response, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    intents,
    charges,
    refunds,
    setupIntents,
    customers,
    paymentMethods,
    events,
    requests,
    settings,
    /** What Stripe.js does when the diner pays in the Payment Element: confirm the intent with a card. */
    payInBrowser(piId: string, card: { last4?: string } = {}): TObject {
      const pi = intents.get(piId)!;
      // Stripe.js's confirm fails on an intent that is canceled or already paid.
      if (pi.status === 'canceled' || pi.status === 'succeeded') throw new Error(`This PaymentIntent's status is ${pi.status}`);
      charge(pi, { last4: card.last4 ?? '4242', declined: false });
      return pi;
    },
    /**
     * What Stripe.js does when the diner saves a card in the Payment Element (confirmSetup): the
     * SetupIntent succeeds with a new PaymentMethod attached to its customer. Test cards as Stripe's:
     * pm_card_visa (4242) charges later; pm_card_chargeCustomerFail (0341) saves, then declines charges;
     * pm_card_chargeDeclined (0002) is refused at once (the intent needs another card).
     */
    confirmSetupInBrowser(siId: string, card: 'pm_card_visa' | 'pm_card_chargeCustomerFail' | 'pm_card_chargeDeclined' = 'pm_card_visa'): TObject {
      const si = setupIntents.get(siId)!;
      const account = accountOf.get(siId) ?? null;
      if (card === 'pm_card_chargeDeclined') {
        si.last_setup_error = { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' };
        emit('setup_intent.setup_failed', si, account);
        return si;
      }
      const last4 = card === 'pm_card_visa' ? '4242' : '0341';
      const pm = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        card: { brand: 'visa', last4 },
        customer: si.customer ?? null,
        declinesCharges: last4 === '0341',
      };
      paymentMethods.set(pm.id, pm);
      accountOf.set(pm.id, account);
      si.payment_method = pm.id;
      si.status = 'succeeded';
      si.last_setup_error = null;
      emit('setup_intent.succeeded', si, account);
      return si;
    },
    declineInBrowser(piId: string): void {
      charge(intents.get(piId)!, { last4: '0002', declined: true });
    },
    /** A PaymentIntent canceled at Stripe (from the Dashboard, or by Stripe): it can no longer be paid. */
    cancelIntent(piId: string): TObject {
      const pi = intents.get(piId)!;
      cancel(pi);
      return pi;
    },
    /** The events Stripe sent about one PaymentIntent (or its charge), oldest first, optionally of one type. */
    eventsFor(piId: string, type?: string): TFakeEvent[] {
      return events.filter((e) => (e.data.object.id === piId || e.data.object.payment_intent === piId) && (!type || e.type === type));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
