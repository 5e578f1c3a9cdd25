import type { TSessionUser } from '@menudelite/shared/auth/contracts';

export type TNavLink = { to: string; labelKey: string };

/** The header's links for whoever is (or is not) signed in. */
export function publicNavLinks(user: TSessionUser | null): TNavLink[] {
  if (!user) {
    return [
      { to: '/signin', labelKey: 'nav.signIn' },
      { to: '/signup', labelKey: 'nav.signUp' },
    ];
  }
  return user.kind === 'venue' ? [{ to: '/orders', labelKey: 'nav.dashboard' }] : [{ to: '/profile', labelKey: 'nav.profile' }];
}

export const FOOTER_LINKS: TNavLink[] = [
  { to: '/pricing', labelKey: 'pages.pricing' },
  { to: '/blogs', labelKey: 'pages.blog' },
  { to: '/terms-of-service', labelKey: 'pages.termsOfService' },
  { to: '/privacy-policy', labelKey: 'pages.privacyPolicy' },
];
