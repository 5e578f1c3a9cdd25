/**
 * The diner's live status page. One path for every order type (a pickup or delivery ordered from
 * the venue's menu page has no table), outside the staff area's screens under /orders.
 */
export function orderStatusPath(orderId: string): string {
  return `/orders/${encodeURIComponent(orderId)}/status`;
}

/** The route state checkout hands the status page: "just placed", and the token in case localStorage is blocked. */
export type TPlacedState = { placed: boolean; token: string; menuPath: string; restaurantId: string };
