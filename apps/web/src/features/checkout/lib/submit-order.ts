import type { TCheckoutRequest, TCheckoutResponse, TQuote } from '@menudelite/shared/orders/checkout';
import { isHttpError } from '../../../lib/http/http-error';
import type { TDemoCard } from '../../card-payment/public';
import type { TOrderBody } from './build-request';
import type { TPendingStore } from './pending-submission';

export type TSendOrder = (body: TCheckoutRequest, idempotencyKey: string) => Promise<TCheckoutResponse>;

export type TSubmitOutcome =
  /**
   * earlier: the answer is an order an earlier attempt (same key) had already placed. With Stripe
   * the order still waits for the browser's payment (`response.payment`); `retry` is its key, for
   * paying that same order if the card is refused in the browser.
   */
  | { kind: 'placed'; response: TCheckoutResponse; earlier: boolean; retry: TDeclined }
  /** 409 PRICE_CHANGED: nothing was written; show the fresh quote and ask again. */
  | { kind: 'priceChanged'; quote: TQuote }
  /**
   * A 4xx refusal: nothing was written, the next attempt is a new one; except a declined card
   * (402), whose order the server keeps held with its payment failed: `declined` lets the next
   * attempt of the same order, with another card, reuse its key and pay that order.
   */
  | { kind: 'refused'; error: unknown; declined?: TDeclined }
  /** No answer (network, or 5xx after the HTTP layer's retries): the order may exist; the key is kept for the retry. */
  | { kind: 'uncertain'; error: unknown };

/** The key of a submission whose card was declined, and what it sent (without the card). */
export type TDeclined = { key: string; fingerprint: string };

const fingerprintOf = (body: TOrderBody, expectedTotal: number) => JSON.stringify({ body, expectedTotal });

export type TSubmitDeps = { send: TSendOrder; store: TPendingStore; newKey: () => string; now: () => Date };

const codeOf = (error: unknown) => (isHttpError(error) ? error.apiError?.code : undefined);
const isUncertain = (error: unknown) => !isHttpError(error) || error.status >= 500;

function quoteOf(error: unknown): TQuote | null {
  const body = isHttpError(error) ? (error.body as { quote?: TQuote } | null) : null;
  return body?.quote && typeof body.quote.total === 'number' ? body.quote : null;
}

/**
 * Places the order once, however often it is sent. The Idempotency-Key is made when the diner
 * first presses "Place order" and stored with the body before the request leaves; it is reused
 * until an answer settles it: an order (placed), or a 4xx (nothing was written). If the diner
 * changed the order meanwhile and the server says the key belongs to another body
 * (IDEMPOTENCY_MISMATCH), the earlier attempt did place an order: that body is sent again with
 * its key, which answers the order already placed, never a second one.
 */
export async function submitOrder(
  deps: TSubmitDeps,
  input: { restaurantId: string; body: TOrderBody; expectedTotal: number; card: TDemoCard | null; declined?: TDeclined | null },
): Promise<TSubmitOutcome> {
  const { restaurantId, body, expectedTotal, card } = input;
  const pending = deps.store.read(restaurantId);
  // The same order again after a declined card: the same key, so the server pays the order it holds.
  const fingerprint = fingerprintOf(body, expectedTotal);
  const retryOfDeclined = input.declined?.fingerprint === fingerprint ? input.declined.key : null;
  const key = pending?.key ?? retryOfDeclined ?? deps.newKey();
  if (!pending) deps.store.write(restaurantId, { key, body, expectedTotal, savedAt: deps.now().toISOString() });
  try {
    const response = await deps.send({ ...body, expectedTotal, ...(card ? { card } : {}) }, key);
    deps.store.clear(restaurantId);
    return { kind: 'placed', response, earlier: false, retry: { key, fingerprint } };
  } catch (error) {
    if (isUncertain(error)) return { kind: 'uncertain', error };
    if (codeOf(error) === 'IDEMPOTENCY_MISMATCH' && pending) return resendPending(deps, restaurantId, pending.key);
    deps.store.clear(restaurantId);
    const quote = codeOf(error) === 'PRICE_CHANGED' ? quoteOf(error) : null;
    if (quote) return { kind: 'priceChanged', quote };
    return codeOf(error) === 'PAYMENT_DECLINED' ? { kind: 'refused', error, declined: { key, fingerprint } } : { kind: 'refused', error };
  }
}

/**
 * A submission left unanswered (the page was reloaded mid-submit) is sent again exactly as it
 * was, with its key: the answer is the order if the first attempt placed it (or this one does).
 * A refusal means it was never placed; the diner checks the order and places it again.
 */
export async function resendPending(deps: Pick<TSubmitDeps, 'send' | 'store'>, restaurantId: string, expectedKey?: string): Promise<TSubmitOutcome> {
  const pending = deps.store.read(restaurantId);
  if (!pending || (expectedKey && pending.key !== expectedKey)) return { kind: 'refused', error: null };
  try {
    const response = await deps.send({ ...pending.body, expectedTotal: pending.expectedTotal }, pending.key);
    deps.store.clear(restaurantId);
    return { kind: 'placed', response, earlier: true, retry: { key: pending.key, fingerprint: fingerprintOf(pending.body, pending.expectedTotal) } };
  } catch (error) {
    if (isUncertain(error)) return { kind: 'uncertain', error };
    deps.store.clear(restaurantId);
    return { kind: 'refused', error };
  }
}
