import type { Insertable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { slugify } from '@menudelite/shared/restaurant/slug';
import type { TDb } from '../../db/database.ts';
import type { RestaurantsTable } from '../../db/schema.ts';
import { isSlugTaken } from '../restaurant/public.ts';

/** The placeholder name a venue carries until the owner names it in sign-up step 2. */
export function placeholderVenueName(fullName: string): string {
  return `${fullName}'s venue`;
}

/** The slug itself if free, else with a short random suffix (a clash after that is left to the unique index). */
export async function uniqueSlug(db: TDb, name: string): Promise<string> {
  const base = slugify(name);
  if (!(await isSlugTaken(db, base))) return base;
  return `${base}-${randomBytes(3).toString('hex')}`;
}

/**
 * The restaurant row a venue sign-up creates: sign-up step 1 (the account) done, everything else
 * at the defaults steps 2 to 5 let the owner change.
 */
export function venueShellRow(options: { id: string; name: string; slug: string; now: string }): Insertable<RestaurantsTable> {
  return {
    id: options.id,
    slug: options.slug,
    name: options.name,
    is_hotel: false,
    sign_up_step: 1,
    address: '',
    currency: 'eur',
    default_language: 'en',
    time_zone: 'UTC',
    primary_color: '#1f6f5c',
    secondary_color: '#f2a541',
    background_color: '#ffffff',
    logo_url: null,
    opening_hours: JSON.stringify(defaultOpeningHours()),
    is_online: true,
    accepting_reservations: false,
    allows_dine_in: true,
    allows_pick_up: false,
    allows_remote_pick_up: false,
    allows_delivery: false,
    allows_guest_checkout: true,
    allows_pay_later: false,
    allows_offline_payments: false,
    requires_checkout_name: false,
    requires_checkout_phone_no: false,
    order_fee: 0,
    order_prep_time: 20,
    loyalty_enabled: false,
    uses_table_view: false,
    allows_delite_pay: false,
    allows_delite_club: false,
    price_level: 2,
    created_at: options.now,
    updated_at: options.now,
  };
}
