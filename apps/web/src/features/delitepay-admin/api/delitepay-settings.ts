import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDelitePaySettings } from '@menudelite/shared/delitepay/contracts';
import { apiRequest } from '../../../lib/http/api-client';

const settingsKey = ['delitepay', 'settings'] as const;

/** GET /api/restaurant/delitepay-settings: whether the payment page and links take payments. */
export function getDelitePaySettings(): Promise<TDelitePaySettings> {
  return apiRequest<TDelitePaySettings>('/api/restaurant/delitepay-settings');
}

/** PATCH /api/restaurant/delitepay-settings (settings.change, audited). */
export function patchDelitePaySettings(body: TDelitePaySettings): Promise<TDelitePaySettings> {
  return apiRequest<TDelitePaySettings>('/api/restaurant/delitepay-settings', { method: 'PATCH', json: body });
}

export const delitePaySettingsQuery = () => queryOptions({ queryKey: settingsKey, queryFn: getDelitePaySettings });

export function useDelitePaySettings() {
  return useQuery(delitePaySettingsQuery());
}

/** The venue record (GET /api/restaurant/me) carries the switch too, and /delitePay reads it there: both are refreshed. */
export function useSaveDelitePaySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchDelitePaySettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKey, settings);
      return queryClient.invalidateQueries({ queryKey: ['session', 'restaurant'] });
    },
  });
}
