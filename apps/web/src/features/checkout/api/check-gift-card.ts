import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

export type TGiftCardBalance = { balance: number; currency: string; last4: string };

/** POST /api/public/restaurants/:restaurantId/gift-cards/balance: what a code still holds here (rate-limited per visitor). */
export function postGiftCardBalance(restaurantId: string, code: string): Promise<TGiftCardBalance> {
  return apiRequest<TGiftCardBalance>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/gift-cards/balance`, {
    method: 'POST',
    json: { code },
    anonymous: true,
    retry: false,
  });
}

export function useGiftCardBalance(restaurantId: string) {
  return useMutation({ mutationFn: (code: string) => postGiftCardBalance(restaurantId, code) });
}
