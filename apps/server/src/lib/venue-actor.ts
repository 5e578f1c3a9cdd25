import { hasPermission, type TPermission } from '@menudelite/shared/team/permissions';
import type { TActor, TActorMember } from './access-tokens.ts';
import { AppError, keyedError } from './app-error.ts';

/**
 * The caller must be signed in as venue staff. Answers the tenant id from the token (never from the
 * request body). Staff services call requireVenuePermission instead; this stays for the team
 * feature's own "any member" endpoints.
 */
export function requireVenueId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'venue' || !actor.restaurantId) throw keyedError('FORBIDDEN', 'staffOnly', { message: 'Only venue staff can do this' });
  return actor.restaurantId;
}

/** A 403 naming the permission the caller's role lacks (the web app shows it translated). */
export function permissionMissing(permission: TPermission | readonly TPermission[]): AppError {
  const name = typeof permission === 'string' ? permission : permission.join(' | ');
  return keyedError('FORBIDDEN', 'permissionMissing', { params: { permission: name }, message: `Your role does not allow this (${name})` });
}

/** The caller's active membership at the token's venue (the authenticate hook read it), else 403. */
export function requireMember(actor: TActor | null): TActorMember & { restaurantId: string } {
  const restaurantId = requireVenueId(actor);
  const member = actor!.member;
  if (!member) throw keyedError('FORBIDDEN', 'staffOnly', { message: 'Only members of this venue can do this' });
  return { ...member, restaurantId };
}

/**
 * First line of every venue-staff service method: the caller is a member of the token's venue whose
 * role holds `permission` (any of them, for a list). Answers the venue id. Routes declare the same
 * permission (features/team/route-permissions.ts), so this is the second, closest check.
 */
export function requireVenuePermission(actor: TActor | null, permission: TPermission | readonly TPermission[]): string {
  const member = requireMember(actor);
  if (!hasPermission(member.permissions, permission)) throw permissionMissing(permission);
  return member.restaurantId;
}

/** Whether the caller (already checked to be a member) also holds `permission`. */
export function actorCan(actor: TActor | null, permission: TPermission): boolean {
  return actor?.member ? actor.member.permissions.includes(permission) : false;
}
