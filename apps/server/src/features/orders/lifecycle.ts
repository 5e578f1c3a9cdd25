import type { TDb } from '../../db/database.ts';
import { enqueueInTransaction } from '../jobs/public.ts';

/**
 * What happened to an order's money, for the features that hang benefits on it (docs/api/growth.md
 * "Order lifecycle"): points are earned and a loyalty stamp given when it is paid; a void (cancelled,
 * or its card payment failed and was not retried) gives back every code use, point and gift card
 * balance it consumed and takes back what it earned; a refund takes back the points earned on the
 * refunded amount.
 *
 * Each event is one durable job enqueued in the transaction that changed the order, so it happens
 * exactly when the change commits and survives a crash. Subscribers run one after another and must
 * be idempotent (a unique ledger key per order and event): a job that failed half-way runs again.
 */
export const ORDER_LIFECYCLE_JOB = 'orders.lifecycle';

export const ORDER_LIFECYCLE_EVENTS = ['paid', 'voided', 'refunded'] as const;
export type TOrderLifecycleEventKind = (typeof ORDER_LIFECYCLE_EVENTS)[number];

/**
 * A declined card leaves the order `failed` and the diner may retry with another card under the same
 * Idempotency-Key, so its benefits stay reserved this long before the void gives them back.
 */
export const FAILED_PAYMENT_VOID_AFTER_MS = 30 * 60_000;

export type TOrderLifecycleEvent = {
  kind: TOrderLifecycleEventKind;
  orderId: string;
  restaurantId: string;
  /** voided: why; a payment-failed void is dropped if the order got paid meanwhile. */
  reason?: 'cancelled' | 'paymentFailed';
  /** refunded: the refund's id (one job per refund) and its amount in minor units. */
  refundId?: string;
  amount?: number;
};

export type TOrderLifecycleSubscriber = {
  /** For logs. */
  name: string;
  handle(db: TDb, event: TOrderLifecycleEvent): Promise<void>;
};

function uniqueKey(event: TOrderLifecycleEvent, suffix = ''): string {
  return `${ORDER_LIFECYCLE_JOB}:${event.kind}:${event.orderId}${event.refundId ? `:${event.refundId}` : ''}${suffix}`;
}

/** Call inside the transaction that paid, voided or refunded the order. */
export async function enqueueOrderLifecycle(trx: TDb, event: TOrderLifecycleEvent): Promise<void> {
  if (event.kind === 'voided' && event.reason === 'paymentFailed') {
    // One per failure: a retry that fails again schedules its own void later.
    await enqueueInTransaction(trx, ORDER_LIFECYCLE_JOB, event, {
      uniqueKey: uniqueKey(event, `:failed:${Date.now()}`),
      runAt: new Date(Date.now() + FAILED_PAYMENT_VOID_AFTER_MS),
    });
    return;
  }
  await enqueueInTransaction(trx, ORDER_LIFECYCLE_JOB, event, { uniqueKey: uniqueKey(event) });
}

/**
 * Decides, in one transaction with whatever marks the order's benefits given back, whether a
 * payment-failed void still stands (checkout's claimPaymentFailedVoid): false when a retry paid or
 * retried the order meanwhile.
 */
export type TClaimPaymentFailedVoid = (db: TDb, event: TOrderLifecycleEvent) => Promise<boolean>;

/** The job handler: every subscriber in turn (a thrown error retries the whole job; subscribers are idempotent). */
export function orderLifecycleHandler(db: TDb, subscribers: readonly TOrderLifecycleSubscriber[], claimPaymentFailedVoid: TClaimPaymentFailedVoid) {
  return async (event: TOrderLifecycleEvent): Promise<void> => {
    if (event.kind === 'voided' && event.reason === 'paymentFailed' && !(await claimPaymentFailedVoid(db, event))) return;
    for (const subscriber of subscribers) await subscriber.handle(db, event);
  };
}
