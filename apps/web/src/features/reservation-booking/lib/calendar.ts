import type { TPublicReservation } from '@menudelite/shared/reservations/contracts';

/** 20261128T183000Z: an instant in iCalendar's UTC form. */
const icsInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** iCalendar text: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/**
 * The booking as a calendar event (the same facts the confirmation e-mail's .ics carries): the
 * venue, its address, the start and end in UTC (every calendar shows them on its own clock), and
 * the manage page's address. Lines end with CRLF.
 */
export function calendarFile(reservation: TPublicReservation, manageUrl: string, title: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MenuDelite//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${reservation.id}@menudelite`,
    `DTSTAMP:${icsInstant(reservation.createdAt)}`,
    `DTSTART:${icsInstant(reservation.startsAt)}`,
    `DTEND:${icsInstant(reservation.endsAt)}`,
    `SUMMARY:${icsText(title)}`,
    ...(reservation.restaurantAddress ? [`LOCATION:${icsText(reservation.restaurantAddress)}`] : []),
    `URL:${manageUrl}`,
    `DESCRIPTION:${icsText(manageUrl)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A link the browser downloads as booking.ics. */
export function calendarHref(file: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}
