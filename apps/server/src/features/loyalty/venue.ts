import type { TPermission } from '@menudelite/shared/team/permissions';
import type { TDb } from '../../db/database.ts';
import type { TActor } from '../../lib/access-tokens.ts';
import { AppError, keyedError, notFound } from '../../lib/app-error.ts';
import { requireVenuePermission } from '../../lib/venue-actor.ts';
import { findRestaurantById, findRestaurantIdBySlug, toVenueRecord, type TVenueRecord } from '../restaurant/public.ts';

/** A venue by id, or by its public slug (links such as /partners/demo-bistro/loyalty). */
export async function venueByIdOrSlug(db: TDb, idOrSlug: string): Promise<TVenueRecord> {
  const row = (await findRestaurantById(db, idOrSlug)) ?? (await findRestaurantById(db, (await findRestaurantIdBySlug(db, idOrSlug)) ?? ''));
  if (!row) throw notFound('Restaurant');
  return toVenueRecord(row);
}

export async function venueById(db: TDb, restaurantId: string): Promise<TVenueRecord> {
  const row = await findRestaurantById(db, restaurantId);
  if (!row) throw notFound('Restaurant');
  return toVenueRecord(row);
}

/**
 * First line of the staff methods: the caller holds `permission` at the token's venue, and the
 * venue in the path is that venue (another venue's id is a 404, as if it did not exist).
 */
export function staffVenueId(actor: TActor | null, pathRestaurantId: string, permission: TPermission): string {
  const restaurantId = requireVenuePermission(actor, permission);
  if (pathRestaurantId !== restaurantId) throw notFound('Restaurant');
  return restaurantId;
}

/** SPEC section 2: the loyalty programme exists only where the venue switched loyaltyEnabled on. */
export function assertLoyaltyOn(venue: Pick<TVenueRecord, 'loyaltyEnabled'>): void {
  if (!venue.loyaltyEnabled) throw keyedError('PROGRAMME_UNAVAILABLE', 'loyaltyOff');
}

/** A signed-in customer account (passes belong to customers, not to venue staff accounts). */
export function requireCustomer(actor: TActor | null): string {
  if (!actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
  if (actor.kind !== 'customer') throw new AppError('FORBIDDEN', 'Only customer accounts hold loyalty passes');
  return actor.userId;
}
