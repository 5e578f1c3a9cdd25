import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTeamMe } from '@menudelite/shared/team/contracts';
import { hasPermission, type TPermission } from '@menudelite/shared/team/permissions';
import { apiRequest } from '../http/api-client';
import { loggingFetchErrors } from './log-fetch-error';
import { getSession, useSession } from './session-store';

/** GET /api/team/me: the signed-in member's role, permissions and start screen at the venue of their token; null for anyone else. */
export function getTeamMe(): Promise<TTeamMe | null> {
  const user = getSession().user;
  if (!user || user.kind !== 'venue') return Promise.resolve(null);
  return loggingFetchErrors('team member', () => apiRequest<TTeamMe>('/api/team/me'));
}

/**
 * Keyed by user and venue: switching venue (same user, new token) or a role change must not show
 * the previous venue's permissions. Short-lived, since an owner may change the role at any time
 * (the server enforces it anyway; this only decides what is shown).
 */
export function teamMeQuery(userId: string | null, venueId: string | null) {
  return queryOptions({
    queryKey: ['session', 'team-me', userId, venueId] as const,
    queryFn: getTeamMe,
    staleTime: 60_000,
  });
}

export function useTeamMeQuery() {
  const { user } = useSession();
  return useQuery(teamMeQuery(user?.id ?? null, user?.restaurantId ?? null));
}

/**
 * Whether the signed-in member's role allows something, for hiding a button (issue 8). True while
 * the role is loading or unknown (no team answer): the server refuses what the role may not do.
 */
export function useCan(permission: TPermission): boolean {
  const me = useTeamMeQuery().data;
  return !me || hasPermission(me.permissions, permission);
}
