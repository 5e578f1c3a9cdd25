import { isLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { orderStatusPath } from '@menudelite/shared/orders/status-link';
import type { TDeps } from '../../deps.ts';
import { findPlacedOrder } from '../orders/public.ts';
import { latestAttemptOfOrder } from '../payments/public.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';
import type { TReceipt, TReceiptPaymentMethod } from './types.ts';

/** Order payments that a receipt confirms: a card charged at checkout, or a charge to the hotel room. */
const SETTLED = new Set(['paid', 'charged_to_room']);

/** A line's name with its choices, as the kitchen ticket lists them: "Burger (cheese, bacon)". */
function lineName(name: string, modifiers: string): string {
  const chosen = (JSON.parse(modifiers) as { name: string }[]).map((m) => m.name);
  return chosen.length ? `${name} (${chosen.join(', ')})` : name;
}

/** The receipt of an order paid at checkout; null while it is not paid (pay later and cash orders are paid on the table bill). */
export async function orderReceipt(deps: TDeps, orderId: string): Promise<TReceipt | null> {
  const placed = await findPlacedOrder(deps.db, orderId);
  if (!placed || !SETTLED.has(placed.row.payment_status)) return null;
  const { row, lines } = placed;
  const venueRow = await findRestaurantById(deps.db, row.restaurant_id);
  if (!venueRow) return null;
  const venue = toVenueRecord(venueRow);
  const attempt = row.payment_method === 'card' ? await latestAttemptOfOrder(deps.db, row.id) : undefined;
  const card = attempt?.status === 'succeeded' ? attempt : undefined;
  return {
    restaurantId: row.restaurant_id,
    venueName: venue.name,
    currency: row.currency as TCurrency,
    language: isLanguage(row.language) ? row.language : null,
    venueLanguage: venue.defaultLanguage,
    toEmail: row.customer_email,
    reference: `#${row.number}`,
    lines: lines.map((line) => ({ name: lineName(line.name, line.modifiers), quantity: line.quantity, amount: Number(line.line_total) })),
    subtotal: Number(row.subtotal),
    // Tag discounts and what offers and the club took off are one "Discount" row.
    discount: Number(row.discount) + Number(row.benefit_discount),
    orderFee: Number(row.order_fee),
    processingFee: Number(row.processing_fee),
    deliveryFee: Number(row.delivery_fee),
    tip: Number(row.tip),
    tendered: Number(row.tendered),
    total: Number(row.total) - Number(row.tendered),
    paymentMethod: row.payment_method as TReceiptPaymentMethod,
    cardLast4: card?.card_last4 ?? null,
    paidAt: card?.updated_at ?? row.updated_at,
    timeZone: venue.timeZone,
    viewUrl: deps.config.publicUrl + orderStatusPath(row.id, deps.orderTokens.issue(row.id)),
  };
}
