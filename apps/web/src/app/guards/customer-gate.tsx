import { Navigate, Outlet } from 'react-router';
import { useCurrentCustomerQuery } from '../../lib/session/current-customer';
import { toLoadState } from '../../lib/session/load-state';
import { useSession } from '../../lib/session/session-store';
import { decideCustomerAccess } from './customer-access';

/** Customer pages (requiresAdmin false) and platform-admin pages (true), SPEC section 6. */
export function CustomerGate({ requiresAdmin }: { requiresAdmin: boolean }) {
  const customer = useCurrentCustomerQuery();
  const { didLogOut } = useSession();
  if (didLogOut) return null;
  const decision = decideCustomerAccess(toLoadState(customer), { requiresAdmin });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return decision.kind === 'render' ? <Outlet /> : null;
}
