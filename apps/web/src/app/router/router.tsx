import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { withNamespace } from '../../lib/i18n/load-namespace';
import type { TBusinessHandle } from '../guards/business-gate';
import { CustomerGate } from '../guards/customer-gate';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorPage } from '../layout/route-error-page';
import { LoadingScreen } from '../startup/loading-screen';
import { StartupOutlet } from '../startup/startup-outlet';
import { BUSINESS_PAGES, type TBusinessPage } from './business-pages';
import { ADMIN_PLACEHOLDERS, PUBLIC_PLACEHOLDERS } from './public-pages';
import { SsrFirstPaint } from '../../features/blog-public/lib/ssr-first-paint';

/*
 * Every screen is loaded on demand (route `lazy`), so the first page downloads only the shell
 * and itself, and the staff dashboard lives in its own chunks.
 */
const publicPlaceholder = () => import('../layout/public-placeholder-page').then((m) => ({ Component: m.PublicPlaceholderPage }));
const adminPlaceholder = () => import('../../features/admin/routes/admin-placeholder-page').then((m) => ({ Component: m.AdminPlaceholderPage }));

/*
 * Mantine (provider, theme, CSS) and the layouts built on it load lazily as well: the diner's
 * menu sits outside them and must stay light (issue 3's speed budget). React Router loads the
 * lazy parts of all matched routes at once, so staff pages gain no extra round trip.
 */
const mantineShell = () => import('../providers/mantine-shell').then((m) => ({ Component: m.MantineShell }));
const publicLayout = () => import('../layout/public-layout').then((m) => ({ Component: m.PublicLayout }));
const businessGate = () => import('../guards/business-gate').then((m) => ({ Component: m.BusinessGate }));
const notFoundPage = () => import('../layout/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/** The diner's menu (issue 3): a table's QR code, and a venue's public menu page. */
const dinerTablePage = withNamespace('diner-menu', () => import('../../features/diner-menu/routes/table-page').then((m) => ({ Component: m.TablePage })));
const dinerVenuePage = withNamespace('diner-menu', () =>
  import('../../features/diner-menu/routes/venue-menu-page').then((m) => ({ Component: m.VenueMenuPage })),
);
/** The checkout (issue 4) is its own chunk, loaded when the diner leaves the menu for it. */
const dinerVenueCheckout = withNamespace(
  'checkout',
  withNamespace(
    'diner-menu',
    withNamespace('card-payment', () => import('../../features/checkout/routes/checkout-page').then((m) => ({ Component: m.VenueCheckoutPage }))),
  ),
);
const dinerRoutes: RouteObject[] = [
  { path: 'eat/:tableCode', lazy: dinerTablePage },
  { path: 'eat/:tableCode/:language', lazy: dinerTablePage },
  {
    path: 'eat/:tableCode/checkout',
    lazy: withNamespace(
      'checkout',
      withNamespace(
        'diner-menu',
        withNamespace('card-payment', () => import('../../features/checkout/routes/checkout-page').then((m) => ({ Component: m.TableCheckoutPage }))),
      ),
    ),
  },
  // The table's current bill (issue 9): live for everyone at the table; the shared link adds ?token=.
  {
    path: 'eat/:tableCode/bill',
    lazy: withNamespace(
      'table-bill',
      withNamespace('card-payment', () => import('../../features/table-bill/routes/table-bill-page').then((m) => ({ Component: m.TableBillPage }))),
    ),
  },
  { path: 'restaurants/:restaurantId/menu', lazy: dinerVenuePage },
  // Hotel guest services (issue 10): the room's QR code (?room=) or room number and last name, then requests, wake-up calls and chat.
  {
    path: 'hotels/:restaurantId/guest',
    lazy: withNamespace(
      'guest-app',
      withNamespace('guest-chat', () => import('../../features/guest-app/routes/guest-page').then((m) => ({ Component: m.GuestPage }))),
    ),
  },
  { path: 'hotels/:restaurantId/menu', lazy: dinerVenuePage },
  ...['restaurants/:restaurantId/checkout', 'hotels/:restaurantId/checkout'].map((path) => ({ path, lazy: dinerVenueCheckout })),
  // The diner's live order status (issue 4), outside the staff screens under /orders.
  {
    path: 'orders/:orderId/status',
    lazy: withNamespace('order-status', () => import('../../features/order-status/routes/order-status-page').then((m) => ({ Component: m.OrderStatusPage }))),
  },
  // DelitePay (issue 9): a venue's public payment page (and its payment links), and what was paid.
  {
    path: ':restaurantSlug/payment-page',
    lazy: withNamespace(
      'delitepay-public',
      withNamespace('card-payment', () => import('../../features/delitepay-public/routes/payment-page').then((m) => ({ Component: m.PaymentPage }))),
    ),
  },
  // Table reservations (issue 10): the guest's booking page, and its confirmation / manage page (reached by the e-mailed token).
  {
    path: 'restaurants/:restaurantId/book',
    lazy: withNamespace(
      'reservation-booking',
      withNamespace('card-payment', () => import('../../features/reservation-booking/routes/booking-page').then((m) => ({ Component: m.BookingPage }))),
    ),
  },
  {
    path: 'restaurants/:restaurantId/bookingConfirmation/:reservationId',
    lazy: withNamespace('reservation-booking', () =>
      import('../../features/reservation-booking/routes/confirmation-page').then((m) => ({ Component: m.ConfirmationPage })),
    ),
  },
  {
    path: 'restaurants/:restaurantId/payment/success/:token',
    lazy: withNamespace('delitepay-public', () =>
      import('../../features/delitepay-public/routes/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
    ),
  },
  // Issue 11: a venue's gift card shop (no account) and the buyer's success page.
  {
    path: 'restaurants/:restaurantId/gift-cards',
    lazy: withNamespace(
      'gift-cards-public',
      withNamespace('card-payment', () => import('../../features/gift-cards-public/routes/gift-cards-page').then((m) => ({ Component: m.GiftCardsPage }))),
    ),
  },
  {
    path: 'restaurants/:restaurantId/gift-cards/success/:token',
    lazy: withNamespace('gift-cards-public', () =>
      import('../../features/gift-cards-public/routes/gift-card-success-page').then((m) => ({ Component: m.GiftCardSuccessPage })),
    ),
  },
];

/**
 * The blog (issue 12). Readers' pages sit outside the Mantine shell, like the diner's: the server
 * renders them for search engines and they must stay light (Lighthouse 95+). The editor and its
 * admin list are Mantine pages behind the admin gate (publicRoutes).
 */
const blogReaderRoutes: RouteObject[] = [
  { path: 'blogs', lazy: () => import('../../features/blog-public/routes/blog-list-page').then((m) => ({ Component: m.BlogListPage })) },
  { path: 'blogs/:id', lazy: () => import('../../features/blog-public/routes/blog-post-page').then((m) => ({ Component: m.BlogPostPage })) },
];
const blogAdminRoutes: RouteObject[] = [
  {
    path: 'blogs/create',
    handle: { titleKey: 'pages.blogCreate' },
    lazy: withNamespace('blog', () => import('../../features/blog/routes/post-create-page').then((m) => ({ Component: m.PostCreatePage }))),
  },
  {
    path: 'blogs/:id/edit',
    handle: { titleKey: 'pages.blogEdit' },
    lazy: withNamespace('blog', () => import('../../features/blog/routes/post-edit-page').then((m) => ({ Component: m.PostEditPage }))),
  },
];
/** A server-rendered blog page stays on screen while the first route loads, instead of the spinner. */
const StartupFallback = () => <SsrFirstPaint fallback={<LoadingScreen />} />;

function businessPageLoader(kind: TBusinessPage['kind']) {
  switch (kind) {
    case 'orders':
      // open-tabs: the dashboard's link to the open tabs is worded there.
      return withNamespace(
        'open-tabs',
        withNamespace('orders-dashboard', () => import('../../features/orders-dashboard/routes/orders-page').then((m) => ({ Component: m.OrdersPage }))),
      );
    case 'menu':
      return withNamespace('menu-admin', () => import('../../features/menu-admin/routes/menu-page').then((m) => ({ Component: m.MenuPage })));
    case 'settings':
      // The ordering tab carries DelitePay's switch, worded in its own namespace.
      return withNamespace(
        'venue-settings',
        withNamespace('delitepay-admin', () => import('../../features/venue-settings/routes/settings-page').then((m) => ({ Component: m.SettingsPage }))),
      );
    case 'kitchen':
      return withNamespace(
        'kitchen-view',
        withNamespace('orders-dashboard', () => import('../../features/kitchen-view/routes/kitchen-page').then((m) => ({ Component: m.KitchenPage }))),
      );
    case 'users':
      return withNamespace('team-admin', () => import('../../features/team-admin/routes/users-page').then((m) => ({ Component: m.UsersPage })));
    case 'rooms':
      // requests-admin: occupancy, check-in/check-out and the room QR codes (issue 10) are worded there.
      return withNamespace(
        'rooms-admin',
        withNamespace('requests-admin', () => import('../../features/rooms-admin/routes/rooms-page').then((m) => ({ Component: m.RoomsPage }))),
      );
    case 'delitePay':
      return withNamespace('delitepay-admin', () =>
        import('../../features/delitepay-admin/routes/delitepay-page').then((m) => ({ Component: m.DelitePayPage })),
      );
    case 'paymentPageTransactions':
      return withNamespace('delitepay-admin', () =>
        import('../../features/delitepay-admin/routes/transactions-page').then((m) => ({ Component: m.TransactionsPage })),
      );
    case 'requests':
      // Guest requests, wake-up calls and stays (issue 10); the chat tab is guest-chat's inbox, worded in its own namespace.
      return withNamespace(
        'requests-admin',
        withNamespace('guest-chat', () => import('../../features/requests-admin/routes/requests-page').then((m) => ({ Component: m.RequestsPage }))),
      );
    // Issue 10: the staff reservation book; the dashboard's offline banner is worded in its namespace.
    case 'reservations':
      return withNamespace(
        'reservations-admin',
        withNamespace('orders-dashboard', () =>
          import('../../features/reservations-admin/routes/reservations-page').then((m) => ({ Component: m.ReservationsPage })),
        ),
      );
    // Issue 11: DeliteClub plans and members.
    case 'deliteClub':
      return withNamespace('club-admin', () => import('../../features/club-admin/routes/club-page').then((m) => ({ Component: m.ClubPage })));
    // Issue 11: stamp campaigns, members, wallet images and the points rules (points-admin's panel); the counter's redeem page.
    case 'loyalty':
      return withNamespace(
        'loyalty-admin',
        withNamespace('points-admin', () => import('../../features/loyalty-admin/routes/loyalty-page').then((m) => ({ Component: m.LoyaltyPage }))),
      );
    case 'loyaltyRedeem':
      return withNamespace('loyalty-admin', () => import('../../features/loyalty-admin/routes/redeem-page').then((m) => ({ Component: m.RedeemPage })));
    // Issue 11: offers and discount codes.
    case 'offers':
      return withNamespace('offers-admin', () => import('../../features/offers-admin/routes/offers-page').then((m) => ({ Component: m.OffersPage })));
    // Issue 11: gift card products, card lookup and adjustments.
    case 'giftCards':
      return withNamespace('gift-cards-admin', () =>
        import('../../features/gift-cards-admin/routes/gift-cards-page').then((m) => ({ Component: m.GiftCardsPage })),
      );
    case 'coming-soon':
      return () => import('../../features/business/routes/business-placeholder-page').then((m) => ({ Component: m.BusinessPlaceholderPage }));
  }
}

/** Issue 12's landing, info, pricing and legal pages (features/public, public-info and legal). */
const businessesPage = withNamespace('public-info', () =>
  import('../../features/public-info/routes/businesses-page').then((m) => ({ Component: m.BusinessesPage })),
);
const legalPage = withNamespace('legal', () => import('../../features/legal/routes/legal-page').then((m) => ({ Component: m.LegalPage })));
const marketingRoutes: RouteObject[] = [
  { path: 'businesses', handle: { titleKey: 'pages.businesses' }, lazy: businessesPage },
  { path: 'join-us', handle: { titleKey: 'pages.businesses' }, lazy: businessesPage },
  {
    path: 'customers',
    handle: { titleKey: 'pages.customers' },
    lazy: withNamespace('public-info', () => import('../../features/public-info/routes/customers-page').then((m) => ({ Component: m.CustomersPage }))),
  },
  {
    path: 'deliteVirtual',
    handle: { titleKey: 'pages.deliteVirtual' },
    lazy: withNamespace('public-info', () =>
      import('../../features/public-info/routes/delitevirtual-info-page').then((m) => ({ Component: m.DeliteVirtualInfoPage })),
    ),
  },
  {
    path: 'pricing',
    handle: { titleKey: 'pages.pricing' },
    lazy: withNamespace('public', () => import('../../features/public/routes/pricing-page').then((m) => ({ Component: m.PricingPage }))),
  },
  { path: 'terms-of-service', handle: { titleKey: 'pages.termsOfService', legalPage: 'terms-of-service' }, lazy: legalPage },
  { path: 'privacy-policy', handle: { titleKey: 'pages.privacyPolicy', legalPage: 'privacy-policy' }, lazy: legalPage },
  { path: 'draw-terms', handle: { titleKey: 'pages.drawTerms', legalPage: 'draw-terms' }, lazy: legalPage },
];

/**
 * The public site (issue 12): home, landing, info, pricing and legal pages in the Mantine-free
 * site frame (layout/site), so they load light on a phone (Lighthouse 95 or more).
 */
const siteLayout = () => import('../layout/site/site-layout').then((m) => ({ Component: m.SiteLayout }));
const siteRoutes: RouteObject[] = [
  { index: true, lazy: withNamespace('public', () => import('../../features/public/routes/home-page').then((m) => ({ Component: m.HomePage }))) },
  ...marketingRoutes,
  // Product info pages (features/public-info: one layout, the text in its namespace).
  {
    path: 'delitePayInfo',
    handle: { titleKey: 'pages.delitePayInfo' },
    lazy: withNamespace('public-info', () => import('../../features/public-info/routes/delitepay-info-page').then((m) => ({ Component: m.DelitePayInfoPage }))),
  },
  {
    path: 'deliteClubInfo',
    handle: { titleKey: 'pages.deliteClubInfo' },
    lazy: withNamespace('public-info', () =>
      import('../../features/public-info/routes/deliteclub-info-page').then((m) => ({ Component: m.DeliteClubInfoPage })),
    ),
  },
];

const publicRoutes: RouteObject[] = [
  {
    path: 'signin',
    handle: { titleKey: 'auth.signInTitle' },
    lazy: () => import('../../features/auth/routes/sign-in-page').then((m) => ({ Component: m.SignInPage })),
  },
  {
    path: 'signup',
    handle: { titleKey: 'signup.title' },
    lazy: () => import('../../features/signup/routes/sign-up-page').then((m) => ({ Component: m.SignUpPage })),
  },
  {
    path: 'reset-password',
    handle: { titleKey: 'reset.title' },
    lazy: () => import('../../features/auth/routes/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'reset-password/:hash',
    handle: { titleKey: 'reset.newPasswordTitle' },
    lazy: () => import('../../features/auth/routes/reset-password-link-page').then((m) => ({ Component: m.ResetPasswordLinkPage })),
  },
  // Issue 8: the e-mailed team invite (token after '#') and the venue picker of a person at several venues.
  {
    path: 'team/invite',
    handle: { titleKey: 'nav.users' },
    lazy: withNamespace('team-admin', () => import('../../features/team-admin/routes/invite-accept-page').then((m) => ({ Component: m.InviteAcceptPage }))),
  },
  {
    path: 'team/venues',
    handle: { titleKey: 'nav.switchVenue' },
    lazy: withNamespace('team-admin', () => import('../../features/team-admin/routes/venue-picker-page').then((m) => ({ Component: m.VenuePickerPage }))),
  },
  // An entry point other sites link to for venue sign-up; it is the sign-up flow.
  { path: 'signUpBusinessEndpoint', element: <Navigate to="/signup" replace /> },
  // Issue 11: a venue's DeliteClub for customers (choose a plan and subscribe; see and cancel theirs).
  {
    path: 'restaurants/:restaurantId/club',
    handle: { titleKey: 'pages.deliteClubInfo' },
    lazy: withNamespace('club-public', () => import('../../features/club-public/routes/club-page').then((m) => ({ Component: m.ClubPublicPage }))),
  },
  // Issue 11: a venue's stamp card for customers (join, the card with its QR code and wallet buttons).
  {
    path: 'partners/:restaurantId/loyalty',
    handle: { titleKey: 'pages.partnerLoyalty' },
    lazy: withNamespace('loyalty-join', () =>
      import('../../features/loyalty-join/routes/partner-loyalty-page').then((m) => ({ Component: m.PartnerLoyaltyPage })),
    ),
  },
  ...PUBLIC_PLACEHOLDERS.map((page) => ({ path: page.path, handle: { titleKey: page.titleKey }, lazy: publicPlaceholder })),
  {
    element: <CustomerGate requiresAdmin={false} />,
    children: ['profile', 'menudelite-plus/profile'].map((path) => ({
      path,
      handle: { titleKey: 'profile.title' },
      lazy: withNamespace('profile', () => import('../../features/profile/routes/profile-page').then((m) => ({ Component: m.ProfilePage }))),
    })),
  },
  {
    element: <CustomerGate requiresAdmin />,
    children: [...blogAdminRoutes, ...ADMIN_PLACEHOLDERS.map((page) => ({ path: page.path, handle: { titleKey: page.titleKey }, lazy: adminPlaceholder }))],
  },
  { path: '*', lazy: notFoundPage },
];

const businessRoutes: RouteObject[] = BUSINESS_PAGES.map((page) => ({
  path: page.path,
  handle: { titleKey: page.titleKey, businessRule: page.rule, access: page.path } satisfies TBusinessHandle,
  lazy: businessPageLoader(page.kind),
}));

/** Screens under /orders (issue 4), guarded like /orders itself; not in the navigation. */
const ordersHandle: TBusinessHandle = { titleKey: 'nav.orders', businessRule: BUSINESS_PAGES.find((page) => page.kind === 'orders')!.rule };
const employeesRoute: RouteObject = {
  path: 'orders/employees',
  handle: { ...ordersHandle, access: '/orders/employees' },
  lazy: withNamespace('employees-admin', () => import('../../features/employees-admin/routes/employees-page').then((m) => ({ Component: m.EmployeesPage }))),
};
/** Pay-later tabs (issue 9 section 4): staff see the tables with a card on their bill and close one early. */
const openTabsRoute: RouteObject = {
  path: 'orders/tabs',
  handle: { ...ordersHandle, access: '/orders/tabs' },
  lazy: withNamespace('open-tabs', () => import('../../features/open-tabs/routes/open-tabs-page').then((m) => ({ Component: m.OpenTabsPage }))),
};
/** The 80 mm kitchen ticket prints on its own, outside the dashboard frame. */
const kitchenTicketRoute: RouteObject = {
  path: 'orders/:orderId/ticket',
  handle: { ...ordersHandle, access: '/orders/:orderId/ticket' },
  lazy: withNamespace('kitchen-ticket', () =>
    import('../../features/kitchen-ticket/routes/kitchen-ticket-page').then((m) => ({ Component: m.KitchenTicketPage })),
  ),
};

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // While the first screen's chunk loads, the start-up spinner simply stays.
    HydrateFallback: StartupFallback,
    children: [
      { element: <StartupOutlet />, children: dinerRoutes },
      ...blogReaderRoutes,
      { lazy: siteLayout, children: siteRoutes },
      {
        lazy: mantineShell,
        children: [
          { lazy: publicLayout, children: publicRoutes },
          {
            lazy: businessGate,
            children: [
              {
                lazy: () => import('../layout/business-layout').then((m) => ({ Component: m.BusinessLayout })),
                children: [...businessRoutes, employeesRoute, openTabsRoute],
              },
              kitchenTicketRoute,
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
