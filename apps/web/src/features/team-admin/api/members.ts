import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMemberPage, TMemberUpdate, TTeamMember } from '@menudelite/shared/team/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { teamKeys } from './team-keys';

export const MEMBERS_PAGE_SIZE = 25;
const memberPath = (id: string, action = '') => `/api/team/members/${encodeURIComponent(id)}${action}`;

/** GET /api/team/members?limit&cursor: oldest first, one page at a time. */
export function getMembers(cursor: string | null): Promise<TMemberPage> {
  const query = new URLSearchParams({ limit: String(MEMBERS_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TMemberPage>(`/api/team/members?${query}`);
}

export const membersQuery = () =>
  infiniteQueryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ pageParam }) => getMembers(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useMembers(enabled = true) {
  return useInfiniteQuery({ ...membersQuery(), enabled });
}

/** What the owner can do to a member from the list. */
export type TMemberAction =
  { kind: 'update'; member: TTeamMember; body: TMemberUpdate } | { kind: 'suspend' | 'reactivate' | 'remove' | 'transfer'; member: TTeamMember };

export function runMemberAction(action: TMemberAction): Promise<unknown> {
  const id = action.member.id;
  switch (action.kind) {
    case 'update':
      return apiRequest<TTeamMember>(memberPath(id), { method: 'PATCH', json: action.body, retry: false });
    case 'suspend':
    case 'reactivate':
      return apiRequest<TTeamMember>(memberPath(id, `/${action.kind}`), { method: 'POST', retry: false });
    case 'remove':
      return apiRequest<void>(memberPath(id), { method: 'DELETE', retry: false });
    case 'transfer':
      return apiRequest<TTeamMember>('/api/team/ownership/transfer', { method: 'POST', json: { memberId: id }, retry: false });
  }
}

/** Every member change refetches the team screens; a transfer also changes the caller's own role. */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runMemberAction,
    onSuccess: async (_result, action) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.all() });
      if (action.kind === 'transfer') await queryClient.invalidateQueries({ queryKey: ['session', 'team-me'] });
    },
  });
}
