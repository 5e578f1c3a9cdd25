import { describe, expect, it } from 'vitest';
import { decideBusinessAccess, type TBusinessRule } from '../src/app/guards/business-access';
import { decideCustomerAccess } from '../src/app/guards/customer-access';
import { BUSINESS_PAGES } from '../src/app/router/business-pages';

const complete: TBusinessRule = { requiresBusiness: true, requiresCompleteSignUp: true };
const venue = (facts: Partial<{ signUpStep: number; isHotel: boolean; loyaltyEnabled: boolean }> = {}) => ({
  status: 'success' as const,
  data: { signUpStep: 6, isHotel: false, loyaltyEnabled: true, ...facts },
});

describe('decideBusinessAccess (SPEC section 6)', () => {
  it('renders nothing while the business is loading', () => {
    expect(decideBusinessAccess({ status: 'pending' }, complete, '/orders')).toEqual({ kind: 'wait' });
  });

  it('sends a failed business fetch to sign-in with the original path and query', () => {
    expect(decideBusinessAccess({ status: 'error', error: new Error('x') }, complete, '/orders?tab=new')).toEqual({
      kind: 'redirect',
      to: '/signin?redirect=%2Forders%3Ftab%3Dnew',
    });
  });

  it('treats "no business" (signed out, or a customer) like a failed fetch', () => {
    expect(decideBusinessAccess({ status: 'success', data: null }, complete, '/menu')).toEqual({ kind: 'redirect', to: '/signin?redirect=%2Fmenu' });
  });

  it('sends an unfinished sign-up to /signup', () => {
    expect(decideBusinessAccess(venue({ signUpStep: 5 }), complete, '/orders')).toEqual({ kind: 'redirect', to: '/signup' });
  });

  it('lets an unfinished sign-up use pages outside SPEC section 6 list', () => {
    expect(decideBusinessAccess(venue({ signUpStep: 3 }), { requiresBusiness: true, requiresCompleteSignUp: false }, '/loyalty')).toEqual({ kind: 'render' });
  });

  it('renders for a finished venue', () => {
    expect(decideBusinessAccess(venue(), complete, '/orders')).toEqual({ kind: 'render' });
  });

  it('has no reservations page for hotels and no redeem page without loyalty', () => {
    expect(decideBusinessAccess(venue({ isHotel: true }), { ...complete, requiresNotHotel: true }, '/reservations')).toEqual({ kind: 'not-found' });
    expect(decideBusinessAccess(venue({ loyaltyEnabled: false }), { ...complete, requiresLoyalty: true }, '/loyalty/redeem/p1')).toEqual({ kind: 'not-found' });
  });

  it('routes /users without a business check but still sends an unfinished sign-up to /signup', () => {
    const users = BUSINESS_PAGES.find((p) => p.path === '/users')!.rule;
    expect(decideBusinessAccess({ status: 'success', data: null }, users, '/users')).toEqual({ kind: 'render' });
    expect(decideBusinessAccess({ status: 'error', error: 1 }, users, '/users')).toEqual({ kind: 'render' });
    expect(decideBusinessAccess(venue({ signUpStep: 2 }), users, '/users')).toEqual({ kind: 'redirect', to: '/signup' });
  });
});

function ruleOf(path: string) {
  return BUSINESS_PAGES.find((p) => p.path === path)?.rule;
}

function customer(isAdminAccount: boolean) {
  return { status: 'success' as const, data: { isAdminAccount } };
}

describe('BUSINESS_PAGES rules', () => {
  const signUpList = [
    '/orders',
    '/reservations',
    '/offers',
    '/menu',
    '/settings',
    '/zoho',
    '/feedback',
    '/paymentPageTransactions',
    '/requests',
    '/reports',
    '/insights',
    '/campaigns',
    '/website',
    '/users',
    '/loyalty/redeem/:passIdentifier',
    // Issue 8: the kitchen's view of /orders, guarded like /orders.
    '/orders/kitchen',
  ];

  it('has every business route of SPEC section 2', () => {
    const paths = BUSINESS_PAGES.map((p) => p.path);
    for (const path of [...signUpList, '/loyalty', '/delitePay', '/deliteClub', '/reviewhub']) expect(paths).toContain(path);
  });

  it('sends mid-sign-up venues to /signup exactly from SPEC section 6 list', () => {
    for (const page of BUSINESS_PAGES) expect(page.rule.requiresCompleteSignUp, page.path).toBe(signUpList.includes(page.path));
  });

  it('requires a business everywhere except /users', () => {
    for (const page of BUSINESS_PAGES) expect(page.rule.requiresBusiness, page.path).toBe(page.path !== '/users');
  });

  it('keeps reservations from hotels and redeem pages behind loyalty', () => {
    expect(ruleOf('/reservations')?.requiresNotHotel).toBe(true);
    expect(ruleOf('/loyalty/redeem/:passIdentifier')?.requiresLoyalty).toBe(true);
  });
});

describe('decideCustomerAccess (SPEC section 6)', () => {
  it('waits while the customer loads', () => {
    expect(decideCustomerAccess({ status: 'pending' }, { requiresAdmin: false })).toEqual({ kind: 'wait' });
  });

  it('sends a missing customer or a failed fetch to /signin', () => {
    expect(decideCustomerAccess({ status: 'success', data: null }, { requiresAdmin: false })).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decideCustomerAccess({ status: 'error', error: 1 }, { requiresAdmin: true })).toEqual({ kind: 'redirect', to: '/signin' });
  });

  it('lets any customer see their profile but only admins the admin pages', () => {
    expect(decideCustomerAccess(customer(false), { requiresAdmin: false })).toEqual({ kind: 'render' });
    expect(decideCustomerAccess(customer(false), { requiresAdmin: true })).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decideCustomerAccess(customer(true), { requiresAdmin: true })).toEqual({ kind: 'render' });
  });
});
