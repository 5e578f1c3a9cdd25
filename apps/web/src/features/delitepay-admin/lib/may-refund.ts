import { hasPermission } from '@menudelite/shared/team/permissions';
import type { TTeamMe } from '@menudelite/shared/team/contracts';

/**
 * Whether to offer refunds: only to a role with money.refund, and not while the role is loading (no
 * button that flashes and goes). Without a team answer (null, or it failed) the button shows and the
 * server decides, as elsewhere in the staff app.
 */
export function mayRefund(me: { data: TTeamMe | null | undefined; isError: boolean }): boolean {
  if (me.isError) return true;
  if (me.data === undefined) return false;
  return me.data === null || hasPermission(me.data.permissions, 'money.refund');
}
