import type { TTransaction } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { REFUNDABLE_STATUSES, type TDelitePayPaymentRow } from './payments-repository.ts';

/**
 * A payment as staff see it on /paymentPageTransactions. The row's refunded_amount is what refunds have
 * reserved (made or still pending, plus any made in Stripe's Dashboard); `refundPending` is the part
 * still waiting for the provider, shown apart from the money given back.
 */
export function toTransaction(row: TDelitePayPaymentRow, linkDescription: string | null, refundPending: number): TTransaction {
  return {
    id: row.id,
    source: row.source as TTransaction['source'],
    linkId: row.link_id,
    description: linkDescription,
    reference: row.reference,
    note: row.note,
    payerName: row.payer_name,
    payerEmail: row.payer_email,
    amount: row.amount,
    tip: row.tip,
    processingFee: row.processing_fee,
    total: row.total,
    currency: row.currency as TCurrency,
    status: row.status as TTransaction['status'],
    refundedAmount: row.refunded_amount - refundPending,
    refundPendingAmount: refundPending,
    refundableAmount: REFUNDABLE_STATUSES.includes(row.status) ? row.total - row.refunded_amount : 0,
    provider: row.provider,
    cardLast4: row.card_last4,
    createdAt: row.created_at,
    paidAt: row.paid_at,
  };
}
