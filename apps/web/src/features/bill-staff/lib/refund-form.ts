import type { TBillPayment, TBillRefundRequest } from '@menudelite/shared/bills/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { errorCode, errorDetails, keyText, type TErrorText } from '../../../lib/http/error-text';
import { typedAmount } from './typed-amount';

export type TRefundMode = 'full' | 'partial';
export type TRefundValues = { mode: TRefundMode; amount: string; reason: string };
export const INITIAL_REFUND: TRefundValues = { mode: 'full', amount: '', reason: '' };
export const REFUND_REASON_MAX = 500;

/** What may still be given back: what was captured (share, tip and card fee) less refunds made or under way. */
export function refundableOf(payment: Pick<TBillPayment, 'status' | 'total' | 'refundedAmount'>): number {
  return payment.status === 'succeeded' ? Math.max(0, payment.total - payment.refundedAmount) : 0;
}

/**
 * Whether a payment shows Refund: a succeeded one with something left, to a role with money.refund,
 * or to one that takes orders (front of house), whom the API client asks for a manager's PIN.
 */
export function mayRefundPayment(payment: Pick<TBillPayment, 'status' | 'total' | 'refundedAmount'>, can: { refund: boolean; take: boolean }): boolean {
  return refundableOf(payment) > 0 && (can.refund || can.take);
}

/** A full refund gives back all that is left; a partial one the typed amount. undefined: nothing typed; null: not an amount. */
export function refundAmountOf(values: TRefundValues, refundable: number, currency: TCurrency): number | null | undefined {
  if (values.mode === 'full') return refundable;
  if (values.amount.trim() === '') return undefined;
  return typedAmount(values.amount, currency);
}

/** The server's own refusals, said before asking it, by error key. */
export function validateRefund(values: TRefundValues, refundable: number, currency: TCurrency): TErrorText | null {
  const amount = refundAmountOf(values, refundable, currency);
  if (amount === undefined) return keyText('required');
  if (amount === null) return keyText('notANumber');
  if (amount <= 0) return keyText('mustBePositive', { min: formatMoney(0, currency) });
  if (amount > refundable) return keyText('refundAboveCaptured', { left: formatMoney(refundable, currency) });
  if (values.reason.trim().length > REFUND_REASON_MAX) return keyText('tooLong', { max: REFUND_REASON_MAX });
  return null;
}

/** The request; call after validateRefund passed. */
export function refundBody(values: TRefundValues, refundable: number, currency: TCurrency): TBillRefundRequest {
  const reason = values.reason.trim();
  return { amount: refundAmountOf(values, refundable, currency) ?? 0, ...(reason ? { reason } : {}) };
}

/**
 * Where the server's refusal shows: a keyed detail about the amount (refundAboveCaptured after
 * another refund meanwhile) under the amount; the provider refusing (402) in the dialog's own
 * words; anything else (403 without the PIN, a network failure) as the alert, by its code.
 */
export function refundErrorPlacement(error: unknown): { amount: TErrorText | null; declined: boolean; alert: unknown } {
  if (!error) return { amount: null, declined: false, alert: null };
  const detail = errorDetails(error).find((d) => d.key === 'refundAboveCaptured' || d.path === 'amount');
  if (detail) return { amount: detail.text, declined: false, alert: null };
  if (errorCode(error) === 'PAYMENT_DECLINED') return { amount: null, declined: true, alert: null };
  return { amount: null, declined: false, alert: error };
}
