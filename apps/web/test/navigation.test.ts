import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from '../src/features/auth/lib/destination-after-sign-in';
import { safeRedirectPath, signInRedirectUrl } from '../src/lib/navigation/safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirectPath('/orders')).toBe('/orders');
    expect(safeRedirectPath('/loyalty/redeem/abc?x=1#top')).toBe('/loyalty/redeem/abc?x=1#top');
  });

  it('refuses anything that could leave the site', () => {
    for (const raw of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'orders', '/\t/evil.example', '', null]) {
      expect(safeRedirectPath(raw), String(raw)).toBeNull();
    }
  });

  it('round-trips through the sign-in redirect URL', () => {
    const url = new URL(signInRedirectUrl('/orders?tab=new'), 'http://x');
    expect(url.pathname).toBe('/signin');
    expect(safeRedirectPath(url.searchParams.get('redirect'))).toBe('/orders?tab=new');
  });
});

describe('destinationAfterSignIn', () => {
  it('returns to the redirect when it is safe', () => {
    expect(destinationAfterSignIn({ user: { kind: 'venue' }, signUpStep: 6, redirect: '/menu' })).toBe('/menu');
    expect(destinationAfterSignIn({ user: { kind: 'venue' }, signUpStep: 6, redirect: '//evil.example' })).toBe('/orders');
  });

  it('sends venue staff to /orders, or /signup while sign-up is unfinished', () => {
    expect(destinationAfterSignIn({ user: { kind: 'venue' }, signUpStep: 6, redirect: null })).toBe('/orders');
    expect(destinationAfterSignIn({ user: { kind: 'venue' }, signUpStep: 3, redirect: null })).toBe('/signup');
  });

  it('sends customers to /profile', () => {
    expect(destinationAfterSignIn({ user: { kind: 'customer' }, signUpStep: null, redirect: null })).toBe('/profile');
  });
});
