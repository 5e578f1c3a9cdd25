import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TGiftCardPurchaseRequest,
  TGiftCardPurchaseResponse,
  TGiftCardPurchaseSuccess,
  TPublicGiftCardProducts,
} from '@menudelite/shared/growth/gift-cards';
import { apiRequest } from '../../../lib/http/api-client';
import { isHttpError } from '../../../lib/http/http-error';

const base = (restaurantId: string) => `/api/public/restaurants/${encodeURIComponent(restaurantId)}/gift-cards`;

/** GET .../gift-cards: the venue's name, currency and the gift cards on sale. */
export function giftCardShopQuery(restaurantId: string) {
  return queryOptions({
    queryKey: ['public', 'gift-card-shop', restaurantId],
    queryFn: () => apiRequest<TPublicGiftCardProducts>(base(restaurantId), { anonymous: true }),
    retry: (count, error) => count < 2 && !(isHttpError(error) && error.status < 500),
  });
}
export const useGiftCardShop = (restaurantId: string) => useQuery(giftCardShopQuery(restaurantId));

/**
 * POST .../gift-cards/purchases with its Idempotency-Key: the HTTP layer retries network errors and 5xx
 * with the same key, which is safe (the server answers the purchase it made, never a second card).
 */
export function postPurchase(restaurantId: string, body: TGiftCardPurchaseRequest, idempotencyKey: string): Promise<TGiftCardPurchaseResponse> {
  return apiRequest<TGiftCardPurchaseResponse>(`${base(restaurantId)}/purchases`, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': idempotencyKey },
    // A signed-in customer's token goes along, so the card shows on their /profile; a visitor buys without one.
  });
}

/** While Stripe's webhook has not settled the payment yet, the success page asks again this often. */
const PENDING_POLL_MS = 3000;

/** GET .../gift-cards/purchases/:token: the purchase by its secret token (never the code). */
export function purchaseSuccessQuery(restaurantId: string, token: string) {
  return queryOptions({
    queryKey: ['public', 'gift-card-purchase', restaurantId, token],
    queryFn: () => apiRequest<TGiftCardPurchaseSuccess>(`${base(restaurantId)}/purchases/${encodeURIComponent(token)}`, { anonymous: true }),
    retry: (count, error) => count < 2 && !(isHttpError(error) && error.status < 500),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
export const usePurchaseSuccess = (restaurantId: string, token: string) => useQuery(purchaseSuccessQuery(restaurantId, token));
