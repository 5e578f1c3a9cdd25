// Tables 0007_stripe adds for the payments feature (db/table-owners.ts): refunds and the Stripe webhook inbox.

export interface PaymentRefundsTable {
  id: string;
  payment_id: string;
  restaurant_id: string;
  amount: number;
  currency: string;
  /** pending | succeeded | failed */
  status: string;
  provider_ref: string | null;
  reason: string | null;
  idempotency_key: string;
  created_by_member_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface StripeWebhookEventsTable {
  /** Stripe's event id. */
  id: string;
  type: string;
  payment_intent_id: string | null;
  /** Unix seconds (Stripe's `created`). */
  event_created: number;
  received_at: string;
  processed_at: string | null;
  outcome: string | null;
  /** The event as Stripe sent it (JSON text). */
  payload: string;
}

export interface PaymentRefundsSchema {
  payment_refunds: PaymentRefundsTable;
  stripe_webhook_events: StripeWebhookEventsTable;
}
