import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuestRequest, TGuestRequestStatus, TGuestRequestType, TRequestStatusUpdate } from '@menudelite/shared/hotel/contracts';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

/** The list's filters (issue 10: by type, status and room); status 'open' = new, acknowledged or in progress. */
export type TRequestFilters = { type: TGuestRequestType | 'all'; status: TGuestRequestStatus | 'open' | 'all'; room: string };
export const DEFAULT_REQUEST_FILTERS: TRequestFilters = { type: 'all', status: 'open', room: '' };

export const requestsKeys = {
  all: ['requests-admin', 'requests'] as const,
  list: (filters: TRequestFilters) => ['requests-admin', 'requests', filters] as const,
};

/** The query string of GET /api/guest-requests for the filters (an empty room and "all" are left out). */
export function requestListQuery(filters: TRequestFilters, cursor?: string): string {
  const query = new URLSearchParams({ limit: '50' });
  if (filters.type !== 'all') query.set('type', filters.type);
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.room.trim()) query.set('room', filters.room.trim());
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

export function getRequests(filters: TRequestFilters, cursor?: string): Promise<TPage<TGuestRequest>> {
  return apiRequest<TPage<TGuestRequest>>(`/api/guest-requests?${requestListQuery(filters, cursor)}`);
}

export function requestsQuery(filters: TRequestFilters) {
  return infiniteQueryOptions({
    queryKey: requestsKeys.list(filters),
    queryFn: ({ pageParam }) => getRequests(filters, pageParam ?? undefined),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useRequests(filters: TRequestFilters, polling: boolean) {
  return useInfiniteQuery({ ...requestsQuery(filters), refetchInterval: polling ? 20_000 : false });
}

/** PATCH /api/guest-requests/:id/status: the next step, or cancelled. Not retried blindly. */
export function moveRequest(id: string, body: TRequestStatusUpdate): Promise<TGuestRequest> {
  return apiRequest<TGuestRequest>(`/api/guest-requests/${encodeURIComponent(id)}/status`, { method: 'PATCH', json: body, retry: false });
}

export function useMoveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: TRequestStatusUpdate['status'] }) => moveRequest(id, { status }),
    // A lost race (409) also means the list is stale: read it again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsKeys.all }),
  });
}
