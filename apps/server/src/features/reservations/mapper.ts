import type { TLanguage } from '@menudelite/shared/i18n/languages';
import type {
  TPublicReservation,
  TReservation,
  TReservationOccasion,
  TReservationSource,
  TReservationStatus,
  TServicePeriod,
} from '@menudelite/shared/reservations/contracts';
import { localTime, periodOf } from '@menudelite/shared/reservations/slots';
import type { TReservationView } from './hooks.ts';
import type { TReservationRow } from './repository.ts';
import type { TReservationVenue } from './venue.ts';

export const tableIdsOf = (row: Pick<TReservationRow, 'table_ids'>): string[] => JSON.parse(row.table_ids) as string[];

export const confirmationPath = (restaurantId: string, reservationId: string, token: string): string =>
  `/restaurants/${encodeURIComponent(restaurantId)}/bookingConfirmation/${encodeURIComponent(reservationId)}?token=${encodeURIComponent(token)}`;

/** The guest may change or cancel a booking, or confirm a booked one, until its time comes (then it is the staff's: seated or no-show). */
export const guestMayChange = (row: Pick<TReservationRow, 'status' | 'starts_at'>, now: number) =>
  (row.status === 'booked' || row.status === 'confirmed') && now < Date.parse(row.starts_at);

export function toPublicReservation(row: TReservationRow, venue: TReservationVenue, now = Date.now()): TPublicReservation {
  const startsAt = Date.parse(row.starts_at);
  const open = guestMayChange(row, now);
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    restaurantName: venue.name,
    restaurantAddress: venue.address,
    timeZone: venue.timeZone,
    status: row.status as TReservationStatus,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    date: row.service_date,
    localTime: localTime(startsAt, venue.timeZone),
    partySize: row.party_size,
    name: row.name ?? '',
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    occasion: row.occasion as TReservationOccasion | null,
    allergies: row.allergies,
    language: row.language as TLanguage,
    canChange: open,
    canCancel: open,
    canConfirm: open && row.status === 'booked',
    createdAt: row.created_at,
  };
}

export type TGuestRecord = { visits: number; noShows: number };
export type TStaffMapContext = { timeZone: string; periods: readonly TServicePeriod[]; tableLabels: ReadonlyMap<string, string> };

export function toStaffReservation(row: TReservationRow, ctx: TStaffMapContext, guest: TGuestRecord): TReservation {
  const clock = localTime(Date.parse(row.starts_at), ctx.timeZone);
  const tableIds = tableIdsOf(row);
  return {
    id: row.id,
    status: row.status as TReservationStatus,
    source: row.source as TReservationSource,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    date: row.service_date,
    localTime: clock,
    period: periodOf(ctx.periods, clock),
    partySize: row.party_size,
    tableIds,
    tableLabels: tableIds.map((id) => ctx.tableLabels.get(id) ?? '?'),
    name: row.name ?? '',
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    occasion: row.occasion as TReservationOccasion | null,
    allergies: row.allergies,
    language: row.language as TLanguage,
    guestNoShows: guest.noShows,
    guestVisits: guest.visits,
    seatedAt: row.seated_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toView(row: TReservationRow, tableLabels: ReadonlyMap<string, string>, manageToken: string): TReservationView {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    status: row.status as TReservationStatus,
    source: row.source as TReservationSource,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    partySize: row.party_size,
    tableLabels: tableIdsOf(row).map((id) => tableLabels.get(id) ?? '?'),
    guestName: row.name ?? '',
    guestEmail: row.email,
    guestPhone: row.phone,
    notes: row.notes,
    occasion: row.occasion as TReservationOccasion | null,
    allergies: row.allergies,
    language: row.language as TLanguage,
    manageUrlPath: confirmationPath(row.restaurant_id, row.id, manageToken),
  };
}

export const phoneDigits = (phone: string | null | undefined): string | null => {
  const digits = phone ? phone.replace(/\D/g, '') : '';
  return digits.length > 0 ? digits : null;
};
