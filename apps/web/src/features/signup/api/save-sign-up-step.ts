import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRestaurant, TSignUpStepRequest } from '@menudelite/shared/restaurant/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { currentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { getSession } from '../../../lib/session/session-store';

/** PUT /api/restaurant/me/sign-up with one step's fields; answers the updated venue. */
export function putSignUpStep(body: TSignUpStepRequest): Promise<TRestaurant> {
  return apiRequest<TRestaurant>('/api/restaurant/me/sign-up', { method: 'PUT', json: body });
}

/** The answer replaces the cached venue, so guards, theme and the next step see the change at once. */
export function useSaveSignUpStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putSignUpStep,
    onSuccess: (restaurant) => {
      queryClient.setQueryData(currentRestaurantQuery(getSession().user?.id ?? null).queryKey, restaurant);
    },
  });
}
