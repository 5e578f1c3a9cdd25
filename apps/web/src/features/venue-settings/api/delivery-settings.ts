import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDeliverySettings, TDeliverySettingsUpdate } from '@menudelite/shared/orders/delivery';
import { apiRequest } from '../../../lib/http/api-client';
import { settingsKeys } from './settings-keys';

/** GET /api/restaurant/me/delivery-settings: fee, minimum order and preparation time of delivery orders. */
export function getDeliverySettings(): Promise<TDeliverySettings> {
  return apiRequest<TDeliverySettings>('/api/restaurant/me/delivery-settings');
}

export function patchDeliverySettings(body: TDeliverySettingsUpdate): Promise<TDeliverySettings> {
  return apiRequest<TDeliverySettings>('/api/restaurant/me/delivery-settings', { method: 'PATCH', json: body });
}

export const deliverySettingsQuery = () => queryOptions({ queryKey: settingsKeys.delivery(), queryFn: getDeliverySettings });

export function useDeliverySettings() {
  return useQuery(deliverySettingsQuery());
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchDeliverySettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.delivery(), settings),
  });
}
