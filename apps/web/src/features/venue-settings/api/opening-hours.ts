import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOpeningHoursSettings, TOpeningHoursUpdate } from '@menudelite/shared/menu/settings';
import { apiRequest } from '../../../lib/http/api-client';
import { refreshCurrentRestaurant } from './refresh-restaurant';
import { settingsKeys } from './settings-keys';

/** GET /api/restaurant/me/opening-hours: local times per weekday, and the venue's time zone. */
export function getOpeningHours(): Promise<TOpeningHoursSettings> {
  return apiRequest<TOpeningHoursSettings>('/api/restaurant/me/opening-hours');
}

/** PATCH /api/restaurant/me/opening-hours. */
export function patchOpeningHours(body: TOpeningHoursUpdate): Promise<TOpeningHoursSettings> {
  return apiRequest<TOpeningHoursSettings>('/api/restaurant/me/opening-hours', { method: 'PATCH', json: body });
}

export const openingHoursQuery = () => queryOptions({ queryKey: settingsKeys.openingHours(), queryFn: getOpeningHours });

export function useOpeningHours() {
  return useQuery(openingHoursQuery());
}

export function useSaveOpeningHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchOpeningHours,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.openingHours(), settings);
      return refreshCurrentRestaurant(queryClient);
    },
  });
}
