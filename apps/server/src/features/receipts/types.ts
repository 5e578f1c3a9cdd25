import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDeps } from '../../deps.ts';

/** What a receipt is for: an order paid at checkout, a payment on a table bill, a payment-page or payment-link payment. */
export const RECEIPT_SOURCES = ['order', 'bill', 'link'] as const;
export type TReceiptSource = (typeof RECEIPT_SOURCES)[number];

/** How the money came in, as the receipt names it (each has its wording in 14 languages). */
export const RECEIPT_PAYMENT_METHODS = ['card', 'saved_card', 'card_terminal', 'cash', 'room', 'pay_later'] as const;
export type TReceiptPaymentMethod = (typeof RECEIPT_PAYMENT_METHODS)[number];

/**
 * One line of what was paid for; amount is the line's total in minor units (quantity already applied).
 * `part`: only a part of the line was paid (a table bill's split share, custom amount or share of a
 * shared item): the e-mail marks it in the reader's language, and quantity is 1.
 */
export type TReceiptLine = { name: string; quantity: number; amount: number; part?: boolean };

/**
 * One paid payment, as the e-mail shows it. Every amount is integer minor units of `currency`;
 * zero fees and a zero tip are left out of the e-mail. Orders, table-bill payments and
 * payment-page/link payments all fit it: a payment without items has one line (its description).
 */
export type TReceipt = {
  restaurantId: string;
  venueName: string;
  currency: TCurrency;
  /** The diner's language; null when unknown, and the venue's default language is used. */
  language: TLanguage | null;
  venueLanguage: TLanguage;
  /** Where an automatic receipt goes; null: nobody to send it to (the job then does nothing). */
  toEmail: string | null;
  /** What the diner recognises it by: the order number ("#42"), the table, the link's reference. */
  reference: string;
  lines: TReceiptLine[];
  subtotal: number;
  discount: number;
  orderFee: number;
  processingFee: number;
  deliveryFee: number;
  tip: number;
  /** Orders: what points and gift cards paid; `total` is then what the card, cash or room paid. */
  tendered?: number;
  total: number;
  paymentMethod: TReceiptPaymentMethod;
  cardLast4: string | null;
  /** UTC ISO time of the payment; the e-mail shows it in the venue's time zone. */
  paidAt: string;
  timeZone: string;
  /** The shareable page of the order or bill (it carries its own unguessable token). */
  viewUrl: string;
};

/** Builds the receipt of one paid payment, or null when there is none (not paid, deleted, another venue's). */
export type TReceiptLoader = (deps: TDeps, id: string) => Promise<TReceipt | null>;

/**
 * What enqueueReceipt takes: the source and the id its loader knows. A diner's own request to e-mail
 * the receipt adds the address (`to`), a `requestId` (each request is its own delivery) and the
 * language of the page they asked from.
 */
export type TReceiptRef = { source: TReceiptSource; id: string; to?: string; requestId?: string; language?: TLanguage };
