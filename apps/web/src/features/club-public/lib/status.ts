import type { TClubSubscriptionStatus } from '@menudelite/shared/growth/club';

/** The statuses that still hold the customer's place at the venue (and, but for incomplete, give the perks). */
export const LIVE: readonly TClubSubscriptionStatus[] = ['incomplete', 'active', 'past_due', 'pending_cancellation'];

export const STATUS_COLOR: Record<TClubSubscriptionStatus, string> = {
  incomplete: 'gray',
  active: 'green',
  past_due: 'orange',
  pending_cancellation: 'yellow',
  cancelled: 'red',
  failed: 'red',
};
