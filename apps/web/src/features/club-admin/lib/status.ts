import type { TClubSubscriptionStatus } from '@menudelite/shared/growth/club';

/** A status's badge colour; its words are `status.<status>` in the club namespaces (PENDING CANCELLATION, CANCELLED as SPEC section 4 names them). */
export const STATUS_COLOR: Record<TClubSubscriptionStatus, string> = {
  incomplete: 'gray',
  active: 'green',
  past_due: 'orange',
  pending_cancellation: 'yellow',
  cancelled: 'red',
  failed: 'red',
};
