import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { ownerVenue } from './helpers/team.ts';
import { reservationHarness } from './reservation-extras-helpers.ts';

let t: TTestApp;
let venueId: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://menudelite.example' });
  venueId = (await ownerVenue(t.app)).venueId;
  await t.db.updateTable('restaurants').set({ name: 'Harbour Kitchen', time_zone: 'Europe/Malta' }).where('id', '=', venueId).execute();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const at = (iso: string, deltaMs: number) => new Date(Date.parse(iso) + deltaMs);
const reminderSubjects = (mails: { subject: string }[]) =>
  mails.map((m) => m.subject).filter((s) => !s.includes('is booked') && !s.includes('changed') && !s.includes('cancelled'));

describe('booking reminders (24 h and 2 h before, through the job runner)', () => {
  it('enqueues both reminders with the booking, sends each at its time with a confirm link, once', async () => {
    const start = new Date('2026-06-01T09:00:00.000Z');
    const h = reservationHarness(t, start);
    const booking = h.booking(venueId, { startsAt: '2026-06-05T18:00:00.000Z', endsAt: '2026-06-05T20:00:00.000Z' });
    await h.change('created', booking);
    const reminders = (await h.jobsOf(booking.id)).filter((job) => job.kind === 'reservations.remind');
    expect(reminders.map((job) => job.run_at)).toEqual(['2026-06-04T18:00:00.000Z', '2026-06-05T16:00:00.000Z']);
    expect(reminders.every((job) => job.unique_key!.includes(booking.startsAt))).toBe(true);
    await h.runner.runDueJobs(); // the confirmation only
    expect(reminderSubjects(await h.mails(booking.guestEmail!))).toEqual([]);

    h.set(at('2026-06-04T18:00:00.000Z', 60_000));
    await h.runner.runDueJobs();
    let mails = await h.mails(booking.guestEmail!);
    expect(reminderSubjects(mails)).toEqual(['Reminder: your table at Harbour Kitchen tomorrow']);
    const manageUrl = `https://menudelite.example${booking.manageUrlPath}`;
    expect(mails.at(-1)!.text_body).toContain(`${manageUrl}&confirm=1`);
    expect(mails.at(-1)!.html_body).toContain('&amp;confirm=1');

    h.set(at('2026-06-05T16:00:00.000Z', 60_000));
    await h.runner.runDueJobs();
    await h.runner.runDueJobs();
    mails = await h.mails(booking.guestEmail!);
    expect(reminderSubjects(mails)).toEqual(['Reminder: your table at Harbour Kitchen tomorrow', 'See you soon: your table at Harbour Kitchen in 2 hours']);
  });

  it('skips reminders whose time has already passed (a booking 3 hours ahead gets only the 2-hour one; 1 hour ahead none)', async () => {
    const h = reservationHarness(t);
    const soon = h.booking(venueId, { startsAt: new Date(Date.now() + 3 * HOUR).toISOString() });
    const sooner = h.booking(venueId, { startsAt: new Date(Date.now() + HOUR).toISOString() });
    await h.change('created', soon);
    await h.change('created', sooner);
    expect((await h.jobsOf(soon.id)).filter((j) => j.kind === 'reservations.remind').map((j) => j.unique_key)).toEqual([
      `reservation-remind:${soon.id}:${soon.startsAt}:reminder2`,
    ]);
    expect((await h.jobsOf(sooner.id)).filter((j) => j.kind === 'reservations.remind')).toHaveLength(0);
  });

  it('a moved booking gets fresh reminders; the stale ones find it moved and send nothing', async () => {
    const h = reservationHarness(t, new Date('2026-07-01T09:00:00.000Z'));
    const booking = h.booking(venueId, { startsAt: '2026-07-04T18:00:00.000Z', endsAt: '2026-07-04T20:00:00.000Z' });
    await h.change('created', booking);
    const moved = { ...booking, startsAt: '2026-07-06T19:00:00.000Z', endsAt: '2026-07-06T21:00:00.000Z' };
    await h.change('changed', moved);
    const keys = (await h.jobsOf(booking.id)).filter((j) => j.kind === 'reservations.remind').map((j) => j.unique_key);
    expect(keys).toHaveLength(4);

    // The old 24 h and 2 h times pass: the stale jobs run and succeed, sending nothing.
    h.set(new Date('2026-07-04T17:00:00.000Z'));
    await h.runner.runDueJobs();
    expect(reminderSubjects(await h.mails(booking.guestEmail!))).toEqual([]);
    const stale = await t.db
      .selectFrom('jobs')
      .select(['status'])
      .where('unique_key', 'like', `reservation-remind:${booking.id}:${booking.startsAt}:%`)
      .execute();
    expect(stale.map((j) => j.status)).toEqual(['succeeded', 'succeeded']);

    h.set(new Date('2026-07-05T19:01:00.000Z'));
    await h.runner.runDueJobs();
    expect(reminderSubjects(await h.mails(booking.guestEmail!))).toEqual(['Reminder: your table at Harbour Kitchen tomorrow']);
  });

  it('a cancelled, completed or no-show booking gets no reminder', async () => {
    const h = reservationHarness(t, new Date('2026-08-01T09:00:00.000Z'));
    const cancelled = h.booking(venueId, { startsAt: '2026-08-03T18:00:00.000Z' });
    const completed = h.booking(venueId, { startsAt: '2026-08-03T18:00:00.000Z' });
    await h.change('created', cancelled);
    await h.change('created', completed);
    await h.runner.runDueJobs();
    await h.change('cancelled', { ...cancelled, status: 'cancelled' });
    // Completed early (a data fix by staff): the reminder must still not go out.
    await h.change('status', { ...completed, status: 'completed' });
    h.set(new Date('2026-08-03T17:00:00.000Z'));
    await h.runner.runDueJobs();
    expect(reminderSubjects(await h.mails(cancelled.guestEmail!))).toEqual([]);
    expect(reminderSubjects(await h.mails(completed.guestEmail!))).toEqual([]);
    const ran = await t.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'reservations.remind')
      .where('unique_key', 'like', `%${cancelled.id}%`)
      .execute();
    expect(ran.map((j) => j.status)).toEqual(['succeeded', 'succeeded']);
  });

  it('a reminder is in the guest language (Arabic)', async () => {
    const h = reservationHarness(t, new Date('2026-09-01T09:00:00.000Z'));
    const booking = h.booking(venueId, { language: 'ar', startsAt: '2026-09-03T18:00:00.000Z' });
    await h.change('created', booking);
    h.set(new Date('2026-09-02T18:30:00.000Z'));
    await h.runner.runDueJobs();
    const mails = await h.mails(booking.guestEmail!);
    expect(mails.map((m) => m.subject)).toContain('تذكير: طاولتك في Harbour Kitchen غدًا');
  });
});
