import type { TInfoPageContent } from './info-page-content';

/** /deliteVirtual (issue 12): a QR code or a kiosk screen as a virtual table; orders reach the live dashboard. */
export const DELITEVIRTUAL_INFO: TInfoPageContent = {
  page: 'deliteVirtual',
  path: '/deliteVirtual',
  highlights: [
    { id: 'virtual', icon: 'qr' },
    { id: 'kiosk', icon: 'page' },
  ],
  steps: ['create', 'place', 'receive'],
  sections: [
    { id: 'pay', icon: 'card', points: ['card', 'later', 'split'], note: true },
    { id: 'dashboard', icon: 'list', points: ['live', 'kitchen', 'status'] },
  ],
  faq: ['staff', 'hardware', 'languages'],
  actions: [
    { to: '/signup', labelKey: 'actions.signUp', kind: 'primary', testId: 'info-signup' },
    { to: '/signin', labelKey: 'actions.signIn', kind: 'secondary', testId: 'info-signin' },
  ],
};
