import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type { TStay, TStaySource } from '@menudelite/shared/hotel/contracts';
import type { TStayRow } from './repository.ts';

export function toStay(row: TStayRow): TStay {
  return {
    id: row.id,
    roomId: row.room_id,
    roomNumber: row.room_number,
    guestLastName: row.guest_last_name,
    guestFirstName: row.guest_first_name,
    email: row.email,
    phone: row.phone,
    language: row.language as TLanguage,
    checkInAt: row.check_in_at,
    expectedCheckOut: row.expected_check_out,
    checkedOutAt: row.checked_out_at,
    status: row.checked_out_at ? 'closed' : 'open',
    source: row.source as TStaySource,
    externalId: row.external_id,
    amenityCharges: Number(row.amenity_charges),
  };
}

/** "Maria Garcia", or "Garcia" without a first name. */
export function guestNameOf(row: Pick<TStayRow, 'guest_first_name' | 'guest_last_name'>): string {
  return row.guest_first_name ? `${row.guest_first_name} ${row.guest_last_name}` : row.guest_last_name;
}

/** What a typed last name is matched by: lower case, accents and marks dropped, spaces collapsed ("García " = "garcia"). */
export function lastNameKey(name: string): string {
  return name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** A cursor of (timestamp, id), opaque to clients. */
export function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}
export function decodeCursor(cursor: string | undefined): { at: string; id: string } | undefined | null {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string') return { at: value[0], id: value[1] };
  } catch {
    // falls through
  }
  return null;
}
