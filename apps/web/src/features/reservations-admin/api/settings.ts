import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import type { TClosedDate, TReservationSettings, TReservationSettingsView, TTableCombination } from '@menudelite/shared/reservations/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { reservationKeys } from './keys';

/** GET /api/reservations/settings: the rules, the accepting switch, the venue's zone and currency. */
export function useReservationSettings() {
  return useQuery({
    queryKey: reservationKeys.settings(),
    queryFn: () => apiRequest<TReservationSettingsView>('/api/reservations/settings'),
    staleTime: 60_000,
  });
}

/** PUT /api/reservations/settings (the whole object). Service periods feed the book's filter: it is read again. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TReservationSettings) => apiRequest<TReservationSettingsView>('/api/reservations/settings', { method: 'PUT', json: settings }),
    onSuccess: (view) => {
      queryClient.setQueryData(reservationKeys.settings(), view);
      void queryClient.invalidateQueries({ queryKey: reservationKeys.all() });
    },
  });
}

/** PATCH /api/reservations/accepting: while off, guests cannot book online (staff still can). */
export function useSetAccepting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accepting: boolean) => apiRequest<{ accepting: boolean }>('/api/reservations/accepting', { method: 'PATCH', json: { accepting } }),
    onSuccess: ({ accepting }) => {
      queryClient.setQueryData<TReservationSettingsView>(reservationKeys.settings(), (view) => (view ? { ...view, acceptingReservations: accepting } : view));
      // The venue record (SPEC section 3's acceptingReservations) is the session's restaurant query.
      queryClient.setQueriesData<TRestaurant | null>({ queryKey: ['session', 'restaurant'] }, (venue) =>
        venue ? { ...venue, acceptingReservations: accepting } : venue,
      );
    },
  });
}

function pagedList<T>(path: string, queryKey: readonly unknown[]) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams({ limit: '50' });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<TPage<T>>(`${path}?${query}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: TPage<T>) => last.nextCursor,
  });
}

export const useClosedDates = () => useInfiniteQuery(pagedList<TClosedDate>('/api/reservations/closed-dates', reservationKeys.closedDates()));
export const useCombinations = () => useInfiniteQuery(pagedList<TTableCombination>('/api/reservations/combinations', reservationKeys.combinations()));

function useSettingsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.settings() }),
  });
}

/** POST /api/reservations/closed-dates: 409 alreadyExists for a date already closed. */
export const useAddClosedDate = () =>
  useSettingsMutation((body: { date: string; reason?: string }) => apiRequest<TClosedDate>('/api/reservations/closed-dates', { method: 'POST', json: body }));
export const useRemoveClosedDate = () =>
  useSettingsMutation((id: string) => apiRequest<void>(`/api/reservations/closed-dates/${encodeURIComponent(id)}`, { method: 'DELETE' }));

/** POST /api/reservations/combinations: 2 to 6 tables staff allow to join. */
export const useAddCombination = () =>
  useSettingsMutation((body: { tableIds: string[]; name?: string }) =>
    apiRequest<TTableCombination>('/api/reservations/combinations', { method: 'POST', json: body }),
  );
export const useRemoveCombination = () =>
  useSettingsMutation((id: string) => apiRequest<void>(`/api/reservations/combinations/${encodeURIComponent(id)}`, { method: 'DELETE' }));
