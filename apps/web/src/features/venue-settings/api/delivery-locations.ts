import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeliveryLocation, TDeliveryLocationCreate, TDeliveryLocationUpdate } from '@menudelite/shared/orders/delivery';
import { apiRequest } from '../../../lib/http/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/delivery-locations: the areas the venue delivers to, by name. */
export function getDeliveryLocations(): Promise<{ items: TDeliveryLocation[] }> {
  return apiRequest<{ items: TDeliveryLocation[] }>('/api/delivery-locations');
}

export const deliveryLocationsQuery = () => queryOptions({ queryKey: settingsKeys.deliveryLocations(), queryFn: getDeliveryLocations });

export function useDeliveryLocations() {
  return useQuery(deliveryLocationsQuery());
}

type TSave = { id: null; body: TDeliveryLocationCreate } | { id: string; body: TDeliveryLocationUpdate };

export function saveDeliveryLocation({ id, body }: TSave): Promise<TDeliveryLocation> {
  return id === null
    ? apiRequest<TDeliveryLocation>('/api/delivery-locations', { method: 'POST', json: body })
    : apiRequest<TDeliveryLocation>(`/api/delivery-locations/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function deleteDeliveryLocation(id: string): Promise<void> {
  return apiRequest<void>(`/api/delivery-locations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useSaveDeliveryLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveDeliveryLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.deliveryLocations() }) });
}

export function useDeleteDeliveryLocation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDeliveryLocation, onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.deliveryLocations() }) });
}
