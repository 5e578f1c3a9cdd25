import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/auth/password-reset/:token: 204, or 410 when the link is no longer valid. */
export function postNewPassword(options: { token: string; password: string }): Promise<void> {
  return apiRequest<void>(`/api/auth/password-reset/${encodeURIComponent(options.token)}`, {
    method: 'POST',
    json: { password: options.password },
    anonymous: true,
    retry: false,
  });
}

export function useCompletePasswordReset() {
  return useMutation({ mutationFn: postNewPassword });
}
