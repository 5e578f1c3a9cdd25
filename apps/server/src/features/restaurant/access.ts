import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/**
 * The caller's own venue id, from the token. Callers without one (customers) get the same 404 as
 * another venue's record would: nothing tells them a venue exists.
 */
export function requireVenueId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'venue' || !actor.restaurantId) throw notFound('Restaurant');
  return actor.restaurantId;
}
