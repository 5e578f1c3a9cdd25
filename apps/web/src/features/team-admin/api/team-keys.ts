import type { TAuditQuery } from '@menudelite/shared/team/contracts';

/** Query keys of the team screens; everything under 'team-admin' is refetched after a change. */
export const teamKeys = {
  all: () => ['team-admin'] as const,
  members: () => ['team-admin', 'members'] as const,
  invites: () => ['team-admin', 'invites'] as const,
  roles: () => ['team-admin', 'roles'] as const,
  audit: (filters: Pick<TAuditQuery, 'memberId' | 'action'>) => ['team-admin', 'audit', filters] as const,
};
