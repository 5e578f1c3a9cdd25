import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentSlot } from '../cookie-consent/cookie-consent-slot';
import { LogoutWatcher } from './logout-watcher';

/** Above every route: the didLogOut watcher, scroll restoration and the cookie notice. */
export function RootLayout() {
  return (
    <>
      <LogoutWatcher />
      <ScrollRestoration />
      <Outlet />
      <CookieConsentSlot />
    </>
  );
}
