import type { TCurrency } from './currencies.ts';
import { assertMinor, minorPerMajor } from './minor.ts';

/** SPEC section 9: the smallest payment or split share is 1.00, in a currency of 100 minor units. */
export const MIN_PAYMENT_MINOR = 100;

export const PARTIAL_PAYMENT_ERRORS = ['amountBelowMinimum', 'remainingBelowMinimum', 'amountAboveRemaining'] as const;
export type TPartialPaymentError = (typeof PARTIAL_PAYMENT_ERRORS)[number];

/** English wording (SPEC section 5) for server error messages; the web app translates the keys. */
export const PARTIAL_PAYMENT_MESSAGES: Record<TPartialPaymentError, string> = {
  amountBelowMinimum: 'Amount to pay must be at least 1.00',
  remainingBelowMinimum: 'Remaining amount must be at least 1.00',
  amountAboveRemaining: 'Amount to pay cannot be more than the amount remaining',
};

/** 1.00 of the currency in minor units: 100, 1,000 for KWD, OMR, JOD and BHD, or 100,000 for IDR. */
export function minPaymentMinor(currency: TCurrency): number {
  return (MIN_PAYMENT_MINOR * minorPerMajor(currency)) / 100;
}

export type TPartialPaymentInput = { remaining: number; amount: number; currency: TCurrency };

/**
 * Whether a diner may pay `amount` towards a bill with `remaining` left (SPEC sections 5 and 9):
 * null when allowed, else the i18n key of the reason. A payment must be at least 1.00 and may not
 * leave between 0 and 1.00 behind. Paying exactly what remains is always allowed, so a bill that
 * is itself under 1.00 can still be settled.
 */
export function checkPartialPayment({ remaining, amount, currency }: TPartialPaymentInput): TPartialPaymentError | null {
  assertMinor(remaining, 'remaining');
  assertMinor(amount, 'amount');
  if (remaining < 0) throw new RangeError(`remaining must not be negative, got ${remaining}`);
  const minimum = minPaymentMinor(currency);
  if (amount <= 0) return 'amountBelowMinimum';
  if (amount > remaining) return 'amountAboveRemaining';
  if (amount === remaining) return null;
  if (amount < minimum) return 'amountBelowMinimum';
  if (remaining - amount < minimum) return 'remainingBelowMinimum';
  return null;
}
