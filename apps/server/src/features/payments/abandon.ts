import type { TDb } from '../../db/database.ts';
import { findStripeAccountId } from '../restaurant/public.ts';
import { lookupAttempt } from './attempts.ts';
import type { TPaymentAttemptRow } from './attempts-repository.ts';
import type { TPaymentProvider } from './provider.ts';

/**
 * How giving up on an open attempt ended: `abandoned` (nothing charged, and nothing can be any more:
 * the caller fails the attempt), `succeeded` (the payer got there first: the caller settles it as
 * paid), `in_progress` (the provider is still processing it and it cannot be stopped: ask again later).
 */
export type TAbandonOutcome = { status: 'abandoned' } | { status: 'succeeded'; providerRef: string; last4: string } | { status: 'in_progress' };

/**
 * Gives up on an open attempt at the provider before our side fails it (a link's hold that lapsed, an
 * intent left unconfirmed past the reconciliation's limit). With Stripe the intent is canceled first,
 * so the browser still holding its client secret can no longer confirm it; a cancel Stripe refuses
 * because the intent already succeeded means the old payment won. The demo gateway charges in one
 * call, so its record alone says whether anything was taken. A provider error is thrown: nothing is
 * decided until the provider answers.
 */
export async function abandonAttempt(db: TDb, provider: TPaymentProvider, attempt: TPaymentAttemptRow): Promise<TAbandonOutcome> {
  const intents = provider.intents;
  const lookup = attempt.provider_ref && intents ? null : await lookupAttempt(db, provider, attempt);
  if (lookup?.status === 'succeeded') return lookup;
  const intentId = attempt.provider_ref ?? (lookup?.status === 'in_progress' ? lookup.providerRef : undefined);
  if (!intents || !intentId) return lookup?.status === 'in_progress' ? { status: 'in_progress' } : { status: 'abandoned' };
  const intent = await intents.cancel(intentId, await findStripeAccountId(db, attempt.restaurant_id));
  if (intent.status === 'succeeded') return { status: 'succeeded', providerRef: intent.id, last4: intent.last4 ?? '' };
  if (intent.status === 'canceled') return { status: 'abandoned' };
  return { status: 'in_progress' };
}
