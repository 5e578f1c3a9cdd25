import { billSharePath } from '@menudelite/shared/bills/contracts';
import { isLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDeps } from '../../deps.ts';
import type { TReceipt, TReceiptLine, TReceiptPaymentMethod } from '../receipts/public.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';
import { findTableRow } from '../tables/public.ts';
import { findBillPayment, paymentLines } from './payments-repository.ts';
import { billLines, findBill } from './repository.ts';

/**
 * What a bill payment's receipt lists: the lines it paid in full by name; a part of a line (a split
 * share, a custom amount, a share of a shared item) once, flagged `part` so the e-mail marks it in
 * the reader's language. Names are the order's own.
 */
function receiptLines(paid: { amount: number; parts: number; name: string; quantity: number; available: number }[]): TReceiptLine[] {
  return paid.map((line) =>
    line.amount === line.available
      ? { name: line.name, quantity: line.quantity, amount: line.amount }
      : { name: line.name, quantity: 1, amount: line.amount, part: true },
  );
}

/** The receipt of a succeeded bill payment (receipts.send, source 'bill'); null while it is not paid. */
export async function billPaymentReceipt(deps: TDeps, id: string): Promise<TReceipt | null> {
  const payment = await findBillPayment(deps.db, id);
  if (!payment || payment.status !== 'succeeded') return null;
  const bill = await findBill(deps.db, payment.restaurant_id, payment.bill_id);
  const venueRow = await findRestaurantById(deps.db, payment.restaurant_id);
  if (!bill || !venueRow) return null;
  const venue = toVenueRecord(venueRow);
  const [allocations, lines, table] = await Promise.all([
    paymentLines(deps.db, id),
    billLines(deps.db, bill.id),
    findTableRow(deps.db, bill.restaurant_id, bill.table_id),
  ]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const paid = allocations.flatMap((a) => {
    const line = byId.get(a.bill_line_id);
    return line ? [{ amount: a.amount, parts: a.parts, name: line.name, quantity: line.quantity, available: line.amount - line.comped_amount }] : [];
  });
  return {
    restaurantId: bill.restaurant_id,
    venueName: venue.name,
    currency: bill.currency as TCurrency,
    language: isLanguage(payment.language) ? payment.language : null,
    venueLanguage: venue.defaultLanguage,
    toEmail: payment.email,
    reference: `Table ${bill.table_display_id}`,
    lines: paid.length > 0 ? receiptLines(paid) : [{ name: `Table ${bill.table_display_id}`, quantity: 1, amount: payment.amount }],
    subtotal: payment.amount,
    discount: 0,
    orderFee: 0,
    processingFee: payment.processing_fee,
    deliveryFee: 0,
    tip: payment.tip,
    total: payment.total,
    paymentMethod: payment.method as TReceiptPaymentMethod,
    cardLast4: payment.card_last4,
    paidAt: payment.updated_at,
    timeZone: venue.timeZone,
    // A table deleted since has no bill page; the receipt then links the venue site.
    viewUrl: deps.config.publicUrl + (table ? billSharePath(table.code, bill.token) : ''),
  };
}

/** The brief's name for the same loader. */
export const receiptOf = billPaymentReceipt;
