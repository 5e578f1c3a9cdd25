import { ZSignUpRequestSchema, type TAccountType } from '@menudelite/shared/auth/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import {
  maxOrderFee,
  maxOrderFeeMajor,
  ZBrandStepSchema,
  ZHoursStepSchema,
  ZOrderingStepSchema,
  ZVenueStepSchema,
} from '@menudelite/shared/restaurant/contracts';
import type { TZodIssueLike } from '@menudelite/shared/errors/zod-issues';
import { formToHours, invalidDays, type TDayForm } from '../../../components/opening-hours/hours-form';
import { issueErrors, keyText, type TErrorText } from '../../../lib/http/error-text';
import { parseOrderFee } from './order-fee';

/** A step's problems: field path → the shared error key (errors namespace) with its params; empty when the API would take it. */
export type TStepErrors = Record<string, TErrorText>;
type TParsable = { safeParse(input: unknown): { success: true } | { success: false; error: { issues: readonly TZodIssueLike[] } } };

/** Runs the API's own schema on the step's request body; each field gets the key the server would answer, first problem wins. */
export function stepErrors(schema: TParsable, input: unknown): TStepErrors {
  const parsed = schema.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(Object.entries(issueErrors(parsed.error.issues, { root: input })).map(([path, problem]) => [path, problem.text]));
}

export type TAccountValues = { accountType: TAccountType; fullName: string; email: string; password: string };

/** Step 1. An empty e-mail is a missing field, not a badly written one. */
export function accountErrors(values: TAccountValues): TStepErrors {
  const errors = stepErrors(ZSignUpRequestSchema, values);
  if (errors.email && values.email.trim() === '') errors.email = keyText('required');
  return errors;
}

export type TVenueValues = { isHotel: boolean; name: string; address: string; currency: TCurrency; defaultLanguage: TLanguage; timeZone: string };

/** Step 2. */
export const venueErrors = (values: TVenueValues): TStepErrors => stepErrors(ZVenueStepSchema, { step: 2, ...values });

export type TBrandValues = { primaryColor: string; secondaryColor: string; backgroundColor: string };

/** Step 3. */
export const brandErrors = (values: TBrandValues): TStepErrors => stepErrors(ZBrandStepSchema, { step: 3, ...values });

/**
 * Step 4. The day rows word their own problem (a time each side, not the same minute), so the form
 * only needs to know there is one: `days` carries it; then the API's schema on what would be sent.
 */
export function hoursErrors(values: { days: TDayForm[] }): TStepErrors {
  if (invalidDays(values.days).length > 0) return { days: keyText('invalidTime') };
  const errors = stepErrors(ZHoursStepSchema, { step: 4, openingHours: formToHours(values.days) });
  return Object.keys(errors).length > 0 ? { days: Object.values(errors)[0]! } : {};
}

export const ORDERING_SWITCHES = ['allowsDineIn', 'allowsPickUp', 'allowsDelivery', 'allowsGuestCheckout', 'allowsPayLater', 'allowsOfflinePayments'] as const;
export type TOrderingValues = Record<(typeof ORDERING_SWITCHES)[number], boolean> & { orderFee: string };

/** The step-5 body: the fee typed in the venue's currency becomes minor units; text that is no amount becomes NaN (a number error). */
export function orderingBody(values: TOrderingValues, currency: TCurrency) {
  return { step: 5 as const, ...values, orderFee: parseOrderFee(values.orderFee, currency) ?? Number.NaN };
}

/** Why typed fee text is not an amount: a minus sign, more than two decimals, or no number at all. */
function feeTextProblem(text: string): TErrorText {
  const plain = text.trim().replace(',', '.');
  if (/^-\d*\.?\d+$/.test(plain)) return keyText('tooSmall', { min: 0 });
  if (/^\d*\.\d{3,}$/.test(plain)) return keyText('atMostTwoDecimals');
  return keyText('notANumber');
}

/** Step 5, with the fee capped for this venue's currency as the server checks it (orderFeeTooHigh, in major units). */
export function orderingErrors(values: TOrderingValues, currency: TCurrency): TStepErrors {
  const body = orderingBody(values, currency);
  const errors = stepErrors(ZOrderingStepSchema, body);
  if (Number.isNaN(body.orderFee)) errors.orderFee = feeTextProblem(values.orderFee);
  else if (body.orderFee > maxOrderFee(currency)) errors.orderFee = keyText('orderFeeTooHigh', { max: maxOrderFeeMajor(currency) });
  return errors;
}
