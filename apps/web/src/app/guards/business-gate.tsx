import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { useCurrentRestaurantQuery } from '../../lib/session/current-restaurant';
import { toLoadState } from '../../lib/session/load-state';
import { useSession } from '../../lib/session/session-store';
import { useTeamMeQuery } from '../../lib/session/team-me';
import { NotFoundPage } from '../layout/not-found-page';
import { PublicLayout } from '../layout/public-layout';
import { decideBusinessAccess, type TBusinessRule } from './business-access';
import { decidePageAccess } from './page-access';

/** `access`: the page's key in page-access.ts (its path pattern), which says which roles may open it (issue 8). */
export type TBusinessHandle = { titleKey: string; businessRule: TBusinessRule; access?: string };

const STRICTEST: TBusinessRule = { requiresBusiness: true, requiresCompleteSignUp: true };

function useMatchedHandle(): { rule: TBusinessRule; access?: string } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<TBusinessHandle> | undefined;
    if (handle?.businessRule) return { rule: handle.businessRule, access: handle.access };
  }
  return { rule: STRICTEST };
}

/** Wraps the business layout: each business route declares its rule in its handle (see business-pages.ts). */
export function BusinessGate() {
  const { rule, access } = useMatchedHandle();
  const restaurant = useCurrentRestaurantQuery();
  const me = useTeamMeQuery();
  const { didLogOut } = useSession();
  const location = useLocation();
  // Signing out: LogoutWatcher is already taking the browser to /signin; do not race it with ?redirect.
  if (didLogOut) return null;
  const business = decideBusinessAccess(toLoadState(restaurant), rule, `${location.pathname}${location.search}`);
  // Then the role (issue 8): a page it may not open sends the member to their start screen.
  const decision = business.kind === 'render' ? decidePageAccess(toLoadState(me), access) : business;
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
