import type { TPublicReservation } from '@menudelite/shared/reservations/contracts';

/** 20261128T183000Z: an instant in iCalendar's UTC form. */
const icsInstant = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** iCalendar text: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 3.1: lines longer than 75 octets continue on the next line after one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let limit = 75;
  for (const char of line) {
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = '';
      limit = 74;
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/**
 * The booking as a calendar event (the same facts the confirmation e-mail's .ics carries): the
 * venue, its address, the start and end in UTC (every calendar shows them on its own clock), and
 * the manage page's address. Lines end with CRLF. The UID is the confirmation e-mail's, and the
 * SEQUENCE the time the file is made in seconds (the e-mails use the change's time), so a calendar
 * keeps one event: a later change e-mail replaces this one, an older e-mail does not.
 */
export function calendarFile(reservation: TPublicReservation, manageUrl: string, title: string, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//MenuDelite//Reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:reservation-${reservation.id}@menudelite`,
    `SEQUENCE:${Math.floor(now.getTime() / 1000)}`,
    `DTSTAMP:${icsInstant(now.toISOString())}`,
    `DTSTART:${icsInstant(reservation.startsAt)}`,
    `DTEND:${icsInstant(reservation.endsAt)}`,
    `SUMMARY:${icsText(title)}`,
    ...(reservation.restaurantAddress ? [`LOCATION:${icsText(reservation.restaurantAddress)}`] : []),
    `URL:${manageUrl}`,
    `DESCRIPTION:${icsText(manageUrl)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** A link the browser downloads as booking.ics. */
export function calendarHref(file: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`;
}
