import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrderingSettings, TOrderingSettingsUpdate } from '@menudelite/shared/restaurant/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { refreshCurrentRestaurant } from './refresh-restaurant';
import { settingsKeys } from './settings-keys';

/** GET /api/restaurant/me/ordering-settings: sign-up step 5's switches and fee, and the preparation time. */
export function getOrderingSettings(): Promise<TOrderingSettings> {
  return apiRequest<TOrderingSettings>('/api/restaurant/me/ordering-settings');
}

export function patchOrderingSettings(body: TOrderingSettingsUpdate): Promise<TOrderingSettings> {
  return apiRequest<TOrderingSettings>('/api/restaurant/me/ordering-settings', { method: 'PATCH', json: body });
}

export const orderingSettingsQuery = () => queryOptions({ queryKey: settingsKeys.ordering(), queryFn: getOrderingSettings });

export function useOrderingSettings() {
  return useQuery(orderingSettingsQuery());
}

/** The venue record carries the same switches (checkout and the dashboard read them): refresh it too. */
export function useSaveOrderingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchOrderingSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.ordering(), settings);
      return refreshCurrentRestaurant(queryClient);
    },
  });
}
