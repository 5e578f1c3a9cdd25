import type { TInfoPageContent } from './info-page-content';

/** The seeded demo venue (apps/server/src/db/seed/demo.ts) has DelitePay switched on. */
export const DEMO_PAYMENT_PAGE = '/demo-bistro/payment-page';

/** /delitePayInfo (issue 9 section 5): DelitePay explained to venue owners. */
export const DELITEPAY_INFO: TInfoPageContent = {
  page: 'delitePay',
  path: '/delitePayInfo',
  highlights: [
    { id: 'page', icon: 'page' },
    { id: 'links', icon: 'link' },
  ],
  steps: ['switchOn', 'share', 'paid'],
  sections: [
    { id: 'cost', icon: 'card', points: ['processingFee', 'cardOnly', 'orderFee'], note: true },
    { id: 'money', icon: 'list', points: ['transactions', 'refunds', 'csv'] },
  ],
  values: { path: DEMO_PAYMENT_PAGE },
  faq: ['account', 'amounts', 'expiry', 'off'],
  actions: [
    { to: '/signup', labelKey: 'actions.signUp', kind: 'primary', testId: 'info-signup' },
    { to: '/signin', labelKey: 'actions.signIn', kind: 'secondary', testId: 'info-signin' },
    { to: DEMO_PAYMENT_PAGE, labelKey: 'delitePay.demo', kind: 'subtle', testId: 'info-demo' },
  ],
};
