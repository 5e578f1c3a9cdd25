import {
  checkDelitePayAmount,
  delitePayCharge,
  maxTipOf,
  tipAmountOf,
  type TDelitePayRequest,
  type TDelitePayTip,
} from '@menudelite/shared/delitepay/contracts';
import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TProcessingFeeRule } from '@menudelite/shared/orders/pricing';
import { formatMoney } from '@menudelite/shared/money/format';
import { keyText, type TErrorText } from '../../../lib/http/error-text';
import { readMoney } from './money-text';

export type TTipChoice = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'custom'; text: string };

/** What the payer typed, as typed. */
export type TPaymentFormValues = { amount: string; reference: string; note: string; tip: TTipChoice; name: string; email: string };
export type TPaymentField = 'amount' | 'tip' | 'email';
export type TPaymentErrors = Partial<Record<TPaymentField, TErrorText>>;

/** The page's terms: the currency, the venue's card processing fee, and a link's fixed amount (the payer types none then). */
export type TPaymentTerms = { currency: TCurrency; feeRule: TProcessingFeeRule; linkAmount: number | null };

export const EMPTY_PAYMENT_FORM: TPaymentFormValues = { amount: '', reference: '', note: '', tip: { kind: 'none' }, name: '', email: '' };

/** Loose on purpose: the server's schema has the last word, this only catches a typo before paying. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The amount to pay: the link's, or the typed one (undefined: nothing typed; null: not an amount). */
export function amountOf(values: TPaymentFormValues, terms: TPaymentTerms): number | null | undefined {
  return terms.linkAmount ?? readMoney(values.amount, terms.currency);
}

/** The tip as the API takes it: none, a preset percentage, or a typed amount; 'invalid' when the typed text is not one. */
export function tipOf(tip: TTipChoice, currency: TCurrency): TDelitePayTip | undefined | 'invalid' {
  if (tip.kind === 'none') return undefined;
  if (tip.kind === 'percent') return tip.percent > 0 ? { percent: tip.percent } : undefined;
  const amount = readMoney(tip.text, currency);
  if (amount === undefined || amount === 0) return undefined;
  return amount === null || amount < 0 ? 'invalid' : { amount };
}

export type TPaymentFigures = { amount: number; tip: number; fees: number; total: number };

/**
 * What will be charged, worked out before paying with the server's own function: the amount, the
 * tip, the venue's card processing fee on both, and the total; the payer sees every part of it
 * first. null while the amount is not a payable one yet.
 */
export function paymentFigures(values: TPaymentFormValues, terms: TPaymentTerms): TPaymentFigures | null {
  const amount = amountOf(values, terms);
  if (amount === null || amount === undefined || amount <= 0) return null;
  const tip = tipOf(values.tip, terms.currency);
  const tipAmount = tip === 'invalid' ? 0 : tipAmountOf(amount, tip);
  const { processingFee, total } = delitePayCharge(amount, tipAmount, terms.feeRule);
  return { amount, tip: tipAmount, fees: processingFee, total };
}

/** Every problem the server would refuse, by the same error keys, before the card is touched. */
export function validatePayment(values: TPaymentFormValues, terms: TPaymentTerms): TPaymentErrors {
  const money = (minor: number) => formatMoney(minor, terms.currency);
  const errors: TPaymentErrors = {};
  const amount = amountOf(values, terms);
  if (amount === undefined) errors.amount = keyText('required');
  else if (amount === null) errors.amount = keyText('notANumber');
  else {
    const problem = checkDelitePayAmount(amount, terms.currency);
    if (problem?.key === 'splitAmountTooSmall') errors.amount = keyText('splitAmountTooSmall', { min: money(problem.params.min) });
    else if (problem?.key === 'tooBig') errors.amount = keyText('tooBig', { max: money(problem.params.max) });
  }
  const tip = tipOf(values.tip, terms.currency);
  if (tip === 'invalid') errors.tip = keyText('tipInvalid');
  else if (tip && typeof amount === 'number' && !errors.amount && tipAmountOf(amount, tip) > maxTipOf(amount))
    errors.tip = keyText('tipTooHigh', { max: money(maxTipOf(amount)) });
  const email = values.email.trim();
  if (email !== '' && !EMAIL_SHAPE.test(email)) errors.email = keyText('invalidEmail');
  return errors;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/**
 * The request body without the card (the card form adds it with the demo gateway), with the total
 * the payer was shown: if the venue's fee changed meanwhile the server answers 409 and charges
 * nothing. Call after validatePayment passed.
 */
export function paymentBody(values: TPaymentFormValues, terms: TPaymentTerms, linkToken: string | null, language: TLanguage): TDelitePayRequest {
  const tip = tipOf(values.tip, terms.currency);
  const name = optional(values.name);
  const email = optional(values.email);
  const amount = amountOf(values, terms);
  const figures = paymentFigures(values, terms);
  return {
    ...(linkToken ? { linkToken } : { amount: amount ?? 0 }),
    // A link carries its own reference; the payer types one only on the open page.
    ...(!linkToken && optional(values.reference) ? { reference: optional(values.reference) } : {}),
    ...(optional(values.note) ? { note: optional(values.note) } : {}),
    ...(tip && tip !== 'invalid' ? { tip } : {}),
    ...(name || email ? { payer: { ...(name ? { name } : {}), ...(email ? { email } : {}) } } : {}),
    language,
    ...(figures ? { expectedTotal: figures.total } : {}),
  };
}

/** The server's refusals of a field, by its path in the body, onto the form's fields. */
export function fieldOfPath(path: string): TPaymentField | null {
  if (path === 'amount') return 'amount';
  if (path === 'tip' || path.startsWith('tip.')) return 'tip';
  return path === 'payer.email' ? 'email' : null;
}
