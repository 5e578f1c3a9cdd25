import { checkoutMessageKey } from '@menudelite/shared/orders/checkout-messages';
import { checkCheckoutFields, type TCheckoutVenueRules } from '@menudelite/shared/orders/checkout-rules';
import { isHttpError } from '../../../lib/http/http-error';
import type { TOrderBody } from './build-request';
import type { TCardFields } from './checkout-form';

/** A translated message: a key of the checkout namespace and its values. */
export type TMessage = { key: string; values?: Record<string, string | number> };

/** Problems by body path ('customer.name', 'card'), per cart line (by index), and one for the whole form. */
export type TProblems = { fields: Record<string, TMessage>; lines: Record<number, TMessage[]>; banner: TMessage | null };

export const NO_PROBLEMS: TProblems = { fields: {}, lines: {}, banner: null };

/** SPEC section 5's messages, and the few the SPEC lacks, by the key the shared rules use. */
const spec = (message: string): TMessage => {
  const key = checkoutMessageKey(message);
  return key ? { key: `messages.${key}` } : { key: 'errors.checkField' };
};

/** The checks the server runs again, before anything is sent; the first problem of each field counts. */
export function formProblems(body: TOrderBody, card: TCardFields, rules: TCheckoutVenueRules, tipInvalid: boolean): TProblems {
  const fields: Record<string, TMessage> = {};
  for (const problem of checkCheckoutFields({ ...body, card }, rules)) fields[problem.path] ??= { key: `messages.${problem.key}` };
  if (tipInvalid) fields.tip = { key: 'errors.tipInvalid' };
  return Object.keys(fields).length ? { fields, lines: {}, banner: { key: 'errors.checkForm' } } : NO_PROBLEMS;
}

/** The server's reasons an item cannot be sold now (price-cart.ts), as diner messages. */
function unavailableLine(message: string): TMessage {
  const known: Record<string, string> = {
    'this item is sold out': 'lines.soldOut',
    'this item is not available': 'lines.unavailable',
    'this item is not available at this time': 'lines.notNow',
    'this item is not on the pickup menu': 'lines.notOnPickupMenu',
    'this item is not on the delivery menu': 'lines.notOnDeliveryMenu',
  };
  if (known[message]) return { key: known[message] };
  const modifier = /^(.+) is not available$/.exec(message);
  return modifier ? { key: 'lines.modifierUnavailable', values: { name: modifier[1]! } } : { key: 'lines.unavailable' };
}

const CARD_MESSAGES: Record<string, [path: string, key: string]> = {
  'The card number is not valid': ['card.number', 'errors.cardNumber'],
  'The card has expired or its expiry date is not valid': ['card.expiry', 'errors.cardExpiry'],
  'The security code is not valid': ['card.cvc', 'errors.cardCvc'],
};

const BANNER_BY_CODE: Record<string, string> = {
  NOT_ACCEPTING_ORDERS: 'availability.NOT_ACCEPTING_ORDERS',
  NOT_ACCEPTING_PICKUP: 'availability.NOT_ACCEPTING_PICKUP',
  NOT_ACCEPTING_DELIVERY: 'availability.NOT_ACCEPTING_DELIVERY',
  BELOW_MINIMUM_ORDER: 'errors.belowMinimum',
  UNAUTHENTICATED: 'errors.signInRequired',
  RATE_LIMITED: 'errors.tooMany',
  NOT_FOUND: 'errors.venueNotFound',
};

/** What a refused quote or order means for the diner: which fields, which lines, and a sentence. */
export function serverProblems(error: unknown): TProblems {
  if (!isHttpError(error)) return { ...NO_PROBLEMS, banner: { key: 'errors.network' } };
  if (error.status >= 500 || !error.apiError) return { ...NO_PROBLEMS, banner: { key: 'errors.generic' } };
  const { code, message, details = [] } = error.apiError;
  const fields: Record<string, TMessage> = {};
  const lines: Record<number, TMessage[]> = {};
  for (const detail of details) {
    const path = detail.path.replace(/^body\./, '');
    const line = /^lines\.(\d+)/.exec(path);
    const described = code === 'ITEM_UNAVAILABLE' ? unavailableLine(detail.message) : spec(detail.message);
    if (line) (lines[Number(line[1])] ??= []).push(described);
    else if (code === 'CARD_INVALID') {
      const [cardPath, key] = CARD_MESSAGES[detail.message] ?? ['card', 'errors.cardInvalid'];
      fields[cardPath] ??= { key };
    } else fields[path] ??= described;
  }
  if (code === 'PAYMENT_DECLINED') fields.card = { key: 'errors.cardDeclined' };
  return { fields, lines, banner: bannerFor(code, message, details.length > 0) };
}

function bannerFor(code: string, message: string, hasDetails: boolean): TMessage {
  switch (code) {
    case 'VALIDATION_FAILED':
      // Without details (none expected) the message itself is the SPEC's sentence.
      return hasDetails ? { key: 'errors.checkForm' } : spec(message);
    case 'CARD_INVALID':
      return { key: 'errors.checkForm' };
    case 'ITEM_UNAVAILABLE':
      return { key: 'errors.itemsUnavailable' };
    case 'PAYMENT_DECLINED':
      return { key: 'errors.cardDeclined' };
    default:
      return { key: BANNER_BY_CODE[code] ?? 'errors.generic' };
  }
}

/** Which of name and phone the shared rules demand for this order (asked of them with both left blank), so the form marks the others optional. */
export function requiredCustomerFields(body: TOrderBody, rules: TCheckoutVenueRules): { name: boolean; phone: boolean } {
  const problems = checkCheckoutFields({ ...body, customer: {} }, rules, { requireCard: false });
  return { name: problems.some((problem) => problem.path === 'customer.name'), phone: problems.some((problem) => problem.path === 'customer.phone') };
}
