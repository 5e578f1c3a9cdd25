import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBranding, TBrandingUpdate } from '@menudelite/shared/menu/settings';
import { apiRequest } from '../../../lib/http/api-client';
import { refreshCurrentRestaurant } from './refresh-restaurant';
import { settingsKeys } from './settings-keys';

/** GET /api/restaurant/me/branding: colours, logo, cover, welcome screen, popup, promo banners. */
export function getBranding(): Promise<TBranding> {
  return apiRequest<TBranding>('/api/restaurant/me/branding');
}

/** PATCH /api/restaurant/me/branding: welcomeScreen, popup and promoBanners are replaced whole. */
export function patchBranding(body: TBrandingUpdate): Promise<TBranding> {
  return apiRequest<TBranding>('/api/restaurant/me/branding', { method: 'PATCH', json: body });
}

export const brandingQuery = () => queryOptions({ queryKey: settingsKeys.branding(), queryFn: getBranding });

export function useBranding() {
  return useQuery(brandingQuery());
}

export function useSaveBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchBranding,
    onSuccess: (branding) => {
      queryClient.setQueryData(settingsKeys.branding(), branding);
      return refreshCurrentRestaurant(queryClient);
    },
  });
}
