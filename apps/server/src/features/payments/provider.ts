import type { TCurrency } from '@menudelite/shared/money/currencies';

export type TCardDetails = { number: string; expiry: string; cvc: string };

export type TChargeRequest = {
  amount: number;
  currency: TCurrency;
  card: TCardDetails;
  /** The checkout's Idempotency-Key (scoped to the venue): a retried charge must not charge twice. */
  idempotencyKey: string;
  description: string;
};

export type TChargeResult =
  | { status: 'succeeded'; providerRef: string; last4: string }
  | { status: 'declined'; message: string }
  | { status: 'invalid'; field: TCardField; message: string };

/**
 * What the provider knows of a charge (`retrieve`): a charge is succeeded or declined once made.
 * `in_progress`: the provider holds a payment still waiting for the payer (a Stripe PaymentIntent the
 * diner has not confirmed yet, or one being processed); it may still succeed, so it is not failed yet.
 * The demo provider charges in one call and never answers it.
 */
export type TChargeLookup =
  { status: 'succeeded'; providerRef: string; last4: string } | { status: 'declined'; message: string } | { status: 'in_progress' } | { status: 'not_found' };

export type TCardProblem = { field: TCardField; message: string };

/** Which card field a gateway refused, so the client can mark it (CARD_INVALID details: body.card.<field>). */
export type TCardField = 'number' | 'expiry' | 'cvc';

/**
 * A card payment gateway. `demo` (built in, no network) is the default; the payments issue adds
 * Stripe (PaymentIntents + signed webhooks) behind the same interface, chosen by env.
 */
export type TPaymentProvider = {
  name: string;
  charge: (request: TChargeRequest) => Promise<TChargeResult>;
  /**
   * The provider's own record of a charge by its idempotency key, without charging: how a payment
   * attempt left pending by a crash is settled (features/payments/reconcile.ts).
   */
  retrieve: (idempotencyKey: string) => Promise<TChargeLookup>;
  /**
   * Card details the provider would refuse outright, checked before anything is written (so a
   * mistyped card writes no order). Absent for providers that never see card data (Stripe).
   */
  checkCard?: (card: TCardDetails) => TCardProblem | null;
  /** Gives back part or all of a captured payment (features/payments/refunds reserves the amount first). */
  refund: (request: TRefundRequest) => Promise<TRefundResult>;
  /** Browser-confirmed payments (Stripe's PaymentIntents): only providers whose card form runs in the browser have it. */
  intents?: TPaymentIntents;
};

export type TRefundRequest = {
  /** The payment's provider_ref (the demo reference, or Stripe's PaymentIntent id). */
  providerRef: string;
  amount: number;
  currency: TCurrency;
  /** Our refund row's key: a retried refund call must not refund twice. */
  idempotencyKey: string;
  /** Connect: the venue's Stripe account the payment was made on. */
  account?: string | null;
};

export type TRefundResult = { status: 'succeeded'; providerRef: string } | { status: 'failed'; message: string };

/** A PaymentIntent as checkout needs it: the client secret goes to the browser, never card data to us. */
export type TIntent = {
  id: string;
  clientSecret: string;
  /** Stripe's PaymentIntent status: requires_payment_method, requires_action, processing, requires_capture, canceled, succeeded, ... */
  status: string;
  amount: number;
  amountReceived: number;
  currency: string;
  /** The card's last four digits once charged (from the intent's latest charge), else null. */
  last4: string | null;
  metadata: Record<string, string>;
};

export type TCreateIntentRequest = {
  amount: number;
  currency: TCurrency;
  /** Scoped to the venue, as the checkout's key: the same key answers the same PaymentIntent. */
  idempotencyKey: string;
  description: string;
  /** Our ids (order, payment attempt), so a webhook or the reconciliation finds the row. */
  metadata: Record<string, string>;
  /** Connect: a venue's own account (acct_...) and the platform's fee in minor units. */
  connect?: { account: string; applicationFeeAmount: number } | null;
  /** Manual capture: authorise now, charge later (a pay-later tab). */
  captureLater?: boolean;
};

export type TPaymentIntents = {
  /** What the browser needs besides the client secret (Stripe.js's publishable key). */
  publishableKey: string;
  create: (request: TCreateIntentRequest) => Promise<TIntent>;
  retrieve: (id: string, account?: string | null) => Promise<TIntent>;
  /** A server-side confirm with a saved payment method (closing a tab off-session). */
  confirm: (id: string, paymentMethod: string, account?: string | null) => Promise<TIntent>;
  capture: (id: string, amount: number | null, account?: string | null) => Promise<TIntent>;
  /** Saves a card for later (a tab): the browser confirms it with the client secret. */
  createSetup: (request: {
    idempotencyKey: string;
    metadata: Record<string, string>;
    account?: string | null;
  }) => Promise<{ id: string; clientSecret: string; status: string }>;
};
