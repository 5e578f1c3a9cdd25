import { useMutation } from '@tanstack/react-query';
import type { TAuthSession, TSignInRequest } from '@menudelite/shared/auth/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { applySession } from '../../../lib/session/apply-session';

/**
 * POST /api/auth/signin from the checkout's login dialog. Unlike the sign-in page it keeps the
 * cached menu and quote (the diner stays on the checkout with their cart); queries that depend on
 * who is signed in carry the user in their keys.
 */
export function postCustomerSignIn(body: TSignInRequest): Promise<TAuthSession> {
  return apiRequest<TAuthSession>('/api/auth/signin', { method: 'POST', json: body, anonymous: true, retry: false });
}

export function useCustomerSignIn() {
  return useMutation({
    mutationFn: async (body: TSignInRequest) => {
      const session = await postCustomerSignIn(body);
      applySession(session);
      return session;
    },
  });
}
