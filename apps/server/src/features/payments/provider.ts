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

/** What the provider knows of a charge (`retrieve`): a charge is succeeded or declined once made. */
export type TChargeLookup = { status: 'succeeded'; providerRef: string; last4: string } | { status: 'declined'; message: string } | { status: 'not_found' };

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
};
