import { SIGN_UP_COMPLETE_STEP } from '@menudelite/shared/auth/session';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import type { TLoadState } from '../../lib/session/load-state';
import { signInRedirectUrl } from '../../lib/navigation/safe-redirect';
import type { TGuardDecision } from './guard-decision';

export type TBusinessRule = {
  /** False only for /users, which SPEC section 2 routes without a business check. */
  requiresBusiness: boolean;
  /** SPEC section 6's list of pages that send a mid-sign-up venue to /signup. */
  requiresCompleteSignUp: boolean;
  /** /reservations does not exist for hotels. */
  requiresNotHotel?: boolean;
  /** /rooms exists only for hotels. */
  requiresHotel?: boolean;
  /** /loyalty/redeem/:passIdentifier exists only when loyalty is on. */
  requiresLoyalty?: boolean;
};

type TVenueFacts = Pick<TRestaurant, 'signUpStep' | 'isHotel' | 'loyaltyEnabled'>;

/**
 * SPEC section 6 for business pages: nothing while loading; no business (failed fetch, no
 * session, not a venue user) → sign in and come back; mid-sign-up → /signup.
 */
export function decideBusinessAccess(venue: TLoadState<TVenueFacts>, rule: TBusinessRule, currentPath: string): TGuardDecision {
  if (venue.status === 'pending') return { kind: 'wait' };
  const facts = venue.status === 'success' ? venue.data : null;
  if (!facts) return rule.requiresBusiness ? { kind: 'redirect', to: signInRedirectUrl(currentPath) } : { kind: 'render' };
  if (rule.requiresCompleteSignUp && facts.signUpStep < SIGN_UP_COMPLETE_STEP) return { kind: 'redirect', to: '/signup' };
  if (rule.requiresNotHotel && facts.isHotel) return { kind: 'not-found' };
  if (rule.requiresHotel && !facts.isHotel) return { kind: 'not-found' };
  if (rule.requiresLoyalty && !facts.loyaltyEnabled) return { kind: 'not-found' };
  return { kind: 'render' };
}
