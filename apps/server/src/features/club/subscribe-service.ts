import { createHash } from 'node:crypto';
import type { TClubSubscribeRequest, TClubSubscription } from '@menudelite/shared/growth/club';
import type { TDb } from '../../db/database.ts';
import { nowIso } from '../../db/rows.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, invalidField, keyedError, notFound } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { toBool } from '../../db/rows.ts';
import type { TJobQueue } from '../jobs/public.ts';
import { CLUB_SETTLE_AFTER_MS, CLUB_SETTLE_JOB, newInvoiceRow, type TClubBilling } from './billing.ts';
import { insertInvoiceOnce } from './invoices-repository.ts';
import { toSubscription } from './mapper.ts';
import { findPlan, findPlansByIds } from './plans-repository.ts';
import { findSubscription, findSubscriptionByKey, insertSubscriptionOnce, type TSubscriptionRow } from './subscriptions-repository.ts';
import { assertClubOn, venueById } from './venue.ts';

export function requireCustomerId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'customer') throw keyedError('FORBIDDEN', 'FORBIDDEN', { message: 'Only a customer account can subscribe' });
  return actor.userId;
}

/**
 * What makes two requests under one Idempotency-Key the same subscription: the plan. Never the card:
 * a card number's hash can be brute-forced, so it is kept in no form (as in checkout's request hash).
 */
const hashOf = (planId: string) => createHash('sha256').update(`club|${planId}`).digest('hex');

/**
 * A customer subscribes to a plan (POST /api/public/restaurants/:restaurantId/club/subscriptions,
 * Idempotency-Key). Order of checks: signed in as a customer, a plan chosen (subscriptionRequired),
 * the venue, the club switched on (clubOff), the plan this venue's and active (404), the card. Then
 * the conditional insert: a second live subscription at the venue is 409 alreadySubscribed, and two
 * parallel requests make one. The same key again answers the same subscription (never a second charge).
 */
export function createSubscribeService(deps: { db: TDb; jobs: TJobQueue; billing: TClubBilling }) {
  const { db, jobs, billing } = deps;

  async function view(sub: TSubscriptionRow): Promise<TClubSubscription> {
    const [plan] = await findPlansByIds(db, [sub.plan_id]);
    return toSubscription(sub, plan, (await venueById(db, sub.restaurant_id)).name);
  }

  /** The demo gateway charges now; Stripe answers the SetupIntent the browser confirms (the subscription stays incomplete until then). */
  async function proceed(sub: TSubscriptionRow, body: TClubSubscribeRequest, planName: string, timeZone: string): Promise<TClubSubscription> {
    if (billing.cardMode() === 'setup') return { ...(await view(sub)), cardSetup: await billing.startSetup(sub.id) };
    await billing.firstCharge(sub.id, body.card!, `DeliteClub ${planName}`, timeZone);
    return view((await findSubscription(db, sub.id))!);
  }

  async function continueExisting(sub: TSubscriptionRow, body: TClubSubscribeRequest, planName: string, timeZone: string): Promise<TClubSubscription> {
    if (sub.request_hash !== hashOf(body.planId!)) {
      throw new AppError('IDEMPOTENCY_MISMATCH', 'This Idempotency-Key was used for another subscription request');
    }
    if (sub.status === 'failed') throw new AppError('PAYMENT_DECLINED', 'This subscription’s payment was declined: try again with a new request');
    if (sub.status === 'incomplete') return proceed(sub, body, planName, timeZone);
    return view((await findSubscription(db, sub.id))!);
  }

  return {
    /** Stripe: the browser confirmed the SetupIntent; the first month is charged with the saved card. Someone else's is 404. */
    async cardSaved(actor: TActor | null, id: string): Promise<TClubSubscription> {
      const customerId = requireCustomerId(actor);
      const sub = await findSubscription(db, id);
      if (!sub || sub.customer_user_id !== customerId) throw notFound('Subscription');
      if (billing.cardMode() !== 'setup') throw new AppError('CONFLICT', 'This card gateway takes the card with the subscribe request');
      if (sub.status === 'incomplete') {
        const [plan] = await findPlansByIds(db, [sub.plan_id]);
        await billing.chargeSetupCard(sub.id, `DeliteClub ${plan?.name ?? ''}`, (await venueById(db, sub.restaurant_id)).timeZone);
      }
      return view((await findSubscription(db, id))!);
    },

    async subscribe(
      actor: TActor | null,
      restaurantId: string,
      body: TClubSubscribeRequest,
      key: string,
    ): Promise<{ created: boolean; subscription: TClubSubscription }> {
      const customerId = requireCustomerId(actor);
      if (!body.planId) throw invalidField('body.planId', 'subscriptionRequired');
      const venue = await venueById(db, restaurantId);
      assertClubOn(venue);
      const plan = await findPlan(db, restaurantId, body.planId);
      if (!plan || !toBool(plan.is_active)) throw notFound('Plan');
      const mode = billing.cardMode();
      if (!mode) throw new AppError('PROGRAMME_UNAVAILABLE', 'The card gateway in use cannot bill subscriptions');
      if (mode === 'setup' && body.card) {
        throw new AppError('CARD_INVALID', "Card details are entered in Stripe's form, never sent to this server", [
          { path: 'body.card.number', key: 'cardNumberInvalid' },
        ]);
      }
      if (mode === 'fields' && !body.card)
        throw new AppError('CARD_INVALID', 'Card details are required', [{ path: 'body.card.number', key: 'cardNumberInvalid' }]);

      const earlier = await findSubscriptionByKey(db, restaurantId, customerId, key);
      if (earlier) return { created: false, subscription: await continueExisting(earlier, body, plan.name, venue.timeZone) };
      if (body.card) billing.checkCard(body.card);

      const now = nowIso();
      const row = {
        id: newId(),
        restaurant_id: restaurantId,
        customer_user_id: customerId,
        plan_id: plan.id,
        status: 'incomplete',
        price: plan.monthly_price,
        currency: venue.currency,
        period_number: 1,
        current_period_start: null,
        current_period_end: null,
        billing_anchor: null,
        grace_until: null,
        cancelled_at: null,
        cancel_reason: null,
        idempotency_key: key,
        request_hash: hashOf(plan.id),
        provider: billing.providerName,
        payment_method_ref: null,
        customer_ref: null,
        card_last4: null,
        created_at: now,
        updated_at: now,
      };
      const inserted = await db.transaction().execute(async (trx) => {
        if (!(await insertSubscriptionOnce(trx, row))) return false;
        await insertInvoiceOnce(trx, newInvoiceRow(row, 1, now));
        // Settles a first charge whose answer a crash lost (the gateway's record decides).
        await jobs.enqueue(
          CLUB_SETTLE_JOB,
          { subscriptionId: row.id },
          { runAt: new Date(Date.now() + CLUB_SETTLE_AFTER_MS), uniqueKey: `club-settle:${row.id}` },
          trx,
        );
        return true;
      });
      if (!inserted) {
        // The same key raced itself: answer that request's subscription; else another live one holds the place.
        const same = await findSubscriptionByKey(db, restaurantId, customerId, key);
        if (same) return { created: false, subscription: await continueExisting(same, body, plan.name, venue.timeZone) };
        throw keyedError('ALREADY_SUBSCRIBED', 'alreadySubscribed', { message: 'You already have a live subscription at this venue' });
      }
      return { created: true, subscription: await proceed((await findSubscription(db, row.id))!, body, plan.name, venue.timeZone) };
    },
  };
}
