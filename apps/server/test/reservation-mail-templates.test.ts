import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@menudelite/shared/i18n/languages';
import { renderReservationEmail, reservationIcs, type TReservationEmailInput } from '../src/features/notifications/public.ts';

/** Unfolds an iCalendar text (RFC 5545 3.1) and returns its VEVENT properties by name. */
function eventOf(ics: string): Record<string, string> {
  const lines = ics.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const start = lines.indexOf('BEGIN:VEVENT');
  const end = lines.indexOf('END:VEVENT');
  expect(start).toBeGreaterThanOrEqual(0);
  const props: Record<string, string> = {};
  for (const line of lines.slice(start + 1, end)) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).split(';')[0]!;
    props[name] = line.slice(colon + 1);
  }
  return props;
}

const base: TReservationEmailInput = {
  kind: 'confirmation',
  reservationId: '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  venueName: 'Harbour Kitchen',
  venueAddress: '12 Quay Street, Valletta',
  timeZone: 'Europe/Malta',
  guestName: 'Amal Haddad',
  // Sunday 29 March 2026: Malta moves from UTC+1 to UTC+2 at 02:00. 19:30 local is 17:30 UTC that evening.
  startsAt: '2026-03-29T17:30:00.000Z',
  endsAt: '2026-03-29T19:30:00.000Z',
  partySize: 4,
  manageUrl: 'https://menudelite.example/restaurants/r1/bookingConfirmation/x1?token=abc',
};

describe('reservation e-mails', () => {
  it('the .ics has DTSTART/DTEND in UTC across a DST change, the title, location and manage URL', async () => {
    const email = await renderReservationEmail('en', base);
    expect(email.attachments).toHaveLength(1);
    const [ics] = email.attachments;
    expect(ics!.filename).toBe('reservation.ics');
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const event = eventOf(ics!.content);
    expect(event.DTSTART).toBe('20260329T173000Z');
    expect(event.DTEND).toBe('20260329T193000Z');
    expect(event.SUMMARY).toBe('Table at Harbour Kitchen');
    expect(event.LOCATION).toContain('12 Quay Street');
    expect(event.URL).toBe(base.manageUrl);
    expect(event.UID).toBe(`reservation-${base.reservationId}@menudelite`);
    // The e-mail shows the venue's wall clock: 19:30 after the clocks went forward (UTC+2), not 18:30.
    expect(email.text).toContain('7:30');
    expect(email.text).toContain('Sunday, March 29, 2026');

    // The day before the change Malta is UTC+1: 19:30 local is 18:30 UTC.
    const before = eventOf(reservationIcs('en', { ...base, startsAt: '2026-03-28T18:30:00.000Z', endsAt: '2026-03-28T20:30:00.000Z' }));
    expect(before.DTSTART).toBe('20260328T183000Z');
    const beforeMail = await renderReservationEmail('en', { ...base, startsAt: '2026-03-28T18:30:00.000Z', endsAt: '2026-03-28T20:30:00.000Z' });
    expect(beforeMail.text).toContain('7:30');
  });

  it('is in Arabic (subject, RTL HTML) with the venue name isolated', async () => {
    const email = await renderReservationEmail('ar', base);
    expect(email.subject).toBe('تم حجز طاولتك في Harbour Kitchen');
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).toContain('إدارة حجزي');
    expect(email.text).toContain(base.manageUrl!);
    expect(eventOf(email.attachments[0]!.content).SUMMARY).toBe('طاولة في Harbour Kitchen');
  });

  it('renders every kind in all 14 languages, each translated', async () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGES) {
      for (const kind of ['confirmation', 'change', 'cancellation', 'reminder24', 'reminder2'] as const) {
        const email = await renderReservationEmail(language, { ...base, kind, confirmUrl: `${base.manageUrl}&confirm=1` });
        expect(email.subject).toContain('Harbour Kitchen');
        expect(email.html).toContain(`lang="${language}"`);
        subjects.add(email.subject);
      }
    }
    expect(subjects.size).toBe(14 * 5);
  });

  it('reminders carry the confirm link, cancellations no manage link and no .ics', async () => {
    const reminder = await renderReservationEmail('de', { ...base, kind: 'reminder24', confirmUrl: `${base.manageUrl}&confirm=1` });
    expect(reminder.subject).toBe('Erinnerung: Ihr Tisch im Harbour Kitchen morgen');
    expect(reminder.text).toContain(`${base.manageUrl}&confirm=1`);
    expect(reminder.html).toContain('token=abc&amp;confirm=1');
    expect(reminder.attachments).toEqual([]);
    const cancelled = await renderReservationEmail('fr', { ...base, kind: 'cancellation', money: { kind: 'depositRefund', amount: 4000, currency: 'eur' } });
    expect(cancelled.text).not.toContain('token=abc');
    expect(cancelled.attachments).toEqual([]);
    expect(cancelled.text).toMatch(/acompte de .*40[.,]00/);
  });

  it('escapes a guest name and venue name in HTML', async () => {
    const email = await renderReservationEmail('en', { ...base, guestName: '<b>x</b>', venueName: '<i>V</i>' });
    expect(email.html).not.toContain('<b>x</b>');
    expect(email.html).not.toContain('<i>V</i>');
    expect(email.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
