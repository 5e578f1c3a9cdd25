import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/auth/password-reset: 202 whether or not the address has an account. */
export function postPasswordResetRequest(email: string): Promise<void> {
  return apiRequest<void>('/api/auth/password-reset', { method: 'POST', json: { email }, anonymous: true });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: postPasswordResetRequest });
}
