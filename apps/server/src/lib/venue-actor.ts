import type { TActor } from './access-tokens.ts';
import { AppError, keyedError } from './app-error.ts';

/**
 * First line of every venue-staff service method: the caller must be signed in as venue staff.
 * Answers the tenant id from the token (never from the request body).
 */
export function requireVenueId(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'venue' || !actor.restaurantId) throw keyedError('FORBIDDEN', 'staffOnly', { message: 'Only venue staff can do this' });
  return actor.restaurantId;
}
