import type { TSubscriptionRow } from './subscriptions-repository.ts';

/**
 * Whether a subscription gives its perks at `now`: active or PENDING CANCELLATION until the end of the
 * paid period; past_due (a failed renewal) until its grace period ends. Cancelled, failed and
 * incomplete ones give nothing.
 */
export function givesPerks(sub: Pick<TSubscriptionRow, 'status' | 'current_period_end' | 'grace_until'>, now: Date): boolean {
  const at = now.toISOString();
  if ((sub.status === 'active' || sub.status === 'pending_cancellation') && sub.current_period_end) return at < sub.current_period_end;
  if (sub.status === 'past_due' && sub.grace_until) return at < sub.grace_until;
  return false;
}
