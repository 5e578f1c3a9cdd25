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
  | { status: 'succeeded'; providerRef: string; last4: string }
  | { status: 'declined'; message: string }
  /** providerRef: the provider's id of what is waiting (Stripe's intent), so it can be canceled. */
  | { status: 'in_progress'; providerRef?: string }
  | { status: 'not_found' };

/**
 * Where to find a charge: `providerRef` is the id stored on the attempt (Stripe: the PaymentIntent's
 * id), read directly; without it the provider searches by key. `account`: the Connect account the
 * charge lives on (null: the platform's own).
 */
export type TLookupHints = { providerRef?: string | null; account?: string | null };

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
   * attempt left pending by a crash is settled (features/payments/reconcile.ts). `where` names what
   * we already know (attempts.ts lookupAttempt): the provider's id stored on the attempt and, for
   * Connect, the venue's account the charge was made on.
   */
  retrieve: (idempotencyKey: string, where?: TLookupHints) => Promise<TChargeLookup>;
  /**
   * Card details the provider would refuse outright, checked before anything is written (so a
   * mistyped card writes no order). Absent for providers that never see card data (Stripe).
   */
  checkCard?: (card: TCardDetails) => TCardProblem | null;
  /** Gives back part or all of a captured payment (features/payments/refunds reserves the amount first). */
  refund: (request: TRefundRequest) => Promise<TRefundResult>;
  /**
   * The refunds the provider holds for a payment, each with our refund id (Stripe: the refund's
   * metadata), so a refund whose answer never reached us is settled without asking again (charge.refunded).
   * Only providers that report refunds by webhook (Stripe).
   */
  listRefunds?: (providerRef: string, account?: string | null) => Promise<TProviderRefund[]>;
  /** Browser-confirmed payments (Stripe's PaymentIntents): only providers whose card form runs in the browser have it. */
  intents?: TPaymentIntents;
  /**
   * Saves a card posted to this server for charging later (a pay-later tab): only providers that take
   * card details on the server (demo). Stripe saves cards in the browser (intents.createSetup).
   */
  saveCard?: (request: TSaveCardRequest) => Promise<TSaveCardResult>;
  /**
   * Charges a saved card without the payer (off-session: a tab closing itself). Idempotent by key, as
   * `charge`, and `retrieve(idempotencyKey)` finds the charge, so a crash mid-way is settled as any other.
   */
  chargeSaved?: (request: TSavedChargeRequest) => Promise<TChargeResult>;
};

/** A card kept at the provider: what to charge later. The card number itself never leaves the provider. */
export type TSavedCard = {
  /** The demo gateway's saved-card reference, or Stripe's PaymentMethod id (pm_...). */
  paymentMethodRef: string;
  /** Stripe's Customer the payment method is attached to (required to reuse it); null for the demo gateway. */
  customerRef: string | null;
  last4: string;
};

export type TSaveCardRequest = { card: TCardDetails; idempotencyKey: string };
export type TSaveCardResult =
  { status: 'saved'; card: TSavedCard } | { status: 'declined'; message: string } | { status: 'invalid'; field: TCardField; message: string };

export type TSavedChargeRequest = {
  amount: number;
  currency: TCurrency;
  paymentMethodRef: string;
  customerRef?: string | null;
  /** The payment attempt's key: a retried charge answers the first one. */
  idempotencyKey: string;
  description: string;
  /** Our ids, kept on the provider's record (Stripe: the PaymentIntent's metadata). */
  metadata?: Record<string, string>;
  /** Connect: the venue's own account the card was saved on, and the platform's fee in minor units. */
  connect?: { account: string; applicationFeeAmount: number } | null;
};

/** A SetupIntent as a tab needs it once the browser confirmed it: the saved payment method and its card. */
export type TSetupIntent = {
  id: string;
  /** Stripe's SetupIntent status: requires_payment_method, requires_action, processing, succeeded, canceled. */
  status: string;
  paymentMethod: string | null;
  customer: string | null;
  last4: string | null;
  metadata: Record<string, string>;
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

/** A refund as the provider keeps it: `refundId` is our row's id (null for one made in the provider's dashboard). */
export type TProviderRefund = { providerRef: string; refundId: string | null; status: 'succeeded' | 'failed'; message: string | null };

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
  /** Throws PaymentProviderRefused when the provider refuses for good (provider-errors.ts); other errors are worth a retry. */
  create: (request: TCreateIntentRequest) => Promise<TIntent>;
  retrieve: (id: string, account?: string | null) => Promise<TIntent>;
  /** A server-side confirm with a saved payment method (closing a tab off-session). */
  confirm: (id: string, paymentMethod: string, account?: string | null) => Promise<TIntent>;
  capture: (id: string, amount: number | null, account?: string | null) => Promise<TIntent>;
  /**
   * Cancels an intent nobody may pay any more (a link's hold that lapsed, an attempt given up): after
   * it the browser's confirm fails. An intent that cannot be canceled (already succeeded, or being
   * processed) is answered as it stands, never thrown: the caller acts on its status.
   */
  cancel: (id: string, account?: string | null) => Promise<TIntent>;
  /** Saves a card for later (a tab): the browser confirms it with the client secret. */
  createSetup: (request: {
    idempotencyKey: string;
    metadata: Record<string, string>;
    account?: string | null;
    /**
     * Attach the card to a new Customer (made under the same key): Stripe reuses a payment method
     * off-session only when it is attached to a customer.
     */
    withCustomer?: boolean;
  }) => Promise<{ id: string; clientSecret: string; status: string; customer?: string | null }>;
  /** The SetupIntent as Stripe has it now, with the saved card's last four digits (after the browser confirmed it). */
  retrieveSetup?: (id: string, account?: string | null) => Promise<TSetupIntent>;
};
