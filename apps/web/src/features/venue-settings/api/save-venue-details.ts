import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import type { z } from 'zod';
import type { ZVenueStepSchema } from '@menudelite/shared/restaurant/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { currentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { getSession } from '../../../lib/session/session-store';

export type TVenueDetails = z.infer<typeof ZVenueStepSchema>;

/**
 * PUT /api/restaurant/me/sign-up with step 2: the API's one way to change the venue's name,
 * address, type, currency, language and time zone. A finished venue stays finished (signUpStep
 * only grows) and keeps its slug.
 */
export function putVenueDetails(body: TVenueDetails): Promise<TRestaurant> {
  return apiRequest<TRestaurant>('/api/restaurant/me/sign-up', { method: 'PUT', json: body });
}

export function useSaveVenueDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putVenueDetails,
    onSuccess: (restaurant) => queryClient.setQueryData(currentRestaurantQuery(getSession().user?.id ?? null).queryKey, restaurant),
  });
}
