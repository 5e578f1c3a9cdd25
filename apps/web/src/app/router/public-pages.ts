/**
 * SPEC section 2's public routes whose screens arrive in later issues (the marketing, pricing and legal
 * pages of issue 12 are real screens now: see marketingRoutes in router.tsx). Each shows a "coming soon"
 * panel naming the feature (titleKey) inside the public layout. (The diner's menu routes, /eat/...
 * and /restaurants|hotels/:restaurantId/menu, the payment page and its success page are real screens: see dinerRoutes in router.tsx; so is
 * /delitePayInfo, features/public-info, whose layout the other info pages are meant to reuse.)
 */
export type TPublicPlaceholder = { path: string; titleKey: string };

export const PUBLIC_PLACEHOLDERS: readonly TPublicPlaceholder[] = [{ path: '/unsubscribe', titleKey: 'pages.unsubscribe' }];

/** Platform-admin routes (SPEC section 2), guarded by isAdminAccount. */
export const ADMIN_PLACEHOLDERS: readonly TPublicPlaceholder[] = [
  { path: '/restaurants/:restaurantId/admin', titleKey: 'pages.restaurantAdmin' },
  { path: '/admin/reports', titleKey: 'pages.adminReports' },
];
