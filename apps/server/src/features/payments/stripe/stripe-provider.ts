import { Stripe } from 'stripe';
import { PaymentProviderRefused } from '../provider-errors.ts';
import type { TChargeLookup, TChargeResult, TIntent, TPaymentProvider, TSetupIntent } from '../provider.ts';

export type TStripeSettings = {
  secretKey: string;
  publishableKey: string;
  /** Where the SDK sends API calls: Stripe's own API unless tests point it at the fake server on 127.0.0.1. */
  api?: { host: string; port: number; protocol: 'http' | 'https' } | null;
};

/** The SDK client for these settings; built once per process (app.ts), never per request. */
export function createStripeClient(settings: TStripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // The SDK retries network errors with the same idempotency key, so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
  });
}

function last4Of(pi: Stripe.PaymentIntent): string | null {
  const charge = pi.latest_charge;
  return charge && typeof charge === 'object' ? (charge.payment_method_details?.card?.last4 ?? null) : null;
}

function toIntent(pi: Stripe.PaymentIntent): TIntent {
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: pi.status,
    amount: pi.amount,
    amountReceived: pi.amount_received ?? 0,
    currency: pi.currency,
    last4: last4Of(pi),
    metadata: pi.metadata ?? {},
  };
}

function toSetupIntent(si: Stripe.SetupIntent): TSetupIntent {
  const method = si.payment_method;
  return {
    id: si.id,
    status: si.status,
    paymentMethod: method === null ? null : typeof method === 'string' ? method : method.id,
    customer: si.customer === null ? null : typeof si.customer === 'string' ? si.customer : si.customer.id,
    last4: method && typeof method === 'object' ? (method.card?.last4 ?? null) : null,
    metadata: si.metadata ?? {},
  };
}

/** Stripe's answers that will not change on a retry (429 and lock_timeout are Stripe asking to come back later). */
function isPermanent(error: unknown): error is Stripe.errors.StripeError {
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return error.statusCode !== 429 && error.code !== 'lock_timeout';
  return (
    error instanceof Stripe.errors.StripePermissionError ||
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripeIdempotencyError
  );
}

/** Runs a call whose permanent refusal the caller must tell from an outage: it is thrown as PaymentProviderRefused. */
async function refusalsTold<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isPermanent(error)) throw new PaymentProviderRefused(error.message, error.code ?? error.type ?? null);
    throw error;
  }
}

/** Stripe's 404 for an object that is not there (or not on the account asked). */
const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/** Connect calls act on the venue's account (the Stripe-Account header) when it has one. */
const on = (account?: string | null) => (account ? { stripeAccount: account } : {});
const WITH_CHARGE = ['latest_charge'];

/** Statuses of an intent still waiting for the diner (or Stripe): it may yet succeed, so it is neither failed nor absent. */
const WAITING: ReadonlySet<string> = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing']);

/**
 * What Stripe knows of an attempt, found by the attempt's key in the intent's metadata (the
 * reconciliation job's question). An intent still waiting for the diner's browser has no charge
 * yet: it answers `in_progress`, so the job leaves the attempt pending instead of failing an order
 * the diner is about to pay.
 */
function lookupOf(pi: Stripe.PaymentIntent | undefined): TChargeLookup {
  if (!pi) return { status: 'not_found' };
  if (pi.status === 'succeeded') return { status: 'succeeded', providerRef: pi.id, last4: last4Of(pi) ?? '' };
  if (pi.status === 'canceled') return { status: 'declined', message: 'The payment was canceled' };
  if (pi.status === 'requires_payment_method' && pi.last_payment_error)
    return { status: 'declined', message: pi.last_payment_error.message ?? 'The card was declined' };
  if (WAITING.has(pi.status)) return { status: 'in_progress', providerRef: pi.id };
  return { status: 'not_found' };
}

/**
 * Stripe as the card gateway (PAYMENT_PROVIDER=stripe, or STRIPE_SECRET_KEY set). Card data never
 * reaches this server (PCI SAQ A): PaymentIntents are created here under the attempt's idempotency
 * key (stripe/start-attempt.ts), the browser confirms them with Stripe.js and the Payment Element,
 * and the payment_intent.succeeded webhook (stripe/webhook-service.ts) settles the attempt.
 */
export function createStripeProvider(settings: TStripeSettings, client: Stripe = createStripeClient(settings)): TPaymentProvider {
  return {
    name: 'stripe',
    async charge(): Promise<TChargeResult> {
      // A card number posted to us is refused: with Stripe the card goes to Stripe.js in the browser only.
      return { status: 'invalid', field: 'number', message: "With Stripe, card details are entered in Stripe's payment form and never sent to this server" };
    },
    async retrieve(idempotencyKey, where = {}) {
      // By the id stored on the attempt, on the venue's own account for Connect: a direct read, never
      // behind Stripe's search index (which lags new and changed intents).
      if (where.providerRef) {
        try {
          return lookupOf(await client.paymentIntents.retrieve(where.providerRef, { expand: WITH_CHARGE }, on(where.account)));
        } catch (error) {
          if (isMissing(error)) return { status: 'not_found' };
          throw error;
        }
      }
      // No id stored (a crash between creating the intent and remembering it): search by our key, on the same account.
      const found = await client.paymentIntents.search(
        { query: `metadata['attemptKey']:'${idempotencyKey.replace(/'/g, "\\'")}'`, expand: ['data.latest_charge'], limit: 1 },
        on(where.account),
      );
      return lookupOf(found.data[0]);
    },
    async chargeSaved(request): Promise<TChargeResult> {
      try {
        // One call creates and confirms the intent off-session, so a retry under the key replays the
        // whole outcome (decline included) instead of confirming a second time.
        // A permanent refusal (a revoked Connect account) is told apart from an outage, so a tab fails once instead of retrying forever.
        const pi = await refusalsTold(() =>
          client.paymentIntents.create(
            {
              amount: request.amount,
              currency: request.currency.toLowerCase(),
              description: request.description,
              payment_method: request.paymentMethodRef,
              ...(request.customerRef ? { customer: request.customerRef } : {}),
              off_session: true,
              confirm: true,
              metadata: { ...request.metadata, attemptKey: request.idempotencyKey },
              ...(request.connect && request.connect.applicationFeeAmount > 0 ? { application_fee_amount: request.connect.applicationFeeAmount } : {}),
              expand: WITH_CHARGE,
            },
            { idempotencyKey: `pi:${request.idempotencyKey}`, ...on(request.connect?.account) },
          ),
        );
        if (pi.status === 'succeeded') return { status: 'succeeded', providerRef: pi.id, last4: last4Of(pi) ?? '' };
        // The bank wants the cardholder (3-D Secure), who is not there: as good as a decline for a tab.
        if (pi.status === 'requires_action' || pi.status === 'requires_payment_method')
          return { status: 'declined', message: pi.last_payment_error?.message ?? 'The card needs the cardholder to confirm this payment' };
        // processing: the outcome comes later; the attempt stays open and the reconciliation asks Stripe again.
        throw new Error(`The saved-card payment ${pi.id} is ${pi.status}`);
      } catch (error) {
        // A decline (card_declined, authentication_required) is an answer, not a failure to ask.
        if (error instanceof Stripe.errors.StripeCardError) return { status: 'declined', message: error.message };
        throw error;
      }
    },
    async refund(request) {
      try {
        const refund = await client.refunds.create(
          { payment_intent: request.providerRef, amount: request.amount, metadata: { refundId: request.idempotencyKey } },
          { idempotencyKey: `refund:${request.idempotencyKey}`, ...on(request.account) },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') return { status: 'failed', message: refund.failure_reason ?? 'The refund failed' };
        return { status: 'succeeded', providerRef: refund.id };
      } catch (error) {
        // Stripe refused (already refunded, more than charged): nothing was refunded, the reservation is released.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { status: 'failed', message: error.message };
        throw error;
      }
    },
    async listRefunds(providerRef, account) {
      const refunds = await client.refunds.list({ payment_intent: providerRef, limit: 100 }, on(account)).autoPagingToArray({ limit: 1000 });
      return refunds.map((refund) => {
        // Stripe's pending (and requires_action) refund is made and on its way, as refund() answers it.
        const refused = refund.status === 'failed' || refund.status === 'canceled';
        return {
          providerRef: refund.id,
          refundId: refund.metadata?.refundId || null,
          status: refused ? 'failed' : 'succeeded',
          message: refused ? (refund.failure_reason ?? 'The refund failed') : null,
        };
      });
    },
    intents: {
      publishableKey: settings.publishableKey,
      async create(request) {
        const pi = await refusalsTold(() =>
          client.paymentIntents.create(
            {
              amount: request.amount,
              currency: request.currency.toLowerCase(),
              description: request.description,
              metadata: request.metadata,
              automatic_payment_methods: { enabled: true },
              ...(request.captureLater ? { capture_method: 'manual' as const } : {}),
              // A direct charge on the venue's own account; the platform keeps its order fee.
              ...(request.connect && request.connect.applicationFeeAmount > 0 ? { application_fee_amount: request.connect.applicationFeeAmount } : {}),
            },
            { idempotencyKey: `pi:${request.idempotencyKey}`, ...on(request.connect?.account) },
          ),
        );
        return toIntent(pi);
      },
      async retrieve(id, account) {
        return toIntent(await client.paymentIntents.retrieve(id, { expand: WITH_CHARGE }, on(account)));
      },
      async confirm(id, paymentMethod, account) {
        return toIntent(await client.paymentIntents.confirm(id, { payment_method: paymentMethod, off_session: true, expand: WITH_CHARGE }, on(account)));
      },
      async capture(id, amount, account) {
        return toIntent(
          await client.paymentIntents.capture(id, { ...(amount === null ? {} : { amount_to_capture: amount }), expand: WITH_CHARGE }, on(account)),
        );
      },
      async cancel(id, account) {
        try {
          return toIntent(await client.paymentIntents.cancel(id, { expand: WITH_CHARGE }, on(account)));
        } catch (error) {
          // Succeeded (the payer got there first), processing, or canceled already: Stripe says how it stands.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state')
            return toIntent(await client.paymentIntents.retrieve(id, { expand: WITH_CHARGE }, on(account)));
          throw error;
        }
      },
      async createSetup(request) {
        const customer = request.withCustomer
          ? await refusalsTold(() =>
              client.customers.create({ metadata: request.metadata }, { idempotencyKey: `cus:${request.idempotencyKey}`, ...on(request.account) }),
            )
          : null;
        const setup = await refusalsTold(() =>
          client.setupIntents.create(
            {
              usage: 'off_session',
              automatic_payment_methods: { enabled: true },
              metadata: request.metadata,
              ...(customer ? { customer: customer.id } : {}),
            },
            { idempotencyKey: `si:${request.idempotencyKey}`, ...on(request.account) },
          ),
        );
        return { id: setup.id, clientSecret: setup.client_secret ?? '', status: setup.status, customer: customer?.id ?? null };
      },
      async retrieveSetup(id, account) {
        return toSetupIntent(await client.setupIntents.retrieve(id, { expand: ['payment_method'] }, on(account)));
      },
    },
  };
}
