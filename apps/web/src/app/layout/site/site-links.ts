import type { TNavLink } from '../public-nav-links';

/**
 * The public site's own links (issue 12): the header's product pages, and the footer's groups.
 * Account links (sign in, dashboard, profile, the admin's pages) come from publicNavLinks, shared
 * with the Mantine layout so both headers offer the same ways in.
 */
export const SITE_HEADER_LINKS: readonly TNavLink[] = [
  { to: '/businesses', labelKey: 'site.forVenues' },
  { to: '/customers', labelKey: 'site.forDiners' },
  { to: '/pricing', labelKey: 'pages.pricing' },
  { to: '/blogs', labelKey: 'pages.blog' },
];

export const SITE_FOOTER_GROUPS: readonly { titleKey: string; links: readonly TNavLink[] }[] = [
  {
    titleKey: 'site.product',
    links: [
      { to: '/businesses', labelKey: 'site.forVenues' },
      { to: '/customers', labelKey: 'site.forDiners' },
      { to: '/deliteVirtual', labelKey: 'pages.deliteVirtual' },
      { to: '/delitePayInfo', labelKey: 'pages.delitePayInfo' },
      { to: '/deliteClubInfo', labelKey: 'pages.deliteClubInfo' },
      { to: '/pricing', labelKey: 'pages.pricing' },
    ],
  },
  {
    titleKey: 'site.company',
    links: [
      { to: '/blogs', labelKey: 'pages.blog' },
      { to: '/join-us', labelKey: 'site.joinUs' },
      { to: '/signin', labelKey: 'nav.signIn' },
    ],
  },
  {
    titleKey: 'site.legal',
    links: [
      { to: '/terms-of-service', labelKey: 'pages.termsOfService' },
      { to: '/privacy-policy', labelKey: 'pages.privacyPolicy' },
      { to: '/draw-terms', labelKey: 'pages.drawTerms' },
    ],
  },
];
