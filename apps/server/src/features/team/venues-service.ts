import type { TAuthSession } from '@menudelite/shared/auth/contracts';
import { ROLE_START_SCREEN, isBuiltInRole, startScreenFor, type TStartScreen } from '@menudelite/shared/team/permissions';
import type { TDeps } from '../../deps.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findUserById, type TSessions } from '../auth/public.ts';
import { findRestaurantById } from '../restaurant/public.ts';
import { findMemberOfUser, listMembershipsOfUser } from './member-repository.ts';
import { resolveRole } from './roles.ts';

type TMyVenue = { venueId: string; name: string; role: string; roleName: string; startScreen: TStartScreen; current: boolean };

/** A venue account's own caller (any venue, or none yet): the venue picker works across venues. */
function requireVenueAccount(actor: TActor | null): TActor {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'venue') throw new AppError('FORBIDDEN', 'Only venue staff can do this');
  return actor;
}

/** The venue picker: a person who works at several venues chooses which one their session acts for. */
export function createVenuesService(deps: Pick<TDeps, 'db'>, sessions: Pick<TSessions, 'switchVenue'>) {
  const { db } = deps;
  return {
    async list(actor: TActor | null): Promise<TMyVenue[]> {
      const me = requireVenueAccount(actor);
      const memberships = await listMembershipsOfUser(db, me.userId);
      const venues: TMyVenue[] = [];
      for (const membership of memberships) {
        const venue = await findRestaurantById(db, membership.restaurant_id);
        const role = await resolveRole(db, membership.restaurant_id, membership.role);
        if (!venue || !role) continue;
        const startScreen = isBuiltInRole(role.role) ? ROLE_START_SCREEN[role.role] : startScreenFor(role.permissions);
        venues.push({ venueId: venue.id, name: venue.name, role: role.role, roleName: role.name, startScreen, current: venue.id === me.restaurantId });
      }
      return venues;
    },

    /** Another venue of the caller's: 404 when they are not an active member there (exactly like a venue that does not exist). */
    async switchTo(actor: TActor | null, venueId: string): Promise<TAuthSession> {
      const me = requireVenueAccount(actor);
      const membership = await findMemberOfUser(db, venueId, me.userId);
      if (!membership || membership.status !== 'active') throw notFound('Venue');
      const user = await findUserById(db, me.userId);
      if (!user) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
      return sessions.switchVenue(me.sessionId, user, venueId);
    },
  };
}
