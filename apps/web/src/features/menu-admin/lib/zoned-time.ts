/**
 * Times staff type are the venue's wall clock (sold out "until 18:00" means 18:00 at the venue),
 * whatever zone the staff member's device is in. These helpers turn such a time into an instant.
 */
import { offsetAt } from '../../../lib/format/venue-time';

/** Minutes the zone is ahead of UTC at an instant (+60 for Paris in winter). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  return Math.round(offsetAt(instant, timeZone) / 60_000);
}

const pad = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * "2026-11-21T18:00" on the venue's clock → "2026-11-21T18:00:00+01:00" (ISO with the venue's
 * offset, what PUT .../sold-out takes); null for text that is not such a time. A time that a
 * daylight-saving change skips is moved forward by the gap, like a wall clock is.
 */
export function venueLocalToIso(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  if (Number.isNaN(wall)) return null;
  let offset = zoneOffsetMinutes(wall, timeZone);
  const second = zoneOffsetMinutes(wall - offset * 60_000, timeZone);
  if (second !== offset) offset = second;
  const instant = wall - offset * 60_000;
  const shown = new Date(instant + offset * 60_000);
  const date = `${shown.getUTCFullYear()}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}`;
  return `${date}T${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}:00${offsetText(offset)}`;
}

/** An instant as the venue's wall clock in the datetime-local format ("2026-11-21T18:00"). */
export function isoToVenueLocal(instant: number, timeZone: string): string {
  const shown = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return `${shown.getUTCFullYear()}-${pad(shown.getUTCMonth() + 1)}-${pad(shown.getUTCDate())}T${pad(shown.getUTCHours())}:${pad(shown.getUTCMinutes())}`;
}
