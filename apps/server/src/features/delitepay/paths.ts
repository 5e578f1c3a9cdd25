/** The web routes DelitePay hands out, relative to the web app's origin (apps/web routes of the same names). */

/** The payer's page for a link. */
export function linkPath(slug: string, token: string): string {
  return `/${encodeURIComponent(slug)}/payment-page?link=${encodeURIComponent(token)}`;
}

/** The success page of a payment; the token is its secret. */
export function successPathOf(restaurantId: string, token: string): string {
  return `/restaurants/${encodeURIComponent(restaurantId)}/payment/success/${encodeURIComponent(token)}`;
}
