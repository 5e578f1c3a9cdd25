import type { TInfoPageContent } from './info-page-content';

/** /customers (issue 12): the diner's and hotel guest's landing page. */
export const CUSTOMERS_INFO: TInfoPageContent = {
  page: 'customers',
  path: '/customers',
  highlights: [
    { id: 'scan', icon: 'qr' },
    { id: 'language', icon: 'page' },
    { id: 'pay', icon: 'card' },
  ],
  steps: ['scan', 'order', 'pay'],
  sections: [
    { id: 'rewards', icon: 'spark', points: ['points', 'offers', 'giftCards', 'book'] },
    { id: 'hotel', icon: 'list', points: ['room', 'requests', 'chat'], note: true },
  ],
  faq: ['account', 'app', 'split', 'data'],
  actions: [
    { to: '/signup', labelKey: 'customers.join', kind: 'primary', testId: 'info-signup' },
    { to: '/signin', labelKey: 'actions.signIn', kind: 'secondary', testId: 'info-signin' },
  ],
};
