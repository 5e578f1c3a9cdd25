import { SIGN_UP_COMPLETE_STEP } from '@menudelite/shared/auth/session';
import type { TSessionUser } from '@menudelite/shared/auth/contracts';
import { safeRedirectPath } from '../../../lib/navigation/safe-redirect';

/**
 * Where sign-in lands: the page the visitor was sent away from (same-site paths only), else venue
 * staff on /orders (or /signup while sign-up is unfinished) and customers on /profile.
 */
export function destinationAfterSignIn(options: { user: Pick<TSessionUser, 'kind'>; signUpStep: number | null; redirect: string | null }): string {
  const redirect = safeRedirectPath(options.redirect);
  if (redirect) return redirect;
  if (options.user.kind === 'customer') return '/profile';
  return options.signUpStep !== null && options.signUpStep < SIGN_UP_COMPLETE_STEP ? '/signup' : '/orders';
}
