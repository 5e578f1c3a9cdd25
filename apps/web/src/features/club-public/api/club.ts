import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClubSubscribeRequest, TClubSubscription, TPublicClub } from '@menudelite/shared/growth/club';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

const mineKey = ['club', 'mine'] as const;

/** GET /api/public/restaurants/:restaurantId/club: the venue's plans (none while the club is off). */
export const publicClubQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: ['club', 'public', restaurantId] as const,
    queryFn: () => apiRequest<TPublicClub>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/club`, { anonymous: true }),
  });
export const usePublicClub = (restaurantId: string) => useQuery(publicClubQuery(restaurantId));

/** GET /api/customer/me/subscriptions (newest first; a customer has few, the first page is enough here). */
export function useMySubscriptions(enabled: boolean) {
  return useQuery({
    queryKey: mineKey,
    queryFn: () => apiRequest<TPage<TClubSubscription>>('/api/customer/me/subscriptions?limit=100'),
    enabled,
  });
}

/** POST .../club/subscriptions with the attempt's Idempotency-Key: a retry after a lost answer never charges twice. */
export function useSubscribe(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: TClubSubscribeRequest; key: string }) =>
      apiRequest<TClubSubscription>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/club/subscriptions`, {
        method: 'POST',
        json: body,
        headers: { 'idempotency-key': key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

/** POST /api/customer/me/subscriptions/:id/cancel {atPeriodEnd}. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, atPeriodEnd }: { id: string; atPeriodEnd: boolean }) =>
      apiRequest<TClubSubscription>(`/api/customer/me/subscriptions/${encodeURIComponent(id)}/cancel`, { method: 'POST', json: { atPeriodEnd } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

/** POST /api/customer/me/subscriptions/:id/card-saved (Stripe): after confirmSetup, the server charges the first month. */
export function useCardSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<TClubSubscription>(`/api/customer/me/subscriptions/${encodeURIComponent(id)}/card-saved`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}
