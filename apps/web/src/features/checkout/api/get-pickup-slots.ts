import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPickupSlotsSchema } from '@menudelite/shared/orders/checkout-options';
import { apiRequest } from '../../../lib/http/api-client';

export type TPickupSlots = z.infer<typeof ZPickupSlotsSchema>;

/** Slots move on every quarter hour; a minute-old list is fresh enough. */
const REFRESH_MS = 60_000;

/** GET /api/public/restaurants/:restaurantId/pickup-slots: every 15 minutes from now + prep time, inside opening hours. */
export function getPickupSlots(restaurantId: string): Promise<TPickupSlots> {
  return apiRequest<TPickupSlots>(`/api/public/restaurants/${encodeURIComponent(restaurantId)}/pickup-slots`, { anonymous: true });
}

export function pickupSlotsQuery(restaurantId: string) {
  return queryOptions({
    queryKey: ['public', 'pickup-slots', restaurantId],
    queryFn: () => getPickupSlots(restaurantId),
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });
}

/** Fetched only once the diner chooses pickup. */
export function usePickupSlots(restaurantId: string, wanted: boolean) {
  return useQuery({ ...pickupSlotsQuery(restaurantId), enabled: wanted && restaurantId !== '' });
}
