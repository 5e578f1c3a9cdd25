import { delitePayCharge, maxTipOf, tipAmountOf, type TDelitePayRequest, type TDelitePayResponse } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { toBool } from '../../db/rows.ts';
import { AppError, invalidField, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import {
  findAttempt,
  insertAttempt,
  newAttemptRow,
  PaymentProviderRefused,
  runAttempt,
  startStripeAttempt,
  type TAttemptSettler,
  type TCardDetails,
  type TPaymentAttemptRow,
  type TPaymentProvider,
} from '../payments/public.ts';
import type { TVenueRecord } from '../restaurant/public.ts';
import { assertAmountAllowed } from './amount-check.ts';
import { assertCardUsable, CARD_FIELD_KEYS } from './card-check.ts';
import { assertLinkCurrency, assertLinkPayable, linkStatus } from './links-mapper.ts';
import { releaseLapsedHold } from './link-hold.ts';
import { findLinkById, findLinkByToken, holdLink, touchReusableLink, type TLinkRow } from './links-repository.ts';
import { findPaymentByKey, insertDelitePayment, movePaymentToAttempt, type TDelitePayPaymentRow } from './payments-repository.ts';
import { successPathOf } from './paths.ts';
import { payRequestHash } from './request-hash.ts';
import { newSecretToken } from './tokens.ts';
import { assertDelitePayOn, venueBySlug } from './venue.ts';

export type TPayResult = { kind: 'created' | 'replayed'; response: TDelitePayResponse };

export type TPayDeps = {
  db: TDb;
  provider: TPaymentProvider;
  settler: TAttemptSettler;
  /**
   * Counts a new payment against the client address's limit inside its write transaction (429, and
   * the payment rolls back): a public card form is where card testers try stolen numbers.
   */
  admit?: ((trx: TDb, ip: string) => Promise<void>) | undefined;
  /** Test hook (TEST_CRASH_AFTER_CHARGE): runs right after the provider charged, before anything is committed. */
  afterCharge?: (() => void) | undefined;
};

/** A provider record younger than this with no charge may still be charging in the request that made it: come back, do not fail it. */
const IN_FLIGHT_MS = 30_000;
const notCharged = () =>
  new AppError('SERVICE_UNAVAILABLE', 'The payment could not be confirmed. Try again with the same payment: it will not be charged twice.');

/** Thrown inside the write when the link's conditional update lost: the transaction rolls back whole. */
class LinkTaken extends Error {}

function answer(payment: TDelitePayPaymentRow, action?: TStripeCardAction | null): TDelitePayResponse {
  return {
    paymentId: payment.id,
    status: payment.status as TDelitePayResponse['status'],
    successToken: payment.success_token,
    successPath: successPathOf(payment.restaurant_id, payment.success_token),
    amount: payment.amount,
    tip: payment.tip,
    processingFee: payment.processing_fee,
    total: payment.total,
    currency: payment.currency as TCurrency,
    ...(action ? { payment: action } : {}),
  };
}

const description = (payment: TDelitePayPaymentRow) => (payment.source === 'link' ? 'MenuDelite payment link' : 'MenuDelite payment page');

/** Takes the link inside the payment's transaction (single-use: the hold; reusable: still active and unexpired). */
async function takeLink(trx: TDb, link: TLinkRow, paymentId: string, now: string): Promise<void> {
  const taken = toBool(link.reusable) ? await touchReusableLink(trx, link.id, now) : await holdLink(trx, link.id, paymentId, now);
  if (!taken) throw new LinkTaken();
}

/**
 * The server's own amounts: the link's amount or the payer's within the venue's bounds, a tip of at most
 * 100 % of it, and the venue's card processing fee on both. A total other than the one the payer was shown
 * answers 409 PRICE_CHANGED before anything is written.
 */
function amountsOf(venue: TVenueRecord, body: TDelitePayRequest, link: TLinkRow | null, gateway: string) {
  const amount = link ? link.amount : body.amount!;
  if (!link) assertAmountAllowed(amount, venue.currency, gateway);
  const tip = tipAmountOf(amount, body.tip);
  const max = maxTipOf(amount);
  if (tip > max) throw invalidField('body.tip', 'tipTooHigh', { max: formatMoney(max, venue.currency) });
  const { processingFee, total } = delitePayCharge(amount, tip, venue.processingFee);
  if (body.expectedTotal !== undefined && body.expectedTotal !== total) {
    throw new AppError('PRICE_CHANGED', `The total is now ${formatMoney(total, venue.currency)}; please check it again`, [
      { path: 'body.expectedTotal', key: 'PRICE_CHANGED', params: { total: formatMoney(total, venue.currency) } },
    ]);
  }
  return { amount, tip, processingFee, total };
}

/**
 * POST /api/public/payment-page/:restaurantSlug/payments. Write first, charge second, mark paid
 * third (docs/decisions.md "Payments: write first, charge second"): every check runs before anything
 * is written; then the payment, its first attempt and (a single-use link) the link's hold commit
 * together; then the card is charged under the attempt's derived key (demo) or a PaymentIntent is
 * created under it (Stripe); then the settler marks everything paid in one transaction.
 */
export function createPayService(d: TPayDeps) {
  async function stripeAction(payment: TDelitePayPaymentRow, attempt: TPaymentAttemptRow): Promise<TStripeCardAction> {
    try {
      return await startStripeAttempt({ db: d.db, provider: d.provider }, attempt, { description: description(payment) });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof PaymentProviderRefused) {
        // Stripe refused for good (the venue's Connect account, say): retrying cannot help. The attempt
        // fails (a single-use link is free again) and the payer is told to ask the venue.
        await d.settler.failed(attempt, { code: 'PROVIDER_REFUSED', message: error.message });
        throw keyedError('CONFLICT', 'cardGatewayRefused', { message: `The card gateway refused this payment: ${error.message}` });
      }
      // Stripe unreachable (network, its 5xx, rate limits): the payment stays pending, and the same request again answers the same intent.
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be started. Try again with the same payment: it will not be charged twice.');
    }
  }

  /** Demo gateway: charges (or, without a card, looks up) the attempt and settles it; throws the payer-facing error unless it succeeded. */
  async function charge(payment: TDelitePayPaymentRow, attempt: TPaymentAttemptRow, card: TCardDetails | undefined): Promise<void> {
    let result;
    try {
      result = await runAttempt(d.db, d.provider, attempt, card, description(payment));
    } catch {
      throw notCharged();
    }
    if (result.status === 'succeeded') {
      d.afterCharge?.();
      return d.settler.succeeded(attempt, result);
    }
    if (result.status === 'in_progress' || (result.status === 'not_found' && Date.now() - Date.parse(attempt.created_at) < IN_FLIGHT_MS)) {
      throw new AppError('SERVICE_UNAVAILABLE', 'This payment is still being processed. Try again in a moment.');
    }
    if (result.status === 'invalid') {
      await d.settler.failed(attempt, { code: 'CARD_INVALID', message: result.message });
      throw new AppError('CARD_INVALID', result.message, [{ path: `body.card.${result.field}`, key: CARD_FIELD_KEYS[result.field] }]);
    }
    const message = result.status === 'declined' ? result.message : 'The payment did not go through. Pay again with a card.';
    await d.settler.failed(attempt, { code: result.status === 'declined' ? 'PAYMENT_DECLINED' : 'NOT_CHARGED', message });
    throw new AppError('PAYMENT_DECLINED', message);
  }

  /** The conditional update lost: cancelled or expired meanwhile answers 410, another payer holding or having paid it 409. */
  async function linkLost(linkId: string): Promise<AppError> {
    const fresh = await findLinkById(d.db, linkId);
    const status = fresh ? linkStatus(fresh, new Date()) : 'cancelled';
    if (status === 'cancelled' || status === 'expired') {
      return keyedError('PAYMENT_LINK_INVALID', status === 'cancelled' ? 'paymentLinkCancelled' : 'paymentLinkExpired', { path: 'body.linkToken' });
    }
    return keyedError('CONFLICT', 'paymentLinkUsed', { path: 'body.linkToken', message: 'Someone else is paying or has paid this link' });
  }

  /** After a decline: attempt n + 1, the payment back to pending and the link taken again, together. Null if another retry made it first. */
  async function nextAttempt(payment: TDelitePayPaymentRow, previous: TPaymentAttemptRow): Promise<TPaymentAttemptRow | null> {
    const link = payment.link_id ? await findLinkById(d.db, payment.link_id) : undefined;
    if (link) assertLinkPayable(link, new Date());
    const attempt = newAttemptRow(d.provider, {
      restaurantId: payment.restaurant_id,
      purpose: payment.source === 'link' ? 'link' : 'page',
      orderId: null,
      sequence: previous.sequence + 1,
      amount: payment.total,
      currency: payment.currency as TCurrency,
      scopeKey: payment.id,
      now: new Date().toISOString(),
    });
    for (let round = 0; ; round++) {
      try {
        return await d.db.transaction().execute(async (trx) => {
          if (!(await movePaymentToAttempt(trx, payment.id, attempt, attempt.created_at))) return null;
          if (link) await takeLink(trx, link, payment.id, attempt.created_at);
          await insertAttempt(trx, attempt);
          return attempt;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        if (!(error instanceof LinkTaken)) throw error;
        // Held by another payer: theirs may have lapsed (LINK_HOLD_MS), then the link is freed once and taken again.
        if (round > 0 || !(await releaseLapsedHold(d, link!.id))) throw await linkLost(link!.id);
      }
    }
  }

  /**
   * A retry (same Idempotency-Key, same body) of a payment that has not succeeded: a pending one
   * continues its attempt under the same provider key (the provider answers the charge it already
   * made, so a crash between charge and commit is settled, never charged twice); a failed one
   * needs a card (demo) and makes the next attempt.
   */
  async function resume(payment: TDelitePayPaymentRow, card: TCardDetails | undefined): Promise<TStripeCardAction | null> {
    for (let round = 0; round < 3; round++) {
      const fresh = (await findPaymentByKey(d.db, payment.restaurant_id, payment.idempotency_key))!;
      if (fresh.status === 'succeeded') return null;
      const attempt = (await findAttempt(d.db, fresh.attempt_id))!;
      if (attempt.status === 'succeeded') {
        await d.settler.succeeded(attempt, { providerRef: attempt.provider_ref!, last4: attempt.card_last4 ?? '' });
        return null;
      }
      if (fresh.status === 'pending') {
        if (d.provider.intents) return stripeAction(fresh, attempt);
        await charge(fresh, attempt, card);
        return null;
      }
      if (!d.provider.intents && !card) throw new AppError('PAYMENT_DECLINED', fresh.failure_message ?? 'The card was declined. Pay with another card.');
      assertCardUsable(d.provider, card);
      const next = await nextAttempt(fresh, attempt);
      if (next) {
        if (d.provider.intents) return stripeAction(fresh, next);
        await charge(fresh, next, card);
        return null;
      }
    }
    throw new AppError('SERVICE_UNAVAILABLE', 'This payment is still being processed. Try again in a moment.');
  }

  async function replay(restaurantId: string, key: string, hash: string, card: TCardDetails | undefined): Promise<TPayResult | null> {
    const existing = await findPaymentByKey(d.db, restaurantId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different payment');
    const action = existing.status === 'succeeded' ? null : await resume(existing, card);
    return { kind: 'replayed', response: answer((await findPaymentByKey(d.db, restaurantId, key))!, action) };
  }

  /** The link named by the token, if it is this venue's and can be paid now, in the venue's currency (else 404, 410 or 409, nothing written). */
  async function payableLink(venue: TVenueRecord, token: string): Promise<TLinkRow> {
    const link = await findLinkByToken(d.db, token);
    if (!link || link.restaurant_id !== venue.id) throw new AppError('NOT_FOUND', 'Payment link not found');
    assertLinkPayable(link, new Date());
    assertLinkCurrency(link, venue.currency);
    return link;
  }

  return async function pay(slug: string, key: string, body: TDelitePayRequest, ip = ''): Promise<TPayResult> {
    const venue = await venueBySlug(d.db, slug);
    assertDelitePayOn(venue);
    const hash = payRequestHash(body);
    const replayed = await replay(venue.id, key, hash, body.card);
    if (replayed) return replayed;

    const link = body.linkToken ? await payableLink(venue, body.linkToken) : null;
    const { amount, tip, processingFee, total } = amountsOf(venue, body, link, d.provider.name);
    assertCardUsable(d.provider, body.card);

    const now = new Date().toISOString();
    const paymentId = newId();
    const attempt = newAttemptRow(d.provider, {
      restaurantId: venue.id,
      purpose: link ? 'link' : 'page',
      orderId: null,
      sequence: 1,
      amount: total,
      currency: venue.currency,
      scopeKey: paymentId,
      now,
    });
    const payment: TDelitePayPaymentRow = {
      id: paymentId,
      restaurant_id: venue.id,
      source: link ? 'link' : 'page',
      link_id: link?.id ?? null,
      idempotency_key: key,
      request_hash: hash,
      success_token: newSecretToken(),
      amount,
      tip,
      processing_fee: processingFee,
      total,
      currency: venue.currency,
      reference: link ? link.reference : body.reference || null,
      note: body.note || null,
      payer_name: body.payer?.name || null,
      payer_email: body.payer?.email ?? null,
      language: body.language ?? null,
      status: 'pending',
      provider: d.provider.name,
      provider_ref: null,
      card_last4: null,
      failure_message: null,
      attempt_id: attempt.id,
      attempt_sequence: 1,
      refunded_amount: 0,
      created_at: now,
      paid_at: null,
      updated_at: now,
    };
    for (let round = 0; ; round++) {
      try {
        await d.db.transaction().execute(async (trx) => {
          await d.admit?.(trx, ip);
          if (link) await takeLink(trx, link, paymentId, now);
          await insertDelitePayment(trx, payment);
          await insertAttempt(trx, attempt);
        });
        break;
      } catch (error) {
        // The same key raced us and committed first: answer its payment (or the mismatch). A single-use
        // link shows this as the link already held, by this payer's own payment: that is a replay, not 409.
        if (error instanceof LinkTaken || isUniqueViolation(error)) {
          const raced = await replay(venue.id, key, hash, body.card);
          if (raced) return raced;
        }
        if (!(error instanceof LinkTaken)) throw error;
        // Held by another payer who may have left the card form: a lapsed hold is freed once, then taken again.
        if (round > 0 || !(await releaseLapsedHold(d, link!.id))) throw await linkLost(link!.id);
      }
    }
    if (d.provider.intents) return { kind: 'created', response: answer(payment, await stripeAction(payment, attempt)) };
    await charge(payment, attempt, body.card);
    return { kind: 'created', response: answer((await findPaymentByKey(d.db, venue.id, key))!) };
  };
}
