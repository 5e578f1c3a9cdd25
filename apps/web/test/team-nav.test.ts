import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, ROLE_START_SCREEN, BUILT_IN_ROLES, type TPermission } from '@menudelite/shared/team/permissions';
import type { TTeamMe } from '@menudelite/shared/team/contracts';
import { decidePageAccess, isKitchenOnly, mayOpen, PAGE_ACCESS, permissionsOf } from '../src/app/guards/page-access';
import { BUSINESS_PAGES } from '../src/app/router/business-pages';

const navFor = (permissions: readonly TPermission[]) => BUSINESS_PAGES.filter((page) => page.inNav && mayOpen(page.path, permissions)).map((page) => page.path);
const me = (role: keyof typeof ROLE_PERMISSIONS): TTeamMe => ({
  memberId: 'm1',
  venueId: 'v1',
  role,
  roleName: role,
  permissions: [...ROLE_PERMISSIONS[role]],
  startScreen: ROLE_START_SCREEN[role],
  hasPin: false,
});
const MONEY_AND_SETUP = ['/menu', '/settings', '/reports', '/insights', '/delitePay', '/paymentPageTransactions', '/offers', '/users', '/campaigns'];

describe('navigation by the shared permission matrix (issue 8)', () => {
  it('declares who may open every business page', () => {
    for (const page of BUSINESS_PAGES) expect(PAGE_ACCESS[page.path], page.path).toBeDefined();
  });

  it('shows the owner and the manager every page', () => {
    const all = BUSINESS_PAGES.filter((page) => page.inNav).map((page) => page.path);
    expect(navFor(ROLE_PERMISSIONS.owner)).toEqual(all);
    expect(navFor(ROLE_PERMISSIONS.manager)).toEqual(all);
  });

  it('shows the kitchen only the kitchen view: no orders dashboard, menu, settings or money', () => {
    expect(isKitchenOnly(ROLE_PERMISSIONS.kitchen)).toBe(true);
    expect(navFor(ROLE_PERMISSIONS.kitchen)).toEqual(['/orders/kitchen']);
  });

  it('shows front of house and hosts the orders but nothing of menu, settings, money or users', () => {
    for (const role of ['frontOfHouse', 'host'] as const) {
      const nav = navFor(ROLE_PERMISSIONS[role]);
      expect(nav, role).toContain('/orders');
      for (const path of MONEY_AND_SETUP) expect(nav, `${role} ${path}`).not.toContain(path);
    }
  });

  it('shows /users to a custom role with only the audit log', () => {
    expect(navFor(['orders.view', 'audit.view'])).toEqual(['/orders', '/users']);
  });

  it('starts each built-in role on a page it may open', () => {
    for (const role of BUILT_IN_ROLES) expect(mayOpen(ROLE_START_SCREEN[role], ROLE_PERMISSIONS[role]), role).toBe(true);
  });
});

describe('decidePageAccess', () => {
  it('waits for the role, and goes by nothing when there is none (the server still refuses)', () => {
    expect(decidePageAccess({ status: 'pending' }, '/menu')).toEqual({ kind: 'wait' });
    expect(decidePageAccess({ status: 'success', data: null }, '/menu')).toEqual({ kind: 'render' });
    expect(decidePageAccess({ status: 'error', error: new Error('x') }, '/menu')).toEqual({ kind: 'render' });
    expect(permissionsOf({ status: 'pending' })).toBeNull();
  });

  it('sends the kitchen from /orders, /menu and /settings to the kitchen view', () => {
    const kitchen = { status: 'success' as const, data: me('kitchen') };
    for (const path of ['/orders', '/menu', '/settings', '/users'])
      expect(decidePageAccess(kitchen, path), path).toEqual({ kind: 'redirect', to: '/orders/kitchen' });
    expect(decidePageAccess(kitchen, '/orders/kitchen')).toEqual({ kind: 'render' });
  });

  it('answers not found, never a loop, when the start screen itself is not allowed', () => {
    const odd = { status: 'success' as const, data: { ...me('host'), permissions: [] as TPermission[] } };
    expect(decidePageAccess(odd, '/orders')).toEqual({ kind: 'not-found' });
  });
});
