import type { TTransaction } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import type { TRefundRequest } from '@menudelite/shared/payments/contracts';
import { errorDetails, keyText, type TErrorText } from '../../../lib/http/error-text';

export type TRefundMode = 'full' | 'partial';
export type TRefundValues = { mode: TRefundMode; amount: string; reason: string };

/**
 * Where a row's refund action stands: offered; not offered because the role may not refund
 * (money.refund), the payment never succeeded, or everything was given back (or asked back) already.
 * A duplicate charge is refunded automatically; staff may refund it only if that was refused
 * (the server leaves something refundable then).
 */
export type TRefundAvailability = 'available' | 'noPermission' | 'notPaid' | 'fullyRefunded';

export function refundAvailability(transaction: Pick<TTransaction, 'status' | 'refundableAmount' | 'refundedAmount'>, mayRefund: boolean): TRefundAvailability {
  if (transaction.status !== 'succeeded' && transaction.status !== 'duplicate') return 'notPaid';
  if (transaction.refundableAmount <= 0) return 'fullyRefunded';
  return mayRefund ? 'available' : 'noPermission';
}

/** A full refund gives back what is left; a partial one the typed amount (either decimal mark). undefined: nothing typed; null: not an amount. */
export function refundAmountOf(values: TRefundValues, transaction: Pick<TTransaction, 'refundableAmount' | 'currency'>): number | null | undefined {
  if (values.mode === 'full') return transaction.refundableAmount;
  const text = values.amount.trim();
  if (text === '') return undefined;
  const decimal = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
  return parseMajor(text, transaction.currency, { decimal });
}

/** The server's own refusals, said before asking it: nothing typed, not an amount, zero, or more than is left (refundAboveCaptured). */
export function validateRefund(values: TRefundValues, transaction: Pick<TTransaction, 'refundableAmount' | 'currency'>): TErrorText | null {
  const amount = refundAmountOf(values, transaction);
  if (amount === undefined) return keyText('required');
  if (amount === null) return keyText('notANumber');
  if (amount <= 0) return keyText('mustBePositive', { min: formatMoney(0, transaction.currency) });
  if (amount > transaction.refundableAmount) return keyText('refundAboveCaptured', { left: formatMoney(transaction.refundableAmount, transaction.currency) });
  return null;
}

/** The request; call after validateRefund passed. */
export function refundBody(values: TRefundValues, transaction: Pick<TTransaction, 'refundableAmount' | 'currency'>): TRefundRequest {
  const reason = values.reason.trim();
  return { amount: refundAmountOf(values, transaction) ?? 0, ...(reason ? { reason } : {}) };
}

export const INITIAL_REFUND: TRefundValues = { mode: 'full', amount: '', reason: '' };

/**
 * Where the server's refusal shows in the dialog: about the amount (refundAboveCaptured after
 * another refund meanwhile, say) on the amount field; anything else (403 without money.refund, a
 * provider failure) as the dialog's alert, worded by its code.
 */
export function refundErrorPlacement(error: unknown): { amount: TErrorText | null; alert: unknown } {
  if (!error) return { amount: null, alert: null };
  const amount = errorDetails(error).find((detail) => detail.path === 'amount');
  return amount ? { amount: amount.text, alert: null } : { amount: null, alert: error };
}
