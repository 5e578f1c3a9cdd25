import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { ownerVenue } from './helpers/team.ts';
import { icsEvent, icsUtc, reservationHarness } from './reservation-extras-helpers.ts';

let t: TTestApp;
let venueId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  venueId = (await ownerVenue(t.app)).venueId;
  await t.db
    .updateTable('restaurants')
    .set({ name: 'Harbour Kitchen', address: '12 Quay Street, Valletta', time_zone: 'Europe/Malta' })
    .where('id', '=', venueId)
    .execute();
});
afterAll(async () => {
  await t.close();
});

describe('booking e-mails through the reservations hook', () => {
  it('a booking enqueues its confirmation in its own transaction; the e-mail carries an .ics in UTC across the DST change', async () => {
    // Malta goes from UTC+1 to UTC+2 on 29 March 2026 at 02:00; the booking is 19:30 that evening (17:30 UTC).
    const h = reservationHarness(t, new Date('2026-03-20T10:00:00.000Z'));
    const booking = h.booking(venueId, { startsAt: '2026-03-29T17:30:00.000Z', endsAt: '2026-03-29T19:30:00.000Z' });

    // A transaction that rolls back leaves no e-mail job behind.
    await expect(
      t.db.transaction().execute(async (trx) => {
        await h.hooks.onReservationChanged({ kind: 'created', reservation: booking, previous: null, by: 'guest' }, trx);
        throw new Error('booking failed');
      }),
    ).rejects.toThrow('booking failed');
    expect(await h.jobsOf(booking.id)).toHaveLength(0);

    await h.change('created', booking);
    const jobs = await h.jobsOf(booking.id);
    expect(jobs.map((job) => job.kind).toSorted()).toEqual(['reservations.email', 'reservations.remind', 'reservations.remind']);
    await h.runner.runDueJobs();
    const [mail, ...more] = await h.mails(booking.guestEmail!);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Your table at Harbour Kitchen is booked');
    expect(mail!.text_body).toContain('Sunday, March 29, 2026 at 7:30');
    const manageUrl = `https://menudelite.example${booking.manageUrlPath}`;
    expect(mail!.text_body).toContain(manageUrl);
    expect(mail!.attachments).toHaveLength(1);
    const event = icsEvent(mail!.attachments[0]!.content);
    expect(event.DTSTART).toBe(icsUtc(booking.startsAt));
    expect(event.DTSTART).toBe('20260329T173000Z');
    expect(event.DTEND).toBe('20260329T193000Z');
    expect(event.SUMMARY).toBe('Table at Harbour Kitchen');
    expect(event.LOCATION).toBe('Harbour Kitchen\\, 12 Quay Street\\, Valletta');
    expect(event.URL).toBe(manageUrl);

    // Running the job again (a retry after a crash) sends nothing more.
    await t.db
      .updateTable('jobs')
      .set({ status: 'queued', run_at: new Date(0).toISOString() })
      .where('kind', '=', 'reservations.email')
      .where('unique_key', 'like', `%${booking.id}%`)
      .execute();
    await h.runner.runDueJobs();
    expect(await h.mails(booking.guestEmail!)).toHaveLength(1);
  });

  it('is written in the guest language: Arabic subject, RTL body, translated calendar title', async () => {
    const h = reservationHarness(t);
    const booking = h.booking(venueId, { language: 'ar' });
    await h.change('created', booking);
    await h.runner.runDueJobs();
    const [mail] = await h.mails(booking.guestEmail!);
    expect(mail!.subject).toBe('تم حجز طاولتك في Harbour Kitchen');
    expect(mail!.html_body).toContain('dir="rtl"');
    expect(icsEvent(mail!.attachments[0]!.content).SUMMARY).toBe('طاولة في Harbour Kitchen');
  });

  it('a change mails the new time with an updated .ics; a table-only change mails nothing; a cancellation mails without manage link', async () => {
    const h = reservationHarness(t);
    const booking = h.booking(venueId, { language: 'de' });
    await h.change('created', booking);
    await h.runner.runDueJobs();
    const moved = {
      ...booking,
      startsAt: new Date(Date.parse(booking.startsAt) + 3_600_000).toISOString(),
      endsAt: new Date(Date.parse(booking.endsAt) + 3_600_000).toISOString(),
    };
    await h.change('changed', moved);
    await h.change('changed', { ...moved }); // same time and party (a table move): no e-mail
    await h.runner.runDueJobs();
    let mails = await h.mails(booking.guestEmail!);
    expect(mails.map((m) => m.subject)).toEqual(['Ihr Tisch im Harbour Kitchen ist reserviert', 'Ihre Reservierung im Harbour Kitchen wurde geändert']);
    const first = icsEvent(mails[0]!.attachments[0]!.content);
    const second = icsEvent(mails[1]!.attachments[0]!.content);
    expect(second.UID).toBe(first.UID);
    expect(Number(second.SEQUENCE)).toBeGreaterThan(Number(first.SEQUENCE));
    expect(second.DTSTART).toBe(icsUtc(moved.startsAt));

    await h.change('cancelled', { ...moved, status: 'cancelled' });
    await h.runner.runDueJobs();
    mails = await h.mails(booking.guestEmail!);
    expect(mails).toHaveLength(3);
    expect(mails[2]!.subject).toBe('Ihre Reservierung im Harbour Kitchen wurde storniert');
    expect(mails[2]!.text_body).not.toContain('token=');
    expect(mails[2]!.attachments).toEqual([]);
  });

  it('a walk-in or a booking without e-mail gets no e-mail', async () => {
    const h = reservationHarness(t);
    const walkIn = h.booking(venueId, { source: 'walkIn', startsAt: new Date(Date.now() + 60_000).toISOString() });
    const phone = h.booking(venueId, { guestEmail: null, source: 'phone' });
    await h.change('created', walkIn);
    await h.change('created', phone);
    await h.runner.runDueJobs();
    expect(await h.mails(walkIn.guestEmail!)).toHaveLength(0);
    expect(await t.db.selectFrom('reservation_messages').select('key').where('reservation_id', 'in', [walkIn.id, phone.id]).execute()).toHaveLength(0);
  });
});
