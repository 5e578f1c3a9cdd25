import type { Generated } from 'kysely';
import type { PaymentRefundsTable, StripeWebhookEventsTable } from './payment-refunds.ts';

// Tables owned by the payments feature (db/table-owners.ts).

/** Money that was settled: a succeeded card charge or a room charge, written with the order's release. */
export interface PaymentsTable {
  id: string;
  order_id: string;
  restaurant_id: string;
  kind: string;
  provider: string | null;
  provider_ref: string | null;
  status: string;
  amount: number;
  currency: string;
  card_last4: string | null;
  room_number: string | null;
  created_at: string;
  /** What was given back so far (0007_stripe, default 0): refunds never total more than amount. */
  refunded_amount: Generated<number>;
}

/** One try at charging the provider, committed before the provider is called (0007_payment_attempts). */
export interface PaymentAttemptsTable {
  id: string;
  restaurant_id: string;
  purpose: string;
  order_id: string | null;
  sequence: number;
  amount: number;
  currency: string;
  provider: string;
  provider_ref: string | null;
  idempotency_key: string;
  status: string;
  card_last4: string | null;
  failure_code: string | null;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}

/** The demo provider's own record of its charges, one per idempotency key. */
export interface DemoChargesTable {
  id: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  status: string;
  card_last4: string;
  message: string | null;
  created_at: string;
}

export interface PaymentsSchema {
  payments: PaymentsTable;
  payment_attempts: PaymentAttemptsTable;
  demo_charges: DemoChargesTable;
  // Refunds and the Stripe webhook inbox (0008_stripe), declared in payment-refunds.ts.
  payment_refunds: PaymentRefundsTable;
  stripe_webhook_events: StripeWebhookEventsTable;
}
