import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

export type TResetLinkStatus = { valid: true; email: string };

/** GET /api/auth/password-reset/:token: 410 once the link has expired or was used. */
export function getResetLinkStatus(token: string): Promise<TResetLinkStatus> {
  return apiRequest<TResetLinkStatus>(`/api/auth/password-reset/${encodeURIComponent(token)}`, { anonymous: true });
}

export function resetLinkStatusQuery(token: string) {
  // Never cached: the same link turns invalid once it is used.
  return queryOptions({ queryKey: ['auth', 'reset-link', token], queryFn: () => getResetLinkStatus(token), staleTime: 0, gcTime: 0 });
}

export function useResetLinkStatus(token: string) {
  return useQuery(resetLinkStatusQuery(token));
}
