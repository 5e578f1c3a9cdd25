import { CLUB_GRACE_DAYS } from '@menudelite/shared/growth/club';
import { periodEnd, periodEndAfter, venueDaysAfter } from '@menudelite/shared/growth/club-period';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDb } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TJobQueue } from '../jobs/public.ts';
import type { TCardDetails, TChargeResult, TPaymentProvider } from '../payments/public.ts';
import { findInvoice, insertInvoiceOnce, markInvoice, type TInvoiceRow } from './invoices-repository.ts';
import { newId } from '../../lib/ids.ts';
import { findSubscription, moveSubscription, type TSubscriptionRow } from './subscriptions-repository.ts';

export const CLUB_RENEW_JOB = 'club.renew';
export const CLUB_SETTLE_JOB = 'club.settle';
/** A first charge with no answer this long after subscribing is settled from the gateway's own record. */
export const CLUB_SETTLE_AFTER_MS = 30 * 60_000;
const DAY_MS = 24 * 3_600_000;
const CARD_FIELD_KEYS = { number: 'cardNumberInvalid', expiry: 'cardExpiryInvalid', cvc: 'cardCvcInvalid' } as const;

export type TClubBillingDeps = { db: TDb; provider: TPaymentProvider; jobs: TJobQueue; now?: () => Date };

/** The gateway key of one try at an invoice: a new try after a recorded decline gets a new key, a retry after a crash the same one. */
const chargeKey = (invoice: TInvoiceRow) => `${invoice.idempotency_key}:${invoice.attempts}`;

export function newInvoiceRow(sub: Pick<TSubscriptionRow, 'id' | 'restaurant_id' | 'price' | 'currency'>, period: number, now: string) {
  return {
    id: newId(),
    restaurant_id: sub.restaurant_id,
    subscription_id: sub.id,
    period_number: period,
    amount: sub.price,
    currency: sub.currency,
    status: 'pending',
    attempts: 0,
    idempotency_key: `club:${sub.id}:${period}`,
    provider_ref: null,
    failure_message: null,
    created_at: now,
    updated_at: now,
  };
}

function canBill(provider: TPaymentProvider): provider is TPaymentProvider & Required<Pick<TPaymentProvider, 'saveCard' | 'chargeSaved'>> {
  return typeof provider.saveCard === 'function' && typeof provider.chargeSaved === 'function';
}

/** Stripe: the card is saved in the browser (a SetupIntent with a Customer), then charged off-session by the server. */
function canSetup(provider: TPaymentProvider): boolean {
  return (
    typeof provider.chargeSaved === 'function' && typeof provider.intents?.createSetup === 'function' && typeof provider.intents.retrieveSetup === 'function'
  );
}

/** How a gateway takes a club card: its fields posted here (demo), saved in the browser (Stripe), or not at all. */
export type TClubCardMode = 'fields' | 'setup' | null;

/**
 * Club billing (docs/api/growth-club.md "Billing"): the subscription and its first invoice are
 * written first, then the card is saved and charged under keys derived from them, then the
 * subscription is marked active and its renewal is put on the job runner for the end of the period
 * (venue's clock). A retried subscribe, or the settle job after a crash, continues with the same
 * keys, so a card is never charged twice for one period.
 */
export function createClubBilling(deps: TClubBillingDeps) {
  const { db, provider, jobs } = deps;
  const clock = deps.now ?? (() => new Date());

  async function fail(sub: TSubscriptionRow, invoice: TInvoiceRow, message: string): Promise<void> {
    const now = clock().toISOString();
    await db.transaction().execute(async (trx) => {
      await markInvoice(trx, invoice.id, { status: 'failed', failure_message: message, updated_at: now });
      await moveSubscription(trx, sub.id, ['incomplete'], { status: 'failed', cancel_reason: 'payment_failed', updated_at: now });
    });
  }

  async function activate(sub: TSubscriptionRow, invoice: TInvoiceRow, providerRef: string, timeZone: string): Promise<void> {
    const start = clock();
    const end = periodEnd(start, timeZone);
    await db.transaction().execute(async (trx) => {
      await markInvoice(trx, invoice.id, { status: 'paid', provider_ref: providerRef, failure_message: null, updated_at: start.toISOString() });
      const moved = await moveSubscription(trx, sub.id, ['incomplete'], {
        status: 'active',
        current_period_start: start.toISOString(),
        current_period_end: end.toISOString(),
        billing_anchor: start.toISOString(),
        updated_at: start.toISOString(),
      });
      if (moved) await jobs.enqueue(CLUB_RENEW_JOB, { subscriptionId: sub.id, period: 1 }, { runAt: end, uniqueKey: `club-renew:${sub.id}:1` }, trx);
    });
  }

  async function charge(sub: TSubscriptionRow, invoice: TInvoiceRow, description: string): Promise<TChargeResult> {
    if (!provider.chargeSaved) throw new AppError('PROGRAMME_UNAVAILABLE', 'The card gateway in use cannot bill subscriptions');
    return provider.chargeSaved({
      amount: invoice.amount,
      currency: invoice.currency as TCurrency,
      paymentMethodRef: sub.payment_method_ref!,
      customerRef: sub.customer_ref,
      idempotencyKey: chargeKey(invoice),
      description,
      metadata: { clubSubscriptionId: sub.id, period: String(invoice.period_number) },
    });
  }

  return {
    cardMode: (): TClubCardMode => (canBill(provider) ? 'fields' : canSetup(provider) ? 'setup' : null),
    providerName: provider.name,

    /** Stripe: the SetupIntent (with its Customer) the browser confirms; the same key answers the same intent on a retry. */
    async startSetup(subscriptionId: string): Promise<{ setupIntentId: string; clientSecret: string; publishableKey: string }> {
      const intents = provider.intents!;
      const setup = await intents.createSetup({
        idempotencyKey: `club:${subscriptionId}:setup`,
        metadata: { clubSubscriptionId: subscriptionId },
        withCustomer: true,
      });
      return { setupIntentId: setup.id, clientSecret: setup.clientSecret, publishableKey: intents.publishableKey };
    },

    /**
     * Stripe, after the browser's confirmSetup: the SetupIntent is read at Stripe (never trusted from
     * the browser); saved, its card is charged for the first month as the demo card is.
     */
    async chargeSetupCard(subscriptionId: string, description: string, timeZone: string): Promise<void> {
      const sub = (await findSubscription(db, subscriptionId))!;
      if (sub.status !== 'incomplete') return;
      const invoice = (await findInvoice(db, sub.id, 1))!;
      if (!sub.payment_method_ref) {
        const intents = provider.intents!;
        const created = await intents.createSetup({ idempotencyKey: `club:${sub.id}:setup`, metadata: { clubSubscriptionId: sub.id }, withCustomer: true });
        const setup = await intents.retrieveSetup!(created.id);
        if (setup.status !== 'succeeded' || !setup.paymentMethod) {
          if (setup.status === 'processing' || setup.status === 'requires_action') throw new AppError('CONFLICT', 'The card is still being saved');
          throw new AppError('PAYMENT_DECLINED', 'The card was not saved');
        }
        await moveSubscription(db, sub.id, ['incomplete'], {
          payment_method_ref: setup.paymentMethod,
          customer_ref: setup.customer,
          card_last4: setup.last4,
          updated_at: clock().toISOString(),
        });
      }
      const saved = (await findSubscription(db, subscriptionId))!;
      const result = await charge(saved, invoice, description);
      if (result.status === 'succeeded') return activate(saved, invoice, result.providerRef, timeZone);
      await fail(saved, invoice, result.message);
      throw new AppError('PAYMENT_DECLINED', result.message);
    },

    /** Refusals before anything is written (a mistyped card writes no subscription). */
    checkCard(card: TCardDetails): void {
      const problem = provider.checkCard?.(card);
      if (problem) throw new AppError('CARD_INVALID', problem.message, [{ path: `body.card.${problem.field}`, key: CARD_FIELD_KEYS[problem.field] }]);
    },

    /** Saves the card, charges the first month and activates; throws PAYMENT_DECLINED / CARD_INVALID after marking it failed. */
    async firstCharge(subscriptionId: string, card: TCardDetails, description: string, timeZone: string): Promise<void> {
      if (!canBill(provider)) throw new AppError('PROGRAMME_UNAVAILABLE', 'The card gateway in use cannot bill subscriptions');
      let sub = (await findSubscription(db, subscriptionId))!;
      const invoice = (await findInvoice(db, sub.id, 1))!;
      if (sub.status !== 'incomplete') return;
      if (!sub.payment_method_ref) {
        const saved = await provider.saveCard({ card, idempotencyKey: `club:${sub.id}:card` });
        if (saved.status !== 'saved') {
          await fail(sub, invoice, saved.message);
          if (saved.status === 'invalid')
            throw new AppError('CARD_INVALID', saved.message, [{ path: `body.card.${saved.field}`, key: CARD_FIELD_KEYS[saved.field] }]);
          throw new AppError('PAYMENT_DECLINED', saved.message);
        }
        const now = clock().toISOString();
        await moveSubscription(db, sub.id, ['incomplete'], {
          payment_method_ref: saved.card.paymentMethodRef,
          customer_ref: saved.card.customerRef,
          card_last4: saved.card.last4,
          updated_at: now,
        });
        sub = (await findSubscription(db, subscriptionId))!;
      }
      const result = await charge(sub, invoice, description);
      if (result.status === 'succeeded') return activate(sub, invoice, result.providerRef, timeZone);
      await fail(sub, invoice, result.message);
      throw new AppError('PAYMENT_DECLINED', result.message);
    },

    /** The settle job: a first charge left without an answer (a crash) is settled from the gateway's record. */
    async settleIncomplete(subscriptionId: string, timeZone: string): Promise<void> {
      const sub = await findSubscription(db, subscriptionId);
      if (!sub || sub.status !== 'incomplete') return;
      const invoice = (await findInvoice(db, sub.id, 1))!;
      if (!sub.payment_method_ref) return fail(sub, invoice, 'The card was never saved');
      const found = await provider.retrieve(chargeKey(invoice));
      if (found.status === 'succeeded') return activate(sub, invoice, found.providerRef, timeZone);
      if (found.status === 'in_progress') throw new Error('The first club charge is still in progress');
      return fail(sub, invoice, found.status === 'declined' ? found.message : 'The charge never reached the gateway');
    },

    /**
     * The renewal job at the end of a period: a PENDING CANCELLATION ends (no charge); an active
     * one is charged for the next month. A decline moves it to past_due with a grace period of
     * CLUB_GRACE_DAYS venue days after the period's end, tried again daily; still declined when the
     * grace ends, it is cancelled.
     */
    async renew(subscriptionId: string, period: number, timeZone: string, planName: string): Promise<void> {
      const sub = await findSubscription(db, subscriptionId);
      if (!sub || sub.period_number !== period || !sub.current_period_end) return;
      const now = clock();
      const nowIso = now.toISOString();
      if (sub.status === 'pending_cancellation') {
        await moveSubscription(
          db,
          sub.id,
          ['pending_cancellation'],
          { status: 'cancelled', cancelled_at: sub.current_period_end, cancel_reason: 'period_end', updated_at: nowIso },
          period,
        );
        return;
      }
      if (sub.status !== 'active' && sub.status !== 'past_due') return;
      const next = period + 1;
      await insertInvoiceOnce(db, newInvoiceRow(sub, next, nowIso));
      const invoice = (await findInvoice(db, sub.id, next))!;
      const result = invoice.status === 'paid' ? null : await charge(sub, invoice, `DeliteClub ${planName}`);
      if (result === null || result.status === 'succeeded') {
        const start = sub.current_period_end;
        const end = sub.billing_anchor ? periodEndAfter(sub.billing_anchor, next, timeZone) : periodEnd(start, timeZone);
        const moved = await db.transaction().execute(async (trx) => {
          if (result) await markInvoice(trx, invoice.id, { status: 'paid', provider_ref: result.providerRef, failure_message: null, updated_at: nowIso });
          const ok = await moveSubscription(
            trx,
            sub.id,
            ['active', 'past_due'],
            {
              status: 'active',
              period_number: next,
              current_period_start: start,
              current_period_end: end.toISOString(),
              grace_until: null,
              updated_at: nowIso,
            },
            period,
          );
          if (ok) await jobs.enqueue(CLUB_RENEW_JOB, { subscriptionId: sub.id, period: next }, { runAt: end, uniqueKey: `club-renew:${sub.id}:${next}` }, trx);
          return ok;
        });
        // Cancelled at once while the card was being charged: the month is not given, so the money goes back.
        if (!moved && result)
          await provider.refund({
            providerRef: result.providerRef,
            amount: invoice.amount,
            currency: invoice.currency as TCurrency,
            idempotencyKey: `${chargeKey(invoice)}:refund`,
          });
        return;
      }
      const graceUntil = sub.grace_until ?? venueDaysAfter(sub.current_period_end, CLUB_GRACE_DAYS, timeZone).toISOString();
      await db.transaction().execute(async (trx) => {
        await markInvoice(trx, invoice.id, { status: 'failed', failure_message: result.message, updated_at: nowIso });
        if (nowIso >= graceUntil) {
          await moveSubscription(
            trx,
            sub.id,
            ['active', 'past_due'],
            { status: 'cancelled', cancelled_at: nowIso, cancel_reason: 'payment_failed', updated_at: nowIso },
            period,
          );
          return;
        }
        const moved = await moveSubscription(trx, sub.id, ['active', 'past_due'], { status: 'past_due', grace_until: graceUntil, updated_at: nowIso }, period);
        const retryAt = new Date(Math.min(now.getTime() + DAY_MS, Date.parse(graceUntil)));
        if (moved) {
          await jobs.enqueue(
            CLUB_RENEW_JOB,
            { subscriptionId: sub.id, period },
            { runAt: retryAt, uniqueKey: `club-renew:${sub.id}:${period}:try${invoice.attempts + 1}` },
            trx,
          );
        }
      });
    },
  };
}

export type TClubBilling = ReturnType<typeof createClubBilling>;
