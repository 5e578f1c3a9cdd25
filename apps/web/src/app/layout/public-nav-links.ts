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
  { to: '/businesses', labelKey: 'pages.businesses' },
  { to: '/customers', labelKey: 'pages.customers' },
  { to: '/deliteVirtual', labelKey: 'pages.deliteVirtual' },
  { to: '/delitePayInfo', labelKey: 'pages.delitePayInfo' },
  { to: '/deliteClubInfo', labelKey: 'pages.deliteClubInfo' },
  { to: '/pricing', labelKey: 'pages.pricing' },
  { to: '/blogs', labelKey: 'pages.blog' },
  { to: '/terms-of-service', labelKey: 'pages.termsOfService' },
  { to: '/privacy-policy', labelKey: 'pages.privacyPolicy' },
  { to: '/draw-terms', labelKey: 'pages.drawTerms' },
];
