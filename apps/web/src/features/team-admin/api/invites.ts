import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import type { TInvite, TInviteAccept, TInviteCreate, TInvitePreview } from '@menudelite/shared/team/contracts';
import type { TStartScreen } from '@menudelite/shared/team/permissions';
import { apiRequest } from '../../../lib/http/api-client';
import { teamKeys } from './team-keys';

/** GET /api/team/invites: the pending (unused, unexpired) invites. */
export const invitesQuery = () =>
  queryOptions({ queryKey: teamKeys.invites(), queryFn: async () => (await apiRequest<{ items: TInvite[] }>('/api/team/invites')).items });

export function useInvites() {
  return useQuery(invitesQuery());
}

/** POST /api/team/invites: the e-mail goes out through the outbox; an e-mail already in the team answers 409 alreadyInTeam. */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TInviteCreate) => apiRequest<TInvite>('/api/team/invites', { method: 'POST', json: body, retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all() }),
  });
}

/** DELETE /api/team/invites/:id: the link stops working. */
export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`/api/team/invites/${encodeURIComponent(id)}`, { method: 'DELETE', retry: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.invites() }),
  });
}

/** POST /api/team/invites/preview (public): the token travels in the body, never in a URL. */
export function previewInvite(token: string): Promise<TInvitePreview> {
  return apiRequest<TInvitePreview>('/api/team/invites/preview', { method: 'POST', json: { token }, anonymous: true, retry: false });
}

export type TAcceptedInvite = TAuthSession & { startScreen: TStartScreen };

/** POST /api/team/invites/accept: a session at the invite's venue (refresh cookie set) and where to land. Signed in, the bearer is sent. */
export function acceptInvite(body: TInviteAccept, signedIn: boolean): Promise<TAcceptedInvite> {
  return apiRequest<TAcceptedInvite>('/api/team/invites/accept', { method: 'POST', json: body, anonymous: !signedIn, retry: false });
}
