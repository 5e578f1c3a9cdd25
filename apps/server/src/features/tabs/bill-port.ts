import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TChargeLookup, TChargeResult, TPaymentAttemptRow } from '../payments/public.ts';

/** The table bill as a tab sees it (features/bills owns it). */
export type TTabBill = {
  id: string;
  status: 'open' | 'closed';
  currency: TCurrency;
  amountRemaining: number;
  /** Held by diners' payments in progress: a tab closing now must wait for them (one may fail and give its lines back). */
  amountPending: number;
  tableId: string;
  tableDisplayId: string;
  /** The bill's opening, its latest order or its latest payment: the tab's idle clock runs from here. */
  lastActivityAt: string;
};

export type TTabPayRequest = {
  restaurantId: string;
  billId: string;
  tipPercent: number | null;
  email: string;
  language: string | null;
  payerName: string | null;
  /** One per tab: a second close (a retried job, staff at once) answers the first payment. */
  idempotencyKey: string;
  /** Charges the bill's committed payment attempt with the saved card (or answers what the provider already has for it). */
  /** `platformFee()`: the order fees this payment pays, the platform's Connect application fee (read when asked). */
  charge: (attempt: TPaymentAttemptRow, context: { platformFee: () => Promise<number> }) => Promise<TChargeResult | TChargeLookup>;
};

export type TTabPayOutcome =
  | { status: 'succeeded'; billPaymentId: string; amount: number; tip: number; total: number }
  /** The card was declined, or the bill refused the charge (less than its minimum left): the tab fails and staff are told. */
  | { status: 'declined'; message: string }
  /** The bill was settled or closed meanwhile: nothing to charge. */
  | { status: 'nothingToPay' };

/** What tabs use of the bills feature; the one implementation is createTabBills (bills.ts), tests may wrap it. */
export type TTabBills = {
  openBillOfTable: (restaurantId: string, tableId: string) => Promise<TTabBill | null>;
  billOf: (restaurantId: string, billId: string) => Promise<TTabBill | null>;
  payRemaining: (request: TTabPayRequest) => Promise<TTabPayOutcome>;
};
