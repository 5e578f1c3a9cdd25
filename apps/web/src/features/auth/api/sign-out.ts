import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { forgetSession } from '../../../lib/session/apply-session';

/** POST /api/auth/signout revokes the refresh cookie's session on the server. */
export function postSignOut(): Promise<void> {
  return apiRequest<void>('/api/auth/signout', { method: 'POST', retry: false });
}

/**
 * Signs out even when the call fails (offline): this browser forgets the session either way and
 * SPEC section 4's didLogOut sends it to /signin. Cached records of the old user are dropped.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSignOut,
    onSettled: () => {
      forgetSession({ didLogOut: true });
      queryClient.clear();
    },
  });
}
