import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPointsRules, TPointsRulesRequest } from '@menudelite/shared/growth/points';
import { apiRequest } from '../../../lib/http/api-client';

export const pointsRulesKey = ['points', 'rules'] as const;

/** GET /api/points/rules (offers.manage): the venue's programme, the defaults (off) until saved. */
export function usePointsRules() {
  return useQuery({ queryKey: pointsRulesKey, queryFn: () => apiRequest<TPointsRules>('/api/points/rules'), staleTime: 60_000 });
}

/** PUT /api/points/rules: the whole programme at once. */
export function useSavePointsRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TPointsRulesRequest) => apiRequest<TPointsRules>('/api/points/rules', { method: 'PUT', json: rules }),
    onSuccess: (saved) => queryClient.setQueryData(pointsRulesKey, saved),
  });
}
