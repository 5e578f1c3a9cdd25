import type { TInfoPageContent } from './info-page-content';

/** /businesses and /join-us (issue 12): the venue owner's landing page; the canonical URL is /businesses. */
export const BUSINESSES_INFO: TInfoPageContent = {
  page: 'businesses',
  path: '/businesses',
  highlights: [
    { id: 'orders', icon: 'qr' },
    { id: 'payments', icon: 'card' },
    { id: 'regulars', icon: 'spark' },
  ],
  steps: ['signUp', 'menu', 'tables'],
  sections: [
    { id: 'run', icon: 'list', points: ['dashboard', 'kitchen', 'team', 'reports'] },
    { id: 'hotels', icon: 'page', points: ['roomService', 'requests', 'chat'], note: true },
  ],
  faq: ['hardware', 'languages', 'cost', 'switch'],
  actions: [
    { to: '/signup', labelKey: 'actions.signUp', kind: 'primary', testId: 'info-signup' },
    { to: '/signin', labelKey: 'actions.signIn', kind: 'secondary', testId: 'info-signin' },
    { to: '/pricing', labelKey: 'businesses.pricing', kind: 'subtle', testId: 'info-pricing' },
  ],
};
