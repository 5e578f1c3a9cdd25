import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsentSlot } from '../cookie-consent/cookie-consent-slot';
import { LanguageScopeWatcher } from './language-scope-watcher';
import { LogoutWatcher } from './logout-watcher';

/** Above every route: the didLogOut watcher, the language of each side, scroll restoration and the cookie notice. */
export function RootLayout() {
  return (
    <>
      <LogoutWatcher />
      <LanguageScopeWatcher />
      <ScrollRestoration />
      <Outlet />
      <CookieConsentSlot />
    </>
  );
}
