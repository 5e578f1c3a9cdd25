import type { TBusinessRule } from '../guards/business-access';

/** Which real page a business route shows; everything else is a "coming soon" panel until its issue lands. */
export type TBusinessPageKind =
  | 'orders'
  | 'kitchen'
  | 'menu'
  | 'settings'
  | 'rooms'
  | 'users'
  | 'delitePay'
  | 'paymentPageTransactions'
  | 'requests'
  | 'reservations'
  | 'deliteClub'
  | 'loyalty'
  | 'loyaltyRedeem'
  | 'offers'
  | 'giftCards'
  | 'coming-soon';

export type TBusinessPage = {
  path: string;
  /** i18n key of the page's name (navigation and "coming soon" panel). */
  titleKey: string;
  rule: TBusinessRule;
  kind: TBusinessPageKind;
  inNav: boolean;
};

const COMPLETE: TBusinessRule = { requiresBusiness: true, requiresCompleteSignUp: true };
/** SPEC section 6 leaves these out of the "incomplete sign-up → /signup" list. */
const ANY_STEP: TBusinessRule = { requiresBusiness: true, requiresCompleteSignUp: false };

/** SPEC section 2's business routes, in navigation order, with SPEC section 6's guard for each. */
export const BUSINESS_PAGES: readonly TBusinessPage[] = [
  { path: '/orders', titleKey: 'nav.orders', rule: COMPLETE, kind: 'orders', inNav: true },
  // Issue 8: the kitchen's view of the orders (the orders to prepare, bump to ready); shown to roles that prepare orders.
  { path: '/orders/kitchen', titleKey: 'nav.kitchen', rule: COMPLETE, kind: 'kitchen', inNav: true },
  { path: '/reservations', titleKey: 'nav.reservations', rule: { ...COMPLETE, requiresNotHotel: true }, kind: 'reservations', inNav: true },
  // Issue 10: hotel guest services (requests, wake-up calls, chat, stays) and, for restaurants, the same request list.
  { path: '/requests', titleKey: 'nav.requests', rule: COMPLETE, kind: 'requests', inNav: true },
  { path: '/menu', titleKey: 'nav.menu', rule: COMPLETE, kind: 'menu', inNav: true },
  // Not in SPEC section 2: issue 7 adds the hotel's room list (room-service orders are checked against it). Not in SPEC section 6's sign-up list either.
  { path: '/rooms', titleKey: 'nav.rooms', rule: { ...ANY_STEP, requiresHotel: true }, kind: 'rooms', inNav: true },
  { path: '/offers', titleKey: 'nav.offers', rule: COMPLETE, kind: 'offers', inNav: true },
  // Not in SPEC section 2 (as /orders/tabs): issue 11's staff gift cards (products, lookup, adjust) under the offers area.
  { path: '/offers/gift-cards', titleKey: 'nav.giftCards', rule: ANY_STEP, kind: 'giftCards', inNav: true },
  { path: '/loyalty', titleKey: 'nav.loyalty', rule: ANY_STEP, kind: 'loyalty', inNav: true },
  {
    path: '/loyalty/redeem/:passIdentifier',
    titleKey: 'nav.loyaltyRedeem',
    rule: { ...COMPLETE, requiresLoyalty: true },
    kind: 'loyaltyRedeem',
    inNav: false,
  },
  { path: '/deliteClub', titleKey: 'nav.deliteClub', rule: ANY_STEP, kind: 'deliteClub', inNav: true },
  { path: '/delitePay', titleKey: 'nav.delitePay', rule: ANY_STEP, kind: 'delitePay', inNav: true },
  { path: '/campaigns', titleKey: 'nav.campaigns', rule: COMPLETE, kind: 'coming-soon', inNav: true },
  { path: '/reviewhub', titleKey: 'nav.reviewhub', rule: ANY_STEP, kind: 'coming-soon', inNav: true },
  { path: '/feedback', titleKey: 'nav.feedback', rule: COMPLETE, kind: 'coming-soon', inNav: true },
  { path: '/reports', titleKey: 'nav.reports', rule: COMPLETE, kind: 'coming-soon', inNav: true },
  { path: '/insights', titleKey: 'nav.insights', rule: COMPLETE, kind: 'coming-soon', inNav: true },
  { path: '/paymentPageTransactions', titleKey: 'nav.paymentPageTransactions', rule: COMPLETE, kind: 'paymentPageTransactions', inNav: true },
  { path: '/zoho', titleKey: 'nav.zoho', rule: COMPLETE, kind: 'coming-soon', inNav: true },
  // SPEC: "a website page is also protected; its path is not shown". We chose /website.
  { path: '/website', titleKey: 'nav.website', rule: COMPLETE, kind: 'coming-soon', inNav: true },
  { path: '/users', titleKey: 'nav.users', rule: { requiresBusiness: false, requiresCompleteSignUp: true }, kind: 'users', inNav: true },
  { path: '/settings', titleKey: 'nav.settings', rule: COMPLETE, kind: 'settings', inNav: true },
];
