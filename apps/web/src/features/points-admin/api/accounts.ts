import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPointsAccount, TPointsAdjustRequest } from '@menudelite/shared/growth/points';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

const accountsKey = ['points', 'accounts'] as const;

/** GET /api/points/accounts: the venue's members, largest balance first, 20 at a time. */
export function usePointsAccounts() {
  return useInfiniteQuery({
    queryKey: accountsKey,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '20' });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<TPage<TPointsAccount>>(`/api/points/accounts?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /api/points/accounts/:id/adjust under the submission's Idempotency-Key: a retry never adjusts twice. */
export function useAdjustPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ accountId, body, key }: { accountId: string; body: TPointsAdjustRequest; key: string }) =>
      apiRequest<TPointsAccount>(`/api/points/accounts/${encodeURIComponent(accountId)}/adjust`, {
        method: 'POST',
        json: body,
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountsKey }),
  });
}
