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
  const own: TNavLink[] = user.kind === 'venue' ? [{ to: '/orders', labelKey: 'nav.dashboard' }] : [{ to: '/profile', labelKey: 'nav.profile' }];
  return user.isAdminAccount ? [...own, ...ADMIN_NAV_LINKS] : own;
}

/** Platform admins (isAdminAccount) reach their pages from the header (issue 12); the labels are the pages' own titles. */
export const ADMIN_NAV_LINKS: TNavLink[] = [
  { to: '/blogs/create', labelKey: 'pages.blogCreate' },
  { to: '/admin/reports', labelKey: 'pages.adminReports' },
];

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
