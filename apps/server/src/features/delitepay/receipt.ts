import { isLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import type { TDeps } from '../../deps.ts';
import type { TReceipt, TReceiptLoader } from '../receipts/public.ts';
import { findRestaurantById, toVenueRecord } from '../restaurant/public.ts';
import { findLinkById } from './links-repository.ts';
import { findPaymentById } from './payments-repository.ts';
import { successPathOf } from './paths.ts';

/**
 * The receipt of a succeeded payment-page or payment-link payment (receipts source 'link'), or null
 * while it is not paid. It has one line: the link's description, else the payer's reference, else
 * the venue's name; the card processing fee as charged. It links to the payment's success page.
 */
export async function receiptOf(db: TDb, paymentId: string, publicUrl: string): Promise<TReceipt | null> {
  const payment = await findPaymentById(db, paymentId);
  if (!payment || payment.status !== 'succeeded') return null;
  const venueRow = await findRestaurantById(db, payment.restaurant_id);
  if (!venueRow) return null;
  const venue = toVenueRecord(venueRow);
  const link = payment.link_id ? await findLinkById(db, payment.link_id) : undefined;
  return {
    restaurantId: payment.restaurant_id,
    venueName: venue.name,
    currency: payment.currency as TCurrency,
    language: isLanguage(payment.language) ? payment.language : null,
    venueLanguage: venue.defaultLanguage,
    toEmail: payment.payer_email,
    reference: payment.reference ?? `#${payment.id.slice(-8)}`,
    lines: [{ name: link?.description ?? payment.reference ?? venue.name, quantity: 1, amount: payment.amount }],
    subtotal: payment.amount,
    discount: 0,
    orderFee: 0,
    processingFee: payment.processing_fee,
    deliveryFee: 0,
    tip: payment.tip,
    total: payment.total,
    paymentMethod: 'card',
    cardLast4: payment.card_last4,
    paidAt: payment.paid_at ?? payment.updated_at,
    timeZone: venue.timeZone,
    viewUrl: publicUrl.replace(/\/$/, '') + successPathOf(payment.restaurant_id, payment.success_token),
  };
}

/** The receipts feature's loader for source 'link' (features/receipts/sources.ts). */
export const delitePayReceipt: TReceiptLoader = (deps: TDeps, id: string) => receiptOf(deps.db, id, deps.config.publicUrl);
