/**
 * The public pages of issue 12 and what each must show: its h1 (namespace and key of its text) and
 * one element only that page has. Shared by public-pages.spec.ts and public-links.spec.ts.
 */
export type TPublicPageCase = { path: string; namespace: string; titleKey: string; own: string; canonical?: string };

export const PUBLIC_PAGE_CASES: readonly TPublicPageCase[] = [
  { path: '/', namespace: 'public', titleKey: 'home.title', own: 'home-shot-dashboard' },
  { path: '/businesses', namespace: 'public-info', titleKey: 'businesses.hero.title', own: 'info-section-hotels' },
  { path: '/join-us', namespace: 'public-info', titleKey: 'businesses.hero.title', own: 'info-section-run', canonical: '/businesses' },
  { path: '/customers', namespace: 'public-info', titleKey: 'customers.hero.title', own: 'info-section-rewards' },
  { path: '/deliteVirtual', namespace: 'public-info', titleKey: 'deliteVirtual.hero.title', own: 'info-section-dashboard' },
  { path: '/deliteClubInfo', namespace: 'public-info', titleKey: 'deliteClub.hero.title', own: 'info-section-perks' },
  { path: '/delitePayInfo', namespace: 'public-info', titleKey: 'delitePay.hero.title', own: 'info-section-cost' },
  { path: '/pricing', namespace: 'public', titleKey: 'pricing.title', own: 'pricing-table' },
  { path: '/terms-of-service', namespace: 'legal', titleKey: 'terms-of-service.title', own: 'legal-body' },
  { path: '/privacy-policy', namespace: 'legal', titleKey: 'privacy-policy.title', own: 'legal-body' },
  { path: '/draw-terms', namespace: 'legal', titleKey: 'draw-terms.title', own: 'legal-body' },
];
