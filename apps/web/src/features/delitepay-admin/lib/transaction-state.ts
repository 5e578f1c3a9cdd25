import type { TDelitePayRefundResponse, TTransaction, TTransactionStatus, TTransactionTotals } from '@menudelite/shared/delitepay/contracts';

/** A duplicate is money taken twice: orange, apart from a failure (red) and from money still on its way (yellow). */
export const STATUS_COLORS: Record<TTransactionStatus, string> = { succeeded: 'green', pending: 'yellow', failed: 'red', duplicate: 'orange' };

export type TRefundBadge = 'refunded' | 'partlyRefunded' | 'refundPending';

/**
 * The badges after a row's status. "Refunded" needs the whole total given back by the provider (a
 * duplicate's automatic refund, say): a refund still waiting for the provider leaves nothing to
 * refund, but the money has not gone back yet, so it shows as pending beside what was made.
 */
export function refundBadges(transaction: Pick<TTransaction, 'total' | 'refundedAmount' | 'refundPendingAmount'>): TRefundBadge[] {
  const badges: TRefundBadge[] = [];
  if (transaction.refundedAmount > 0) badges.push(transaction.refundedAmount >= transaction.total ? 'refunded' : 'partlyRefunded');
  if (transaction.refundPendingAmount > 0) badges.push('refundPending');
  return badges;
}

export const TOTAL_FIGURES = ['total', 'tip', 'processingFee', 'refunded', 'net'] as const;
export type TTotalFigure = (typeof TOTAL_FIGURES)[number] | 'refundPending';

/** The period's figures; refunds the provider has not answered yet get their own figure, only while there are some. */
export function totalsFigures(totals: Pick<TTransactionTotals, 'refundPending'>): TTotalFigure[] {
  return totals.refundPending > 0 ? [...TOTAL_FIGURES, 'refundPending'] : [...TOTAL_FIGURES];
}

/**
 * What a 201 from the refund endpoint means: `done` (the provider gave the money back), or
 * `requested` (the provider did not answer: the amount is reserved and a job finishes it within
 * minutes, so the dialog must not say "refunded").
 */
export function refundOutcome(response: Pick<TDelitePayRefundResponse, 'refund'>): 'done' | 'requested' {
  return response.refund.status === 'pending' ? 'requested' : 'done';
}
