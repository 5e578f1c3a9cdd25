import type { Stripe } from 'stripe';
import type { TDb } from '../../../db/database.ts';
import { nowIso } from '../../../db/rows.ts';
import { AppError } from '../../../lib/app-error.ts';
import { findAttempt, markAttemptFailed, markAttemptSucceeded, type TPaymentAttemptRow } from '../attempts-repository.ts';
import type { TPaymentProvider } from '../provider.ts';
import type { TAttemptSettlers } from '../reconcile.ts';
import { settleReportedRefunds } from '../refunds/ask.ts';
import { orderRefundSource, refundedPaymentOf } from '../refunds/order-refunds.ts';
import { pendingRefundsOf } from '../refunds/repository.ts';
import { findInboxEvent, insertInboxEvent, markInboxProcessed } from './inbox-repository.ts';
import { findStripeAttemptId, findStripePayment, raiseRefundedAmount } from './lookup-repository.ts';

export type TWebhookAnswer = { received: true; duplicate: boolean; outcome: string };

export type TWebhookDeps = {
  db: TDb;
  provider: TPaymentProvider;
  /** Who applies a settled attempt to what it paid for (checkout: release the order), by purpose; read at event time. */
  settlers: TAttemptSettlers;
  /** The SDK's verifier (Stripe.webhooks): the signature is checked before anything is read or stored. */
  webhooks: Pick<Stripe['webhooks'], 'constructEvent'>;
  secret: string;
  toleranceSeconds: number;
};

type TIntentRef = { id: string; attemptId: string | null };

/** The PaymentIntent an event is about, with our attempt id if the intent carries it in its metadata. */
function intentOf(event: Stripe.Event): TIntentRef | null {
  const object = event.data.object as { object?: string; id?: string; payment_intent?: string | { id: string } | null; metadata?: Record<string, string> };
  if (object.object === 'payment_intent' && object.id) return { id: object.id, attemptId: object.metadata?.attemptId || null };
  const pi = object.payment_intent;
  return pi ? { id: typeof pi === 'string' ? pi : pi.id, attemptId: null } : null;
}

/**
 * POST /api/payments/stripe/webhook (docs/decisions.md "Stripe"). Verify the signature, store the
 * event in the inbox by its id, apply it, mark it processed. A delivery of an id already processed
 * answers 200 with no effect; one whose first processing never finished (a crash) is applied
 * again. Every effect is idempotent and only moves forward: succeeded is final for an attempt
 * (a late payment_failed cannot undo it), a succeeded that arrives after charge.refunded changes
 * nothing, and the refunded total only grows. An event's age does not matter, Stripe's current state
 * of the intent does: succeeded, payment_failed and canceled are each checked against it first.
 */
export function createStripeWebhookService(d: TWebhookDeps) {
  const orderRefunds = orderRefundSource(d.db);
  function verify(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!signature) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
    try {
      // The signed timestamp is the delivery's (Stripe signs every retry afresh): one older than the
      // tolerance is a captured request replayed, not a late event, so it is refused.
      return d.webhooks.constructEvent(rawBody, signature, d.secret, d.toleranceSeconds);
    } catch (error) {
      throw new AppError('BAD_REQUEST', `Webhook signature verification failed: ${(error as Error).message}`);
    }
  }

  async function attemptOf(intent: TIntentRef): Promise<TPaymentAttemptRow | null> {
    const id = await findStripeAttemptId(d.db, intent.id, intent.attemptId);
    return id ? ((await findAttempt(d.db, id)) ?? null) : null;
  }

  /** The attempt is paid: its purpose's settler releases what it paid for (idempotent), or the attempt alone is marked. */
  async function succeed(attempt: TPaymentAttemptRow, charge: { providerRef: string; last4: string }): Promise<void> {
    const settler = d.settlers[attempt.purpose];
    if (settler) await settler.succeeded(attempt, charge);
    else await markAttemptSucceeded(d.db, attempt.id, charge, nowIso());
  }

  async function fail(attempt: TPaymentAttemptRow, failure: { code: string; message: string }): Promise<void> {
    const settler = d.settlers[attempt.purpose];
    if (settler) await settler.failed(attempt, failure);
    else await markAttemptFailed(d.db, attempt.id, failure, nowIso());
  }

  /** Asks Stripe itself: an event only says what was true when it was sent. */
  async function succeededCharge(intentId: string, account: string | undefined): Promise<{ providerRef: string; last4: string; amount: number } | null> {
    const intent = await d.provider.intents!.retrieve(intentId, account ?? null);
    return intent.status === 'succeeded' ? { providerRef: intent.id, last4: intent.last4 ?? '', amount: intent.amountReceived } : null;
  }

  async function apply(event: Stripe.Event): Promise<string> {
    const intent = intentOf(event);
    if (!intent) return 'ignored:no_payment_intent';
    const attempt = await attemptOf(intent);
    if (!attempt) return 'ignored:unknown_attempt';
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const charge = await succeededCharge(intent.id, event.account);
        if (!charge) return 'ignored:not_succeeded_at_stripe';
        if (charge.amount < Number(attempt.amount)) return 'ignored:amount_short';
        await succeed(attempt, charge);
        return 'applied:succeeded';
      }
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled': {
        // Asked of Stripe, as for succeeded: a late payment_failed may be about a card the diner has since
        // replaced with one that paid, and acting on the event alone would fail a paid attempt.
        const current = await d.provider.intents!.retrieve(intent.id, event.account ?? null);
        if (current.status === 'succeeded') {
          if (current.amountReceived < Number(attempt.amount)) return 'ignored:amount_short';
          await succeed(attempt, { providerRef: current.id, last4: current.last4 ?? '' });
          return 'applied:succeeded';
        }
        if (current.status !== 'canceled' && current.status !== 'requires_payment_method') return 'ignored:not_failed_at_stripe';
        const pi = event.data.object;
        const message = pi.last_payment_error?.message ?? (current.status === 'canceled' ? 'The payment was canceled' : 'The card was declined');
        // From pending or unknown only (attempts-repository): an attempt already succeeded keeps its outcome.
        await fail(attempt, { code: current.status === 'canceled' ? 'CANCELED' : 'PAYMENT_DECLINED', message });
        return 'applied:failed';
      }
      case 'charge.refunded': {
        const refunded = event.data.object;
        // A refunded charge was captured: settle the attempt first if its succeeded event has not arrived yet.
        if (!(await findStripePayment(d.db, intent.id))) {
          const charge = await succeededCharge(intent.id, event.account);
          if (charge) await succeed(attempt, charge);
        }
        const payment = await findStripePayment(d.db, intent.id);
        const ownRefunds = d.settlers[attempt.purpose]?.refunded;
        if (!payment && ownRefunds) return (await ownRefunds(attempt, refunded.amount_refunded)) ? 'applied:refunded' : 'no_change:refunded';
        if (!payment) return 'ignored:no_settled_payment';
        const raised = await raiseRefundedAmount(d.db, payment.id, refunded.amount_refunded);
        // Our refunds whose answer never reached us (Stripe unreachable, a timeout) are made now: settled here, not asked again.
        const completed = await settleReportedRefunds(d, orderRefunds, refundedPaymentOf(payment), await pendingRefundsOf(d.db, payment.id));
        return raised || completed > 0 ? 'applied:refunded' : 'no_change:refunded';
      }
      default:
        return 'ignored:type';
    }
  }

  return async function receive(rawBody: Buffer, signature: string | undefined): Promise<TWebhookAnswer> {
    const event = verify(rawBody, signature);
    const now = nowIso();
    const stored = await insertInboxEvent(d.db, {
      id: event.id,
      type: event.type,
      payment_intent_id: intentOf(event)?.id ?? null,
      event_created: event.created,
      received_at: now,
      processed_at: null,
      outcome: null,
      payload: rawBody.toString('utf8'),
    });
    if (!stored) {
      const earlier = await findInboxEvent(d.db, event.id);
      if (earlier?.processed_at) return { received: true, duplicate: true, outcome: earlier.outcome ?? 'duplicate' };
    }
    const outcome = await apply(event);
    await markInboxProcessed(d.db, event.id, outcome, nowIso());
    return { received: true, duplicate: !stored, outcome };
  };
}
