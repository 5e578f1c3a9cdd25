import type { TCustomer } from '@menudelite/shared/customer/contracts';
import type { TLoadState } from '../../lib/session/load-state';
import type { TGuardDecision } from './guard-decision';

/**
 * SPEC section 6 for customer and platform-admin pages: no customer (or the fetch failed) →
 * /signin; an admin page for a customer who is not an admin → /signin.
 */
export function decideCustomerAccess(customer: TLoadState<Pick<TCustomer, 'isAdminAccount'>>, options: { requiresAdmin: boolean }): TGuardDecision {
  if (customer.status === 'pending') return { kind: 'wait' };
  const found = customer.status === 'success' ? customer.data : null;
  if (!found) return { kind: 'redirect', to: '/signin' };
  if (options.requiresAdmin && !found.isAdminAccount) return { kind: 'redirect', to: '/signin' };
  return { kind: 'render' };
}
