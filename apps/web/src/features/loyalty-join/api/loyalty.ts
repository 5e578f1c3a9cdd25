import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import type { TCustomerPass, TPublicLoyalty } from '@menudelite/shared/growth/loyalty';
import { apiRequest } from '../../../lib/http/api-client';
import { applySession } from '../../../lib/session/apply-session';
import { loadSessionRecords } from '../../../lib/session/load-session';

/** Keyed by the signed-in user too: the answer carries that customer's pass. */
export const loyaltyJoinKeys = {
  card: (restaurantId: string, userId: string | null) => ['loyalty-join', restaurantId, userId ?? 'anonymous'] as const,
  qr: (passIdentifier: string) => ['loyalty-join', 'qr', passIdentifier] as const,
};

/** GET /api/public/restaurants/:restaurantId/loyalty (id or slug): the running card, and the signed-in customer's pass. */
export function useLoyaltyCard(restaurantId: string, userId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: loyaltyJoinKeys.card(restaurantId, userId),
      queryFn: () => apiRequest<TPublicLoyalty>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/loyalty`, { anonymous: userId === null }),
    }),
  );
}

/** POST .../loyalty/join: the customer's pass (the same one when they already joined). */
export function useJoin(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<TCustomerPass>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/loyalty/join`, { method: 'POST', retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['loyalty-join', restaurantId] }),
  });
}

/** GET /api/customer/me/passes/:id/qr.svg: fetched with the bearer token, shown inline (the SVG's text). */
export function usePassQr(passIdentifier: string | null) {
  return useQuery(
    queryOptions({
      queryKey: loyaltyJoinKeys.qr(passIdentifier ?? ''),
      queryFn: () => apiRequest<string>(`/api/customer/me/passes/${encodeURIComponent(passIdentifier ?? '')}/qr.svg`),
      enabled: passIdentifier !== null,
      staleTime: Infinity,
    }),
  );
}

type TCredentials = { email: string; password: string };

/** Signs a customer in (or creates their customer account) right on the page, then loads their records. */
export function useCustomerAuth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ({ mode: 'signin' } & TCredentials) | ({ mode: 'signup'; fullName: string } & TCredentials)) => {
      const session =
        input.mode === 'signin'
          ? await apiRequest<TAuthSession>('/api/auth/signin', {
              method: 'POST',
              json: { email: input.email, password: input.password },
              anonymous: true,
              retry: false,
            })
          : await apiRequest<TAuthSession>('/api/auth/signup', {
              method: 'POST',
              json: { accountType: 'customer', fullName: input.fullName, email: input.email, password: input.password },
              anonymous: true,
              retry: false,
            });
      queryClient.clear();
      applySession(session);
      await loadSessionRecords(queryClient);
      return session;
    },
  });
}
