import type { StripeError } from '@stripe/stripe-js';
import { errorCode, errorDetails } from '../../../lib/http/error-text';
import type { TCardMessage } from './types';

/** The demo card's fields, by the request path the server names them with ('card.number'). */
export type TCardField = 'number' | 'expiry' | 'cvc';

/** Problems shown on the card form: per field (demo), and one for the card as a whole. */
export type TCardErrors = { fields: Partial<Record<TCardField, TCardMessage>>; card: TCardMessage | null };

export const NO_CARD_ERRORS: TCardErrors = { fields: {}, card: null };

/** The API's card keys, worded in this feature's namespace; any other key uses the shared errors namespace. */
const BY_KEY: Record<string, string> = {
  cardNumberInvalid: 'errors.number',
  cardExpiryInvalid: 'errors.expiry',
  cardCvcInvalid: 'errors.cvc',
  cardDetailsRequired: 'errors.detailsRequired',
};

const FIELD_PATH = /^card\.(number|expiry|cvc)$/;

/**
 * A refused request, as far as it concerns the card: a decline (402), or CARD_INVALID and
 * validation details under `card`. Null when the refusal is about something else.
 */
export function cardErrorsOf(error: unknown): TCardErrors | null {
  const code = errorCode(error);
  if (code === 'PAYMENT_DECLINED') return { fields: {}, card: { key: 'errors.declined' } };
  const errors: TCardErrors = { fields: {}, card: null };
  for (const detail of errorDetails(error)) {
    const message: TCardMessage = { key: BY_KEY[detail.key] ?? `errors:keys.${detail.key}`, ...(detail.params ? { values: detail.params } : {}) };
    const field = FIELD_PATH.exec(detail.path)?.[1] as TCardField | undefined;
    if (field) errors.fields[field] ??= message;
    else if (detail.path === 'card') errors.card ??= message;
  }
  if (code === 'CARD_INVALID' && !errors.card && Object.keys(errors.fields).length === 0) errors.card = { key: 'errors.invalid' };
  return errors.card || Object.keys(errors.fields).length ? errors : null;
}

/** Stripe's codes (docs.stripe.com/error-codes) worded by us, in the diner's language: Stripe's own message is never shown. */
const BY_STRIPE_CODE: Record<string, string> = {
  card_declined: 'errors.declined',
  insufficient_funds: 'errors.insufficientFunds',
  expired_card: 'errors.expiry',
  incorrect_cvc: 'errors.cvc',
  invalid_cvc: 'errors.cvc',
  incorrect_number: 'errors.number',
  invalid_number: 'errors.number',
  invalid_expiry_month: 'errors.expiry',
  invalid_expiry_year: 'errors.expiry',
  processing_error: 'errors.processing',
  payment_intent_authentication_failure: 'errors.authentication',
  setup_intent_authentication_failure: 'errors.authentication',
};

/** What a refused Stripe confirmation tells the diner. */
export function stripeMessage(error: Pick<StripeError, 'type' | 'code' | 'decline_code'>): TCardMessage {
  const byDecline = error.decline_code ? BY_STRIPE_CODE[error.decline_code] : undefined;
  const byCode = error.code ? BY_STRIPE_CODE[error.code] : undefined;
  if (byDecline ?? byCode) return { key: (byDecline ?? byCode)! };
  if (error.type === 'card_error') return { key: 'errors.declined' };
  if (error.type === 'validation_error') return { key: 'errors.checkCard' };
  if (error.type === 'api_connection_error') return { key: 'errors.network' };
  return { key: 'errors.failed' };
}
