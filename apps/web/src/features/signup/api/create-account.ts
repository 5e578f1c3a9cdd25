import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession, TSignUpRequest } from '@menudelite/shared/auth/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { applySession } from '../../../lib/session/apply-session';
import { loadSessionRecords } from '../../../lib/session/load-session';

/** POST /api/auth/signup: sign-up step 1. A venue account comes with its venue at signUpStep 1. */
export function postSignUp(body: TSignUpRequest): Promise<TAuthSession> {
  return apiRequest<TAuthSession>('/api/auth/signup', { method: 'POST', json: body, anonymous: true, retry: false });
}

/** Creates the account, signs it in and loads its venue (or customer) record. */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSignUpRequest) => {
      const session = await postSignUp(body);
      queryClient.clear();
      applySession(session);
      await loadSessionRecords(queryClient);
      return session;
    },
  });
}
