import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TClubMemberQuery, TClubPlan, TClubPlanCreate, TClubPlanUpdate, TClubSettings, TClubSubscriptionStatus } from '@menudelite/shared/growth/club';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TClubMember } from '@menudelite/shared/growth/club';
import { apiRequest } from '../../../lib/http/api-client';

export const PAGE_SIZE = 20;

export const clubKeys = {
  settings: () => ['club', 'settings'] as const,
  plans: () => ['club', 'plans'] as const,
  members: (status: TClubSubscriptionStatus | null) => ['club', 'members', status ?? 'all'] as const,
};

/** GET /api/restaurant/club-settings: whether customers can subscribe (allowsDeliteClub). */
export const clubSettingsQuery = () =>
  queryOptions({ queryKey: clubKeys.settings(), queryFn: () => apiRequest<TClubSettings>('/api/restaurant/club-settings') });
export const useClubSettings = () => useQuery(clubSettingsQuery());

/** PATCH /api/restaurant/club-settings; the venue record carries the switch too, so it is read again. */
export function useSaveClubSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TClubSettings) => apiRequest<TClubSettings>('/api/restaurant/club-settings', { method: 'PATCH', json: body }),
    onSuccess: (settings) => {
      queryClient.setQueryData(clubKeys.settings(), settings);
      return queryClient.invalidateQueries({ queryKey: ['session', 'restaurant'] });
    },
  });
}

function pageQuery(url: string, extra: Record<string, string>, cursor: string | null): string {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...extra });
  if (cursor) query.set('cursor', cursor);
  return `${url}?${query}`;
}

/** GET /api/restaurant/club/plans: newest first, soft-deleted ones left out. */
export function usePlans() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: clubKeys.plans(),
      queryFn: ({ pageParam }) => apiRequest<TPage<TClubPlan>>(pageQuery('/api/restaurant/club/plans', {}, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** GET /api/restaurant/club/members?status: the venue's subscriptions with the customer's name. */
export function useMembers(status: TClubMemberQuery['status'] | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: clubKeys.members(status ?? null),
      queryFn: ({ pageParam }) => apiRequest<TPage<TClubMember>>(pageQuery('/api/restaurant/club/members', status ? { status } : {}, pageParam)),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

function usePlanMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: clubKeys.plans() }) });
}

export const useCreatePlan = () =>
  usePlanMutation((body: TClubPlanCreate) => apiRequest<TClubPlan>('/api/restaurant/club/plans', { method: 'POST', json: body }));
export const useUpdatePlan = () =>
  usePlanMutation(({ id, body }: { id: string; body: TClubPlanUpdate }) =>
    apiRequest<TClubPlan>(`/api/restaurant/club/plans/${encodeURIComponent(id)}`, { method: 'PATCH', json: body }),
  );
export const useDeletePlan = () =>
  usePlanMutation((id: string) => apiRequest<void>(`/api/restaurant/club/plans/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** The venue's menu items (the public menu: what diners can order) for choosing the free-with-club items. */
export function useMenuItems(restaurantId: string) {
  return useQuery({
    queryKey: ['club', 'menu-items', restaurantId],
    queryFn: async () => {
      const menu = await apiRequest<{ items: { id: string; name: string }[] }>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/menu`);
      return menu.items.map((item) => ({ value: item.id, label: item.name }));
    },
  });
}
