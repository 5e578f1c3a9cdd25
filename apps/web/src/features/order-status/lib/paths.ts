import { ORDER_TOKEN_PARAM, orderStatusPath } from '@menudelite/shared/orders/status-link';

/**
 * The diner's live status page. One path for every order type (a pickup or delivery ordered from
 * the venue's menu page has no table), outside the staff area's screens under /orders. With the
 * order token in it, it is the shareable link: it opens the order on any device.
 */
export { orderStatusPath, ORDER_TOKEN_PARAM };

/** The route state checkout hands the status page: "just placed", and the token in case localStorage is blocked. */
export type TPlacedState = { placed: boolean; token: string; menuPath: string; restaurantId: string };

/** The link to share: this site's address of the status page, with its token. */
export function orderShareUrl(origin: string, orderId: string, token: string): string {
  return origin + orderStatusPath(orderId, token);
}
