import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@menudelite/shared/lib/pagination';
import type {
  TAvailability,
  TGuestHistory,
  TReservation,
  TReservationDay,
  TStaffCreateRequest,
  TStaffSettableStatus,
} from '@menudelite/shared/reservations/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { reservationKeys } from './keys';

export const LIST_PAGE_SIZE = 50;
export type TScope = 'upcoming' | 'past' | 'cancelled';

/**
 * GET /api/reservations?scope&date&period: upcoming (not ended yet, soonest first, SPEC section 4's
 * "future slots only"), past (ended, newest first) or cancelled (cancelled and no-shows).
 */
export function getReservations(scope: TScope, date: string, period: string | null, cursor: string | null): Promise<TPage<TReservation>> {
  const query = new URLSearchParams({ scope, date, limit: String(LIST_PAGE_SIZE) });
  if (period) query.set('period', period);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TPage<TReservation>>(`/api/reservations?${query}`);
}

export function useReservationList(scope: TScope, date: string, period: string | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reservationKeys.list(scope, date, period),
      queryFn: ({ pageParam }) => getReservations(scope, date, period, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // Upcoming slots turn into past ones as the clock moves; a minute is close enough.
      refetchInterval: 60_000,
    }),
  );
}

/** GET /api/reservations/day?date=: the timeline's tables, the day's bookings, service periods and opening windows. */
export const dayQuery = (date: string) =>
  queryOptions({
    queryKey: reservationKeys.day(date),
    queryFn: () => apiRequest<TReservationDay>(`/api/reservations/day?${new URLSearchParams({ date })}`),
    refetchInterval: 60_000,
  });

export function useReservationDay(date: string) {
  return useQuery(dayQuery(date));
}

/** Every change on the book moves a booking between lists (and the timeline): all of them are read again. */
function useBookMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: reservationKeys.all() }) });
}

/** PATCH /api/reservations/:id/status: 409 RESERVATION_CLOSED once completed, cancelled or no-show. */
export const useSetStatus = () =>
  useBookMutation(({ id, status }: { id: string; status: TStaffSettableStatus }) =>
    apiRequest<TReservation>(`/api/reservations/${encodeURIComponent(id)}/status`, { method: 'PATCH', json: { status } }),
  );

/** PATCH /api/reservations/:id/table: atomic; 409 SLOT_TAKEN when the table is taken then. */
export const useMoveTable = () =>
  useBookMutation(({ id, tableIds }: { id: string; tableIds: string[] }) =>
    apiRequest<TReservation>(`/api/reservations/${encodeURIComponent(id)}/table`, { method: 'PATCH', json: { tableIds } }),
  );

/** POST /api/reservations: a phone booking (startsAt) or a walk-in (seated now). */
export const useCreateReservation = () =>
  useBookMutation((body: TStaffCreateRequest) => apiRequest<TReservation>('/api/reservations', { method: 'POST', json: body }));

/** The public availability of a day for a party (the phone booking's quick picks). */
export function useAvailability(restaurantId: string, date: string, partySize: number, enabled: boolean) {
  return useQuery({
    queryKey: reservationKeys.availability(date, partySize),
    queryFn: () =>
      apiRequest<TAvailability>(
        `/api/public/restaurants/${encodeURIComponent(restaurantId)}/reservations/availability?${new URLSearchParams({ date, partySize: String(partySize) })}`,
        { anonymous: true },
      ),
    enabled,
    staleTime: 30_000,
  });
}

/** GET /api/reservations/guests/history?email=|phone=: the guest's bookings here and their counts. */
export function useGuestHistory(guest: { email: string | null; phone: string | null } | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: reservationKeys.history(guest ?? { email: null, phone: null }),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: '20' });
        if (guest?.email) query.set('email', guest.email);
        else if (guest?.phone) query.set('phone', guest.phone);
        if (pageParam) query.set('cursor', pageParam);
        return apiRequest<TGuestHistory>(`/api/reservations/guests/history?${query}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      enabled: Boolean(guest && (guest.email || guest.phone)),
    }),
  );
}
