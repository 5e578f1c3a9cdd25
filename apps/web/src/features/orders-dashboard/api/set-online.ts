import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { apiRequest } from '../../../lib/http/api-client';

/** PATCH /api/restaurant/me/online: while off, diners see "the restaurant is not accepting orders". */
export function setOnline(isOnline: boolean): Promise<{ isOnline: boolean }> {
  return apiRequest<{ isOnline: boolean }>('/api/restaurant/me/online', { method: 'PATCH', json: { isOnline } });
}

export function useSetOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOnline,
    // The venue record (header, guards) is the session's restaurant query.
    onSuccess: ({ isOnline }) =>
      queryClient.setQueriesData<TRestaurant | null>({ queryKey: ['session', 'restaurant'] }, (venue) => (venue ? { ...venue, isOnline } : venue)),
  });
}
