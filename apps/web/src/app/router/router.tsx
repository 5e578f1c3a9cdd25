import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { BusinessGate, type TBusinessHandle } from '../guards/business-gate';
import { CustomerGate } from '../guards/customer-gate';
import { NotFoundPage } from '../layout/not-found-page';
import { PublicLayout } from '../layout/public-layout';
import { RootLayout } from '../layout/root-layout';
import { RouteErrorPage } from '../layout/route-error-page';
import { LoadingScreen } from '../startup/loading-screen';
import { BUSINESS_PAGES, type TBusinessPage } from './business-pages';
import { ADMIN_PLACEHOLDERS, PUBLIC_PLACEHOLDERS } from './public-pages';

/*
 * Every screen is loaded on demand (route `lazy`), so the first page downloads only the shell
 * and itself, and the staff dashboard lives in its own chunks.
 */
const publicPlaceholder = () => import('../../features/public/routes/placeholder-page').then((m) => ({ Component: m.PublicPlaceholderPage }));
const adminPlaceholder = () => import('../../features/admin/routes/admin-placeholder-page').then((m) => ({ Component: m.AdminPlaceholderPage }));

function businessPageLoader(kind: TBusinessPage['kind']) {
  switch (kind) {
    case 'orders':
      return () => import('../../features/business/routes/orders-page').then((m) => ({ Component: m.OrdersPage }));
    case 'settings':
      return () => import('../../features/business/routes/settings-page').then((m) => ({ Component: m.SettingsPage }));
    case 'coming-soon':
      return () => import('../../features/business/routes/business-placeholder-page').then((m) => ({ Component: m.BusinessPlaceholderPage }));
  }
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: () => import('../../features/public/routes/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'signin', handle: { titleKey: 'auth.signInTitle' }, lazy: () => import('../../features/auth/routes/sign-in-page').then((m) => ({ Component: m.SignInPage })) },
  { path: 'signup', handle: { titleKey: 'signup.title' }, lazy: () => import('../../features/signup/routes/sign-up-page').then((m) => ({ Component: m.SignUpPage })) },
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
  // An entry point other sites link to for venue sign-up; it is the sign-up flow.
  { path: 'signUpBusinessEndpoint', element: <Navigate to="/signup" replace /> },
  ...PUBLIC_PLACEHOLDERS.map((page) => ({ path: page.path, handle: { titleKey: page.titleKey }, lazy: publicPlaceholder })),
  {
    element: <CustomerGate requiresAdmin={false} />,
    children: ['profile', 'menudelite-plus/profile'].map((path) => ({
      path,
      handle: { titleKey: 'profile.title' },
      lazy: () => import('../../features/profile/routes/profile-page').then((m) => ({ Component: m.ProfilePage })),
    })),
  },
  {
    element: <CustomerGate requiresAdmin />,
    children: ADMIN_PLACEHOLDERS.map((page) => ({ path: page.path, handle: { titleKey: page.titleKey }, lazy: adminPlaceholder })),
  },
  { path: '*', element: <NotFoundPage /> },
];

const businessRoutes: RouteObject[] = BUSINESS_PAGES.map((page) => ({
  path: page.path,
  handle: { titleKey: page.titleKey, businessRule: page.rule } satisfies TBusinessHandle,
  lazy: businessPageLoader(page.kind),
}));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // While the first screen's chunk loads, the start-up spinner simply stays.
    HydrateFallback: LoadingScreen,
    children: [
      { element: <PublicLayout />, children: publicRoutes },
      {
        element: <BusinessGate />,
        children: [
          {
            lazy: () => import('../layout/business-layout').then((m) => ({ Component: m.BusinessLayout })),
            children: businessRoutes,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
