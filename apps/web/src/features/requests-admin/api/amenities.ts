import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAmenity, TAmenityCreate, TAmenityUpdate } from '@menudelite/shared/hotel/contracts';
import { apiRequest } from '../../../lib/http/api-client';

const amenitiesKey = ['requests-admin', 'amenities'] as const;

/** GET /api/amenities: the whole catalogue, hidden items too, in the hotel's order. */
export function getAmenities(): Promise<{ items: TAmenity[] }> {
  return apiRequest<{ items: TAmenity[] }>('/api/amenities');
}

export const amenitiesQuery = () => queryOptions({ queryKey: amenitiesKey, queryFn: getAmenities });

export function useAmenities() {
  return useQuery(amenitiesQuery());
}

type TSave = { id: null; body: TAmenityCreate } | { id: string; body: TAmenityUpdate };

export function saveAmenity({ id, body }: TSave): Promise<TAmenity> {
  return id === null
    ? apiRequest<TAmenity>('/api/amenities', { method: 'POST', json: body })
    : apiRequest<TAmenity>(`/api/amenities/${encodeURIComponent(id)}`, { method: 'PATCH', json: body });
}

export function deleteAmenity(id: string): Promise<void> {
  return apiRequest<void>(`/api/amenities/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

function useAmenitiesMutation<A, R>(mutationFn: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: amenitiesKey }) });
}

export const useSaveAmenity = () => useAmenitiesMutation(saveAmenity);
export const useDeleteAmenity = () => useAmenitiesMutation(deleteAmenity);
