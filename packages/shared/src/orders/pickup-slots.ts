import { isOpenAt, localClock } from '../menu/availability.ts';
import type { TOpeningHours } from '../restaurant/opening-hours.ts';

export const PICKUP_SLOT_MINUTES = 15;
export const PICKUP_SLOTS_HORIZON_HOURS = 24;
/** How far ahead a pickup may be booked. */
export const PICKUP_MAX_DAYS_AHEAD = 7;
/** A slot chosen a moment ago is still accepted for this long after it starts. */
export const PICKUP_PAST_LEEWAY_MS = 60_000;

export type TPickupVenue = { openingHours: TOpeningHours; timeZone: string; orderPrepTime: number };

const STEP_MS = PICKUP_SLOT_MINUTES * 60_000;

/**
 * Pickup slots: every 15 minutes from now + orderPrepTime (rounded up to the step) for the next
 * 24 hours, keeping those when the venue is open by its opening hours in its own time zone.
 */
export function pickupSlots(venue: TPickupVenue, now: Date): string[] {
  const first = Math.ceil((now.getTime() + venue.orderPrepTime * 60_000) / STEP_MS) * STEP_MS;
  const last = now.getTime() + PICKUP_SLOTS_HORIZON_HOURS * 3_600_000;
  const slots: string[] = [];
  for (let at = first; at <= last; at += STEP_MS) {
    const time = new Date(at);
    if (isOpenAt(venue.openingHours, localClock(venue.timeZone, time))) slots.push(time.toISOString());
  }
  return slots;
}

/** A pickup time is accepted when it is not in the past, at most a week ahead, and inside opening hours. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isPickupTimeAllowed(pickupTime: string, venue: TPickupVenue, now: Date): boolean {
  if (!ISO_WITH_OFFSET.test(pickupTime)) return false;
  const at = Date.parse(pickupTime);
  if (!Number.isFinite(at)) return false;
  if (at < now.getTime() - PICKUP_PAST_LEEWAY_MS) return false;
  if (at > now.getTime() + PICKUP_MAX_DAYS_AHEAD * 86_400_000) return false;
  return isOpenAt(venue.openingHours, localClock(venue.timeZone, new Date(at)));
}
