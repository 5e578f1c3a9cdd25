import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession, TSignInRequest } from '@menudelite/shared/auth/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { applySession } from '../../../lib/session/apply-session';
import { currentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { loadSessionRecords } from '../../../lib/session/load-session';

/** POST /api/auth/signin: the session answer plus the HttpOnly refresh cookie. */
export function postSignIn(body: TSignInRequest): Promise<TAuthSession> {
  return apiRequest<TAuthSession>('/api/auth/signin', { method: 'POST', json: body, anonymous: true, retry: false });
}

/** Signs in, then loads the user's business or customer record so guards see them at once. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSignInRequest) => {
      const session = await postSignIn(body);
      queryClient.clear(); // nothing cached for a previous user survives
      applySession(session);
      await loadSessionRecords(queryClient);
      const restaurant = queryClient.getQueryData(currentRestaurantQuery(session.user.id).queryKey) ?? null;
      return { session, restaurant };
    },
  });
}
