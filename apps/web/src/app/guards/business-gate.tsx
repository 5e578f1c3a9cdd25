import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentRestaurantQuery } from '../../lib/session/current-restaurant';
import { toLoadState } from '../../lib/session/load-state';
import { useSession } from '../../lib/session/session-store';
import { NotFoundPage } from '../layout/not-found-page';
import { PublicLayout } from '../layout/public-layout';
import { decideBusinessAccess, type TBusinessRule } from './business-access';

export type TBusinessHandle = { titleKey: string; businessRule: TBusinessRule };

const STRICTEST: TBusinessRule = { requiresBusiness: true, requiresCompleteSignUp: true };

function useMatchedRule(): TBusinessRule {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<TBusinessHandle> | undefined;
    if (handle?.businessRule) return handle.businessRule;
  }
  return STRICTEST;
}

/** Wraps the business layout: each business route declares its rule in its handle (see business-pages.ts). */
export function BusinessGate() {
  const rule = useMatchedRule();
  const restaurant = useCurrentRestaurantQuery();
  const { didLogOut } = useSession();
  const location = useLocation();
  // Signing out: LogoutWatcher is already taking the browser to /signin; do not race it with ?redirect.
  if (didLogOut) return null;
  const decision = decideBusinessAccess(toLoadState(restaurant), rule, `${location.pathname}${location.search}`);
  switch (decision.kind) {
    case 'wait':
      return null;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'not-found':
      return (
        <PublicLayout>
          <NotFoundPage />
        </PublicLayout>
      );
    case 'render':
      return <Outlet />;
  }
}
