/**
 * The diner's order-status page, and its shareable link: the link carries the order's unguessable
 * token (an HMAC of the order id), so it opens the order on any device. The same path is built by
 * the web app (copy link) and the server (the e-mailed receipt).
 */
export const ORDER_TOKEN_PARAM = 't';

export function orderStatusPath(orderId: string, token?: string): string {
  const path = `/orders/${encodeURIComponent(orderId)}/status`;
  return token ? `${path}?${ORDER_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;
}
