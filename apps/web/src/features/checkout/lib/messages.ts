import type { TErrorKey } from '@menudelite/shared/errors';
import { CHECKOUT_MESSAGES } from '@menudelite/shared/orders/checkout-messages';
import { checkCheckoutFields, type TCheckoutVenueRules } from '@menudelite/shared/orders/checkout-rules';
import { errorCode, errorDetails } from '../../../lib/http/error-text';
import { isHttpError } from '../../../lib/http/http-error';
import type { TOrderBody } from './build-request';

/** A translated message: a key of the checkout namespace (or 'errors:keys.<key>' of the shared one) and its values. */
export type TMessage = { key: string; values?: Record<string, string | number> };

/** Problems by body path ('customer.name'), per cart line (by index), and one for the whole form. The card's are the card form's own (card-payment). */
export type TProblems = { fields: Record<string, TMessage>; lines: Record<number, TMessage[]>; banner: TMessage | null };

export const NO_PROBLEMS: TProblems = { fields: {}, lines: {}, banner: null };

/** Keys the checkout words for diners in its own namespace; every other key uses the shared errors namespace. */
const CHECKOUT_WORDING: Partial<Record<TErrorKey, string>> = {
  ...Object.fromEntries(Object.keys(CHECKOUT_MESSAGES).map((key) => [key, `messages.${key}`])),
  itemSoldOut: 'lines.soldOut',
  itemUnavailable: 'lines.unavailable',
  itemNotNow: 'lines.notNow',
  itemNotOnPickupMenu: 'lines.notOnPickupMenu',
  itemNotOnDeliveryMenu: 'lines.notOnDeliveryMenu',
  modifierUnavailable: 'lines.modifierUnavailable',
};

/** An error key (with its params) as a diner message: by key, never by the server's English. */
export function messageFor(key: TErrorKey, params?: Record<string, string | number>): TMessage {
  const own = CHECKOUT_WORDING[key];
  const message: TMessage = { key: own ?? `errors:keys.${key}` };
  return params ? { ...message, values: params } : message;
}

/** The checks the server runs again, before anything is sent; the first problem of each field counts. The card form checks the card. */
export function formProblems(body: TOrderBody, rules: TCheckoutVenueRules, tipInvalid: boolean): TProblems {
  const fields: Record<string, TMessage> = {};
  for (const problem of checkCheckoutFields(body, rules, { requireCard: false })) fields[problem.path] ??= messageFor(problem.key);
  if (tipInvalid) fields.tip = { key: 'errors.tipInvalid' };
  return Object.keys(fields).length ? { fields, lines: {}, banner: { key: 'errors.checkForm' } } : NO_PROBLEMS;
}

const BANNER_BY_CODE: Record<string, string> = {
  NOT_ACCEPTING_ORDERS: 'availability.NOT_ACCEPTING_ORDERS',
  NOT_ACCEPTING_PICKUP: 'availability.NOT_ACCEPTING_PICKUP',
  NOT_ACCEPTING_DELIVERY: 'availability.NOT_ACCEPTING_DELIVERY',
  VALIDATION_FAILED: 'errors.checkForm',
  CARD_INVALID: 'errors.checkForm',
  ITEM_UNAVAILABLE: 'errors.itemsUnavailable',
  PAYMENT_DECLINED: 'errors.cardDeclined',
  BELOW_MINIMUM_ORDER: 'errors.belowMinimum',
  UNAUTHENTICATED: 'errors.signInRequired',
  RATE_LIMITED: 'errors.tooMany',
  NOT_FOUND: 'errors.venueNotFound',
};

/**
 * A refusal whose key is about the whole request, not a field (no path): its own sentence says more than
 * its code's. E.g. 409 CONFLICT `cardGatewayRefused`, the card service refusing the venue for good: the
 * diner is told the venue must fix it, not "try again" (trying again is refused the same way).
 */
export function requestMessage(error: unknown): TMessage | null {
  const detail = errorDetails(error).find((each) => !each.path);
  return detail ? messageFor(detail.key, detail.params) : null;
}

/** What a refused quote or order means for the diner: which fields, which lines, and a sentence. */
export function serverProblems(error: unknown): TProblems {
  if (!isHttpError(error)) return { ...NO_PROBLEMS, banner: { key: 'errors.network' } };
  const code = errorCode(error);
  if (error.status >= 500 || !code) return { ...NO_PROBLEMS, banner: { key: 'errors.generic' } };
  const fields: Record<string, TMessage> = {};
  const lines: Record<number, TMessage[]> = {};
  for (const detail of errorDetails(error)) {
    const described = messageFor(detail.key, detail.params);
    const line = /^lines\.(\d+)/.exec(detail.path);
    if (line) (lines[Number(line[1])] ??= []).push(described);
    // The card form marks its own fields (card-payment's showError).
    else if (detail.path && !/^card(\.|$)/.test(detail.path)) fields[detail.path] ??= described;
  }
  return { fields, lines, banner: requestMessage(error) ?? { key: BANNER_BY_CODE[code] ?? 'errors.generic' } };
}

/** Which of name and phone the shared rules demand for this order (asked of them with both left blank), so the form marks the others optional. */
export function requiredCustomerFields(body: TOrderBody, rules: TCheckoutVenueRules): { name: boolean; phone: boolean } {
  const problems = checkCheckoutFields({ ...body, customer: {} }, rules, { requireCard: false });
  return { name: problems.some((problem) => problem.path === 'customer.name'), phone: problems.some((problem) => problem.path === 'customer.phone') };
}
