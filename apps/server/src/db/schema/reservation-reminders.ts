// Tables owned by features/reservation-reminders (db/table-owners.ts): deposits and card holds of bookings, and the
// booking e-mails already sent (one per key, so a retried job never mails twice).

export interface ReservationDepositsTable {
  id: string;
  restaurant_id: string;
  /** Null between the charge (before the booking transaction) and the booking's commit (attachSecured). */
  reservation_id: string | null;
  /** deposit (charged now) | cardHold (card saved, charged only as a no-show fee) */
  mode: string;
  /**
   * deposit: pending → charged | failed; charged → refundPending → refunded, kept (late cancel, no-show), released (booking never made).
   * cardHold: saved | failed; saved → feePending → feeCharged | feeFailed; saved → released (cancelled or never made).
   */
  status: string;
  /** Minor units: the deposit charged, or the no-show fee a card hold may be charged. */
  amount: number;
  currency: string;
  party_size: number;
  /** The booking request's Idempotency-Key and the try number under it (a declined card is followed by sequence + 1). */
  scope_key: string;
  sequence: number;
  /** The provider's idempotency key of the charge or card save (derived, never random). */
  idempotency_key: string;
  provider: string;
  provider_ref: string | null;
  card_last4: string | null;
  payment_method_ref: string | null;
  customer_ref: string | null;
  refund_key: string | null;
  refund_ref: string | null;
  fee_key: string | null;
  fee_ref: string | null;
  failure_message: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReservationMessagesTable {
  /** e.g. `confirmation:<reservationId>:<changeStamp>`, `reminder24:<reservationId>:<startsAt>` */
  key: string;
  restaurant_id: string;
  reservation_id: string;
  kind: string;
  created_at: string;
}

export interface ReservationRemindersSchema {
  reservation_deposits: ReservationDepositsTable;
  reservation_messages: ReservationMessagesTable;
}
