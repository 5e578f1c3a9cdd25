/* No zod here: the diner's menu bundle imports this list (its Checkout link), and stays light. */

/**
 * The web app's pages where a diner pays: the checkouts, the table bill, the venue's payment page
 * and its success page. With Stripe, only their documents are served with Stripe's origins in the
 * content security policy, and the policy of the first document holds for the whole single-page
 * session, so the web app enters them with a full page load.
 */
export const PAYING_PAGES: readonly RegExp[] = [
  /^\/eat\/[^/]+\/(checkout|bill)\/?$/,
  /^\/(restaurants|hotels)\/[^/]+\/checkout\/?$/,
  /^\/restaurants\/[^/]+\/payment\/success\/[^/]+\/?$/,
  /^\/[^/]+\/payment-page\/?$/,
  // DeliteClub: the customer's club page saves a card in Stripe's form (issue 11).
  /^\/restaurants\/[^/]+\/club\/?$/,
];

/** A path (a query or hash is ignored) that is one of the paying pages. */
export function isPayingPage(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]!;
  return PAYING_PAGES.some((page) => page.test(path));
}
