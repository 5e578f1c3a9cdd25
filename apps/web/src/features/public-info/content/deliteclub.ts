import type { TInfoPageContent } from './info-page-content';

/** The seeded demo venue (apps/server/src/db/seed/demo-club.ts) has DeliteClub on with a plan. */
export const DEMO_CLUB_PAGE = '/restaurants/demo-bistro/club';

/** /deliteClubInfo (issue 11 section 5): DeliteClub explained to venue owners and their customers. */
export const DELITECLUB_INFO: TInfoPageContent = {
  page: 'deliteClub',
  path: '/deliteClubInfo',
  highlights: [
    { id: 'perks', icon: 'spark' },
    { id: 'billing', icon: 'card' },
  ],
  steps: ['plan', 'subscribe', 'enjoy'],
  sections: [
    { id: 'perks', icon: 'list', points: ['percent', 'free', 'order'], note: true },
    { id: 'billing', icon: 'refund', points: ['renewal', 'grace', 'cancel'] },
  ],
  values: { path: DEMO_CLUB_PAGE },
  faq: ['switch', 'twice', 'cancel', 'price'],
  actions: [
    { to: '/signup', labelKey: 'actions.signUp', kind: 'primary', testId: 'info-signup' },
    { to: '/signin', labelKey: 'actions.signIn', kind: 'secondary', testId: 'info-signin' },
    { to: DEMO_CLUB_PAGE, labelKey: 'deliteClub.demo', kind: 'subtle', testId: 'info-demo' },
  ],
};
