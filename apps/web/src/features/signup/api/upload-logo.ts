import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { currentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { getSession } from '../../../lib/session/session-store';

/** PUT /api/restaurant/me/logo with the image itself as the body and its own Content-Type. */
export function putLogo(file: Blob): Promise<{ logoUrl: string }> {
  return apiRequest<{ logoUrl: string }>('/api/restaurant/me/logo', { method: 'PUT', raw: file });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putLogo,
    onSuccess: ({ logoUrl }) => {
      const { queryKey } = currentRestaurantQuery(getSession().user?.id ?? null);
      queryClient.setQueryData(queryKey, (restaurant) => (restaurant ? { ...restaurant, logoUrl } : restaurant));
    },
  });
}
