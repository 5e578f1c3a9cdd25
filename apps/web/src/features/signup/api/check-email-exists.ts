import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

/** POST /api/auth/email-exists: lets sign-up say "you already have an account" before the last click. */
export async function postEmailExists(email: string): Promise<boolean> {
  const answer = await apiRequest<{ exists: boolean }>('/api/auth/email-exists', { method: 'POST', json: { email }, anonymous: true });
  return answer.exists;
}

export function useEmailExists() {
  return useMutation({ mutationFn: postEmailExists });
}
