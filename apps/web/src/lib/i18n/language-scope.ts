/**
 * Two languages are remembered apart. A diner's choice (a table link's language, the menu's
 * switcher) belongs to the diner's pages; the site's (the switcher on the public pages and staff
 * screens, else the browser's) belongs to everything else. Picking Arabic on a table's menu must
 * not turn /signin, /pricing or the staff dashboard Arabic.
 */
export type TLanguageScope = 'diner' | 'site';

/**
 * The diner's pages: /eat/..., /restaurants|hotels/:id/menu and their checkout, an order's status
 * page, a venue's payment page (DelitePay) with its success page, and a hotel's guest page (issue 10).
 */
export function isDinerPath(pathname: string): boolean {
  return (
    /^\/eat\/[^/]+/.test(pathname) ||
    /^\/(restaurants|hotels)\/[^/]+\/(menu|checkout)\/?$/.test(pathname) ||
    /^\/hotels\/[^/]+\/guest\/?$/.test(pathname) ||
    /^\/orders\/[^/]+\/status\/?$/.test(pathname) ||
    /^\/[^/]+\/payment-page\/?$/.test(pathname) ||
    /^\/restaurants\/[^/]+\/payment\/success\/[^/]+\/?$/.test(pathname) ||
    /^\/restaurants\/[^/]+\/(book|bookingConfirmation\/[^/]+)\/?$/.test(pathname)
  );
}

export function languageScopeOf(pathname: string): TLanguageScope {
  return isDinerPath(pathname) ? 'diner' : 'site';
}
