import type { TTeamMember } from '@menudelite/shared/team/contracts';
import { hasPermission, type TPermission } from '@menudelite/shared/team/permissions';

export type TMemberMenuAction = 'changeRole' | 'suspend' | 'reactivate' | 'remove' | 'transfer';

/**
 * What the list offers for a member, by the caller's permissions (the server decides in the end:
 * the last owner cannot be demoted or removed, a manager cannot touch an owner). Nobody acts on
 * themselves from the list; ownership goes to active e-mail members only.
 */
export function memberMenuActions(member: TTeamMember, me: { memberId: string; permissions: readonly TPermission[] }): TMemberMenuAction[] {
  if (member.id === me.memberId || !hasPermission(me.permissions, 'users.manage')) return [];
  const owner = member.role === 'owner';
  if (owner && !hasPermission(me.permissions, 'ownership.manage')) return [];
  const actions: TMemberMenuAction[] = ['changeRole', member.status === 'active' ? 'suspend' : 'reactivate', 'remove'];
  if (!owner && member.status === 'active' && member.userId && hasPermission(me.permissions, 'ownership.manage')) actions.push('transfer');
  return actions;
}
