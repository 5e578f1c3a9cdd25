import { hasPermission, type TPermission } from '@menudelite/shared/team/permissions';
import type { TTeamMe } from '@menudelite/shared/team/contracts';
import type { TLoadState } from '../../lib/session/load-state';
import type { TGuardDecision } from './guard-decision';

/**
 * Which staff pages a role may open (issue 8), by the shared permission matrix. The web app only
 * hides; the server enforces every call. A page not listed here is shown to nobody with a role.
 */
type TPageAccess = (permissions: readonly TPermission[]) => boolean;
const any =
  (...needed: TPermission[]): TPageAccess =>
  (permissions) =>
    hasPermission(permissions, needed);

/** A role that prepares orders but neither takes nor cancels them (the kitchen) gets the kitchen view instead of the dashboard. */
export function isKitchenOnly(permissions: readonly TPermission[]): boolean {
  return permissions.includes('orders.prepare') && !permissions.includes('orders.take') && !permissions.includes('orders.cancel');
}

/** Keyed by the route's path pattern (business-pages.ts and the /orders/* routes of router.tsx). */
export const PAGE_ACCESS: Readonly<Record<string, TPageAccess>> = {
  '/orders': (permissions) => permissions.includes('orders.view') && !isKitchenOnly(permissions),
  '/orders/kitchen': any('orders.prepare'),
  '/orders/employees': any('users.manage'),
  '/orders/tabs': any('orders.take'),
  '/orders/:orderId/ticket': any('orders.view'),
  '/reservations': any('reservations.manage'),
  '/requests': any('guests.serve'),
  // The kitchen may mark items sold out, but does not see the menu editor (issue 8: no menu, settings or money).
  '/menu': any('menu.edit'),
  '/rooms': any('venue.setup'),
  '/offers': any('money.discount'),
  // Gift cards (issue 11): products are offers.manage's, looking a card up loyalty.redeem's (front of house at the till).
  '/offers/gift-cards': any('offers.manage', 'loyalty.redeem'),
  '/loyalty': any('campaigns.run'),
  '/loyalty/redeem/:passIdentifier': any('orders.take'),
  // DeliteClub plans and members (issue 11): the server's offers.manage.
  '/deliteClub': any('offers.manage'),
  '/campaigns': any('campaigns.run'),
  // Money and reports: what the venue earned.
  '/delitePay': any('reports.view'),
  '/paymentPageTransactions': any('reports.view'),
  '/reports': any('reports.view'),
  '/insights': any('reports.view'),
  '/reviewhub': any('reports.view'),
  '/feedback': any('reports.view'),
  '/zoho': any('settings.change'),
  '/website': any('settings.change'),
  '/users': any('users.manage', 'audit.view'),
  '/settings': any('settings.change'),
};

export function mayOpen(pagePath: string, permissions: readonly TPermission[]): boolean {
  return PAGE_ACCESS[pagePath]?.(permissions) ?? false;
}

/**
 * The permissions the navigation and guards go by: null while they load (show nothing yet, so a
 * kitchen screen never flashes the money pages); 'all' when there is no role to go by (no team
 * answer: the server still refuses what the role may not do).
 */
export function permissionsOf(me: TLoadState<TTeamMe>): readonly TPermission[] | 'all' | null {
  if (me.status === 'pending') return null;
  if (me.status === 'error' || !me.data) return 'all';
  return me.data.permissions;
}

/** After the business rule: a page the role may not open sends them to their start screen (or not found when that is this page). */
export function decidePageAccess(me: TLoadState<TTeamMe>, pagePath: string | undefined): TGuardDecision {
  const permissions = permissionsOf(me);
  if (permissions === null) return { kind: 'wait' };
  if (permissions === 'all' || !pagePath || mayOpen(pagePath, permissions)) return { kind: 'render' };
  const start = me.status === 'success' ? me.data?.startScreen : undefined;
  return start && start !== pagePath && mayOpen(start, permissions) ? { kind: 'redirect', to: start } : { kind: 'not-found' };
}
