import { MANAGER_PIN_ATTEMPTS_PER_MINUTE, type TPermission } from '@menudelite/shared/team/permissions';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { keyedError } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { TRateLimiter } from '../../lib/rate-limiter.ts';
import { actorCan, requireMember } from '../../lib/venue-actor.ts';
import type { TApprover } from './audit.ts';
import { listPinHoldersWithRoles } from './member-repository.ts';
import { rolesWithPermission } from './roles.ts';

/**
 * Manager PINs: 5 attempts a minute per device (the X-Device-Id header, else the client address), as
 * employee PINs. The device id is the client's own word, so the same 5 also hold per signed-in member
 * (a new id every 5 tries gains nothing), and 20 a minute per venue caps many members guessing together.
 */
const MANAGER_PIN_GUESSES = { name: 'manager-pin', limit: MANAGER_PIN_ATTEMPTS_PER_MINUTE, windowMs: 60_000 };
const MANAGER_PIN_GUESSES_PER_VENUE = { name: 'manager-pin-venue', limit: 20, windowMs: 60_000 };

export const approvalRequired = (permission: TPermission) =>
  keyedError('FORBIDDEN', 'managerApprovalRequired', { params: { permission }, message: `A manager must approve this with their PIN (${permission})` });

/**
 * The member of the caller's venue whose PIN this is and whose role holds `permission`, else a 403
 * managerPinWrong. Every attempt counts toward the device's, the member's and the venue's limits (429 past any).
 */
export async function checkManagerPin(
  deps: { db: TDb; rateLimiter: TRateLimiter },
  actor: TActor | null,
  permission: TPermission,
  pin: string,
): Promise<TApprover> {
  const member = requireMember(actor);
  const origin = actor!.origin;
  const device = origin?.deviceId ? `device:${member.restaurantId}:${origin.deviceId}` : `ip:${origin?.ip ?? 'unknown'}`;
  await deps.rateLimiter.consume(MANAGER_PIN_GUESSES, [device, `member:${member.id}`]);
  await deps.rateLimiter.consume(MANAGER_PIN_GUESSES_PER_VENUE, [`venue:${member.restaurantId}`]);
  if (/^\d{4,6}$/.test(pin)) {
    const holders = await listPinHoldersWithRoles(deps.db, member.restaurantId, await rolesWithPermission(deps.db, member.restaurantId, permission));
    for (const holder of holders) {
      if (holder.pin_hash && (await verifyPassword(pin, holder.pin_hash))) return { memberId: holder.id, name: holder.name };
    }
  }
  throw keyedError('FORBIDDEN', 'managerPinWrong', { message: 'This PIN does not belong to a manager who may approve this' });
}

/**
 * For a service whose action needs `permission` beyond the route's: null when the caller's own role
 * holds it; else the approver whose PIN came in the X-Manager-Pin header; else 403
 * managerApprovalRequired (the web app opens the PIN dialog and sends the request again).
 */
export async function approvalFor(deps: { db: TDb; rateLimiter: TRateLimiter }, actor: TActor | null, permission: TPermission): Promise<TApprover | null> {
  requireMember(actor);
  if (actorCan(actor, permission)) return null;
  const pin = actor!.origin?.managerPin;
  if (!pin) throw approvalRequired(permission);
  return checkManagerPin(deps, actor, permission, pin);
}
