import { checkDelitePayAmount, type TCreatePaymentLinkRequest } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { parseMajor } from '@menudelite/shared/money/minor';
import { venueDay, venueMidnight } from '../../../lib/format/venue-time';
import { keyText, type TErrorText } from '../../../lib/http/error-text';
import { addDays } from './transaction-filters';

export const EXPIRY_CHOICES = ['never', 'day1', 'day7', 'day30', 'date'] as const;
export type TExpiryChoice = (typeof EXPIRY_CHOICES)[number];

/** The create form as typed: the amount as text, the expiry as a choice (and a day for 'date'). */
export type TLinkFormValues = {
  amount: string;
  description: string;
  reference: string;
  expiry: TExpiryChoice;
  /** YYYY-MM-DD on the venue's calendar: the link works until that day ends there. */
  expiryDate: string;
  reusable: boolean;
};
export type TLinkFormField = 'amount' | 'description' | 'reference' | 'expiryDate';

export const DESCRIPTION_MAX = 200;
export const REFERENCE_MAX = 64;

export const INITIAL_LINK_FORM: TLinkFormValues = { amount: '', description: '', reference: '', expiry: 'day7', expiryDate: '', reusable: false };

export function linkAmountOf(text: string, currency: TCurrency): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const decimal = trimmed.lastIndexOf(',') > trimmed.lastIndexOf('.') ? ',' : '.';
  return parseMajor(trimmed, currency, { decimal });
}

const DAYS: Record<Exclude<TExpiryChoice, 'never' | 'date'>, number> = { day1: 1, day7: 7, day30: 30 };

/**
 * When the link stops working: never (null); 1, 7 or 30 days from now; or at the end of a chosen
 * day on the venue's clock (the next day's local midnight there), whatever the device's zone.
 */
export function expiresAtOf(values: Pick<TLinkFormValues, 'expiry' | 'expiryDate'>, timeZone: string, now: Date): string | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'date') return venueMidnight(addDays(values.expiryDate, 1), timeZone).toISOString();
  return new Date(now.getTime() + DAYS[values.expiry] * 86_400_000).toISOString();
}

/** The server's checks, with its error keys, before sending: an amount within bounds, a description, a chosen day that is not past. */
export function validateLinkForm(values: TLinkFormValues, currency: TCurrency, timeZone: string, now: Date): Partial<Record<TLinkFormField, TErrorText>> {
  const errors: Partial<Record<TLinkFormField, TErrorText>> = {};
  const amount = linkAmountOf(values.amount, currency);
  if (amount === undefined) errors.amount = keyText('required');
  else if (amount === null) errors.amount = keyText('notANumber');
  else {
    const problem = checkDelitePayAmount(amount, currency);
    if (problem?.key === 'splitAmountTooSmall') errors.amount = keyText('splitAmountTooSmall', { min: formatMoney(problem.params.min, currency) });
    else if (problem?.key === 'tooBig') errors.amount = keyText('tooBig', { max: formatMoney(problem.params.max, currency) });
  }
  if (values.description.trim() === '') errors.description = keyText('required');
  else if (values.description.trim().length > DESCRIPTION_MAX) errors.description = keyText('tooLong', { max: DESCRIPTION_MAX });
  if (values.reference.trim().length > REFERENCE_MAX) errors.reference = keyText('tooLong', { max: REFERENCE_MAX });
  if (values.expiry === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiryDate)) errors.expiryDate = keyText('required');
    else if (values.expiryDate < venueDay(now, timeZone)) errors.expiryDate = keyText('mustBeFuture');
  }
  return errors;
}

/** The request; call after validateLinkForm passed. */
export function linkRequest(values: TLinkFormValues, currency: TCurrency, timeZone: string, now: Date): TCreatePaymentLinkRequest {
  const reference = values.reference.trim();
  return {
    amount: linkAmountOf(values.amount, currency) ?? 0,
    description: values.description.trim(),
    ...(reference ? { reference } : {}),
    expiresAt: expiresAtOf(values, timeZone, now),
    reusable: values.reusable,
  };
}
