import type { TDb } from '../../db/database.ts';
import { abandonAttempt, findAttempt, type TAttemptSettler, type TPaymentProvider } from '../payments/public.ts';
import { findLinkById } from './links-repository.ts';
import { findPaymentById } from './payments-repository.ts';

/**
 * How long a payer keeps a single-use link while paying it (docs/decisions.md "DelitePay: a link's hold
 * lapses after 30 minutes"). A card payment takes a minute or two, 3-D Secure included; a payer who
 * opened Stripe's card form and left must not block the link for the reconciliation's 24 hours.
 */
export const LINK_HOLD_MS = 30 * 60_000;

/**
 * Frees a single-use link whose hold has lapsed, so the next payer may take it: the holding payment's
 * attempt is given up at the provider first (Stripe: its intent canceled, so the old card form can no
 * longer pay), then failed, which releases the link. A cancel that finds the intent already succeeded
 * means the old payment won: it is settled as paid and the link stays taken. Answers whether the link
 * is free now. A provider that cannot be asked leaves the hold in place (the caller answers 409).
 */
export async function releaseLapsedHold(
  d: { db: TDb; provider: TPaymentProvider; settler: TAttemptSettler },
  linkId: string,
  now: Date = new Date(),
): Promise<boolean> {
  const link = await findLinkById(d.db, linkId);
  if (!link || link.status !== 'active' || !link.held_by_payment_id) return false;
  const holder = await findPaymentById(d.db, link.held_by_payment_id);
  if (!holder || holder.status !== 'pending') return false;
  const attempt = await findAttempt(d.db, holder.attempt_id);
  if (!attempt || attempt.status === 'succeeded' || now.getTime() - Date.parse(attempt.created_at) < LINK_HOLD_MS) return false;
  let outcome;
  try {
    outcome = await abandonAttempt(d.db, d.provider, attempt);
  } catch {
    return false;
  }
  if (outcome.status === 'succeeded') {
    await d.settler.succeeded(attempt, outcome);
    return false;
  }
  if (outcome.status === 'in_progress') return false;
  await d.settler.failed(attempt, { code: 'CANCELED', message: 'The payment was not finished within 30 minutes; the link was opened to the next payer' });
  return true;
}
