import type { TGiftCardPurchaseRequest, TGiftCardPurchaseResponse } from '@menudelite/shared/growth/gift-cards';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TStripeCardAction } from '@menudelite/shared/payments/contracts';
import { randomBytes } from 'node:crypto';
import type { TDb } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/dialect-sql.ts';
import { AppError, keyedError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import {
  findAttempt,
  insertAttempt,
  newAttemptRow,
  PaymentProviderRefused,
  runAttempt,
  startStripeAttempt,
  type TAttemptPurpose,
  type TAttemptSettler,
  type TCardDetails,
  type TPaymentAttemptRow,
  type TPaymentProvider,
} from '../payments/public.ts';
import { languageOr } from '../notifications/public.ts';
import { GIFT_CARD_PURPOSE } from './activate.ts';
import { assertCardUsable, CARD_FIELD_KEYS } from './card-check.ts';
import { planPurchase, purchaseRequestHash } from './purchase-rules.ts';
import { findPurchaseByKey, insertPurchase, movePurchaseToAttempt, type TPurchaseRow } from './purchases-repository.ts';
import { venueById } from './venue.ts';

export type TPurchaseResult = { kind: 'created' | 'replayed'; response: TGiftCardPurchaseResponse };

export type TPurchaseDeps = {
  db: TDb;
  provider: TPaymentProvider;
  settler: TAttemptSettler;
  /** Counts a new purchase against the client address's limit inside its write transaction (429 rolls it back). */
  admit?: ((trx: TDb, ip: string) => Promise<void>) | undefined;
};

/** A provider record this young with no charge may still be charging in the request that made it. */
const IN_FLIGHT_MS = 30_000;
const DESCRIPTION = 'MenuDelite gift card';
/** Gift card purchases are a payment purpose of their own (settlers are keyed by it). */
const PURPOSE: TAttemptPurpose = GIFT_CARD_PURPOSE;

export const successPathOf = (restaurantId: string, token: string) => `/restaurants/${restaurantId}/gift-cards/success/${token}`;

function answer(p: TPurchaseRow, action?: TStripeCardAction | null): TGiftCardPurchaseResponse {
  return {
    purchaseId: p.id,
    status: p.status as TGiftCardPurchaseResponse['status'],
    amount: Number(p.amount),
    currency: p.currency as TCurrency,
    successToken: p.success_token,
    successPath: successPathOf(p.restaurant_id, p.success_token),
    ...(action ? { payment: action } : {}),
  };
}

/**
 * POST /api/public/restaurants/:restaurantId/gift-cards/purchases. Write first, charge second, mark
 * third (docs/decisions.md "Payments: write first, charge second"): every check runs before anything is
 * written; the purchase and its first attempt commit together; the card is charged under the attempt's
 * derived key (demo) or a PaymentIntent created under it (Stripe); the settler (activate.ts) makes the
 * card. The same Idempotency-Key answers the same purchase, so a retry never sells two cards.
 */
export function createPurchaseService(d: TPurchaseDeps) {
  async function stripeAction(attempt: TPaymentAttemptRow): Promise<TStripeCardAction> {
    try {
      return await startStripeAttempt({ db: d.db, provider: d.provider }, attempt, { description: DESCRIPTION });
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof PaymentProviderRefused) {
        await d.settler.failed(attempt, { code: 'PROVIDER_REFUSED', message: error.message });
        throw keyedError('CONFLICT', 'cardGatewayRefused', { message: `The card gateway refused this payment: ${error.message}` });
      }
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be started. Try again with the same purchase: it will not be charged twice.');
    }
  }

  /** Demo gateway: charges (or, without a card, looks up) the attempt and settles it; throws the buyer-facing error unless it succeeded. */
  async function charge(attempt: TPaymentAttemptRow, card: TCardDetails | undefined): Promise<void> {
    let result;
    try {
      result = await runAttempt(d.db, d.provider, attempt, card, DESCRIPTION);
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', 'The payment could not be confirmed. Try again with the same purchase: it will not be charged twice.');
    }
    if (result.status === 'succeeded') return d.settler.succeeded(attempt, result);
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

  /** A retry of a purchase not yet paid: pending continues its attempt under the same key; failed makes attempt n + 1 (with a card). */
  async function resume(p: TPurchaseRow, card: TCardDetails | undefined): Promise<TStripeCardAction | null> {
    const attempt = (await findAttempt(d.db, p.attempt_id))!;
    if (attempt.status === 'succeeded') {
      await d.settler.succeeded(attempt, { providerRef: attempt.provider_ref!, last4: attempt.card_last4 ?? '' });
      return null;
    }
    if (p.status === 'pending') {
      if (d.provider.intents) return stripeAction(attempt);
      await charge(attempt, card);
      return null;
    }
    if (!d.provider.intents && !card) throw new AppError('PAYMENT_DECLINED', p.failure_message ?? 'The card was declined. Pay with another card.');
    assertCardUsable(d.provider, card);
    const next = newAttemptRow(d.provider, {
      restaurantId: p.restaurant_id,
      purpose: PURPOSE,
      orderId: null,
      sequence: attempt.sequence + 1,
      amount: Number(p.amount),
      currency: p.currency as TCurrency,
      scopeKey: p.id,
      now: new Date().toISOString(),
    });
    const moved = await d.db
      .transaction()
      .execute(async (trx) => {
        if (!(await movePurchaseToAttempt(trx, p.id, next, next.created_at))) return false;
        await insertAttempt(trx, next);
        return true;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return false;
        throw error;
      });
    if (!moved) throw new AppError('SERVICE_UNAVAILABLE', 'This payment is still being processed. Try again in a moment.');
    if (d.provider.intents) return stripeAction(next);
    await charge(next, card);
    return null;
  }

  async function replay(restaurantId: string, key: string, hash: string, card: TCardDetails | undefined): Promise<TPurchaseResult | null> {
    const existing = await findPurchaseByKey(d.db, restaurantId, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was already used for a different purchase');
    const action = existing.status === 'succeeded' ? null : await resume(existing, card);
    return { kind: 'replayed', response: answer((await findPurchaseByKey(d.db, restaurantId, key))!, action) };
  }

  return async function purchase(
    restaurantId: string,
    key: string,
    body: TGiftCardPurchaseRequest,
    ip = '',
    buyerUserId: string | null = null,
  ): Promise<TPurchaseResult> {
    const venue = await venueById(d.db, restaurantId);
    const hash = purchaseRequestHash(body);
    const replayed = await replay(venue.id, key, hash, body.card);
    if (replayed) return replayed;

    const now = new Date();
    const plan = await planPurchase(d.db, venue, body, now);
    assertCardUsable(d.provider, body.card);
    const at = now.toISOString();
    const id = newId();
    const attempt = newAttemptRow(d.provider, {
      restaurantId: venue.id,
      purpose: PURPOSE,
      orderId: null,
      sequence: 1,
      amount: plan.amount,
      currency: venue.currency,
      scopeKey: id,
      now: at,
    });
    const row: TPurchaseRow = {
      id,
      restaurant_id: venue.id,
      product_id: plan.product.id,
      idempotency_key: key,
      request_hash: hash,
      success_token: randomBytes(24).toString('base64url'),
      amount: plan.amount,
      currency: venue.currency,
      design: body.design ?? plan.product.design,
      purchaser_name: body.purchaser.name,
      purchaser_email: body.purchaser.email,
      purchaser_user_id: buyerUserId,
      recipient_name: body.recipient.name,
      recipient_email: body.recipient.email,
      message: body.message || null,
      language: languageOr(body.language, venue.defaultLanguage),
      deliver_on: plan.deliverOn,
      deliver_at: plan.deliverAt,
      status: 'pending',
      attempt_id: attempt.id,
      attempt_sequence: 1,
      provider_ref: null,
      card_last4: null,
      failure_message: null,
      gift_card_id: null,
      created_at: at,
      paid_at: null,
      updated_at: at,
    };
    try {
      await d.db.transaction().execute(async (trx) => {
        await d.admit?.(trx, ip);
        await insertPurchase(trx, row);
        await insertAttempt(trx, attempt);
      });
    } catch (error) {
      // The same key raced us and committed first: answer its purchase (or the mismatch).
      if (isUniqueViolation(error)) {
        const raced = await replay(venue.id, key, hash, body.card);
        if (raced) return raced;
      }
      throw error;
    }
    if (d.provider.intents) return { kind: 'created', response: answer(row, await stripeAction(attempt)) };
    await charge(attempt, body.card);
    return { kind: 'created', response: answer((await findPurchaseByKey(d.db, venue.id, key))!) };
  };
}
