import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { findStripeAccountId } from '../restaurant/public.ts';
import { markAttemptUnknown, type TPaymentAttemptRow } from './attempts-repository.ts';
import type { TCardDetails, TChargeLookup, TChargeResult, TPaymentProvider } from './provider.ts';

/** What is paid: an order today; the table bill, tabs and payment links add theirs (order_id null). */
/** What an attempt pays for; each has its settler in deps.paymentSettlers ('giftCard': a gift card purchase, issue 11). */
export type TAttemptPurpose = 'order' | 'page' | 'link' | 'bill' | 'giftCard';

export type TNewAttempt = {
  restaurantId: string;
  purpose: TAttemptPurpose;
  orderId: string | null;
  /** 1 for the first try; a declined attempt is followed by sequence + 1. */
  sequence: number;
  amount: number;
  currency: TCurrency;
  /** The caller's own key for what is paid (e.g. the checkout's Idempotency-Key); the sequence is appended. */
  scopeKey: string;
  now: string;
};

/**
 * The row to commit before the provider is called. Its provider key is derived, never random, so
 * whoever continues the attempt (a retry, the reconciliation job) asks the provider under the same
 * key, and the provider answers the one charge it made for it.
 */
export function newAttemptRow(provider: TPaymentProvider, a: TNewAttempt): TPaymentAttemptRow {
  return {
    id: newId(),
    restaurant_id: a.restaurantId,
    purpose: a.purpose,
    order_id: a.orderId,
    sequence: a.sequence,
    amount: a.amount,
    currency: a.currency,
    provider: provider.name,
    provider_ref: null,
    idempotency_key: `${a.purpose}:${a.restaurantId}:${a.scopeKey}:${a.sequence}`,
    status: 'pending',
    card_last4: null,
    failure_code: null,
    failure_message: null,
    created_at: a.now,
    updated_at: a.now,
  };
}

/**
 * Continues a committed attempt at the provider: with a card it charges under the attempt's key
 * (idempotent: a second call answers the first charge), without one it only reads the provider's
 * record. A provider error marks the attempt unknown (the reconciliation job asks again later) and
 * is rethrown.
 */
export async function runAttempt(
  db: TDb,
  provider: TPaymentProvider,
  attempt: TPaymentAttemptRow,
  card: TCardDetails | undefined,
  description: string,
): Promise<TChargeResult | TChargeLookup> {
  try {
    if (!card) return await lookupAttempt(db, provider, attempt);
    return await provider.charge({
      amount: attempt.amount,
      currency: attempt.currency as TCurrency,
      card,
      idempotencyKey: attempt.idempotency_key,
      description,
    });
  } catch (error) {
    await markAttemptUnknown(db, attempt.id, new Date().toISOString());
    throw error;
  }
}

/**
 * What the provider knows of an attempt, asked where the charge lives: by the provider's id stored on
 * the attempt when there is one, and on the venue's Connect account when the provider takes
 * browser-confirmed payments (Stripe makes a Connect venue's intents on its own account, where the
 * platform's search never sees them).
 */
export async function lookupAttempt(db: TDb, provider: TPaymentProvider, attempt: TPaymentAttemptRow): Promise<TChargeLookup> {
  const account = provider.intents ? await findStripeAccountId(db, attempt.restaurant_id) : null;
  return provider.retrieve(attempt.idempotency_key, { providerRef: attempt.provider_ref, account });
}
