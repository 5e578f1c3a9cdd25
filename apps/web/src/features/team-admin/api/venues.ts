import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import type { z } from 'zod';
import type { ZMyVenueSchema } from '@menudelite/shared/team/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { applySession } from '../../../lib/session/apply-session';
import { loadSessionRecords } from '../../../lib/session/load-session';

export type TMyVenue = z.infer<typeof ZMyVenueSchema>;

/** GET /api/team/venues: every venue the signed-in person is an active member of. */
export function useMyVenues() {
  return useQuery({
    queryKey: ['team-admin', 'my-venues'],
    queryFn: async () => (await apiRequest<{ items: TMyVenue[] }>('/api/team/venues')).items,
    staleTime: 60_000,
  });
}

/** POST /api/team/venues/switch: the same session, a new access token acting for that venue; nothing of the other venue stays cached. */
export function useSwitchVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (venueId: string) => {
      const session = await apiRequest<TAuthSession>('/api/team/venues/switch', { method: 'POST', json: { venueId }, retry: false });
      queryClient.clear();
      applySession(session);
      await loadSessionRecords(queryClient);
      return session;
    },
  });
}
