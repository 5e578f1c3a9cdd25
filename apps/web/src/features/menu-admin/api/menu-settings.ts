import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMenuSettings, TMenuSettingsUpdate } from '@menudelite/shared/menu/settings';
import { apiRequest } from '../../../lib/http/api-client';
import { menuKeys } from './menu-keys';

/** GET /api/restaurant/me/menu-settings: the menu selector. */
export function getMenuSettings(): Promise<TMenuSettings> {
  return apiRequest<TMenuSettings>('/api/restaurant/me/menu-settings');
}

/** PATCH /api/restaurant/me/menu-settings; a tag id must be one of the venue's menu-type tags. */
export function patchMenuSettings(body: TMenuSettingsUpdate): Promise<TMenuSettings> {
  return apiRequest<TMenuSettings>('/api/restaurant/me/menu-settings', { method: 'PATCH', json: body });
}

export const menuSettingsQuery = () => queryOptions({ queryKey: menuKeys.settings(), queryFn: getMenuSettings });

export function useMenuSettings() {
  return useQuery(menuSettingsQuery());
}

export function useUpdateMenuSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchMenuSettings,
    onSuccess: (settings) => queryClient.setQueryData(menuKeys.settings(), settings),
  });
}
