import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_CHAT_EMAIL_JOB } from '../src/features/guest-chat/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { checkedIn, createHotel, guestHeaders, guestToken, type THotel } from './hotel-helpers.ts';
import { chatClock, emailsTo, guestSent, staffSent } from './guest-chat-helpers.ts';

let t: TTestApp;
let hotel: THotel;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  hotel = await createHotel(t, { name: 'Harbour Hotel' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** A stay with a guest token and its thread (the guest wrote first). */
async function stayWithThread(roomId: string, roomNumber: string, lastName: string, body: Record<string, unknown>) {
  await checkedIn(t, hotel, roomId, { guestLastName: lastName, ...body });
  const token = await guestToken(t, hotel, roomNumber, lastName);
  const first = await guestSent(t, token, 'Hello?');
  return { token, threadId: first.threadId };
}

describe('the unread e-mail', () => {
  it('goes out 3 minutes after a staff message the guest has not read, once, in the guest’s language', async () => {
    const clock = chatClock(t);
    const { threadId } = await stayWithThread(hotel.rooms.r101.id, '101', 'Garcia', { email: 'maria@example.com', language: 'es' });
    const reply = await staffSent(t, hotel.headers, threadId, 'Your taxi is booked for 8:00.');
    const job = await t.db.selectFrom('jobs').selectAll().where('unique_key', '=', `guest-chat-email:${reply.id}`).executeTakeFirstOrThrow();
    expect(job.kind).toBe(GUEST_CHAT_EMAIL_JOB);
    expect(Date.parse(job.run_at) - Date.parse(reply.createdAt)).toBe(3 * 60_000);

    await clock.after(170);
    expect(await emailsTo(t, 'maria@example.com')).toEqual([]);
    await clock.after(185);
    const sent = await emailsTo(t, 'maria@example.com');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Nuevo mensaje de Harbour Hotel');
    expect(sent[0]!.text_body).toContain('Your taxi is booked for 8:00.');
    expect(sent[0]!.text_body).toContain(`/hotels/${hotel.restaurantId}/guest`);
    expect(sent[0]!.html_body).toContain('lang="es"');
    const row = await t.db.selectFrom('chat_messages').select('emailed_at').where('id', '=', reply.id).executeTakeFirstOrThrow();
    expect(row.emailed_at).not.toBeNull();
    // Running again (a retry, another runner) sends nothing more.
    await clock.after(400);
    expect(await emailsTo(t, 'maria@example.com')).toHaveLength(1);
  });

  it('is not sent when the guest read the message in time', async () => {
    const clock = chatClock(t);
    const { token, threadId } = await stayWithThread(hotel.rooms.r102.id, '102', 'Novak', { email: 'jan@example.com', language: 'pl' });
    await staffSent(t, hotel.headers, threadId, 'Breakfast is until 10:30.');
    const read = await t.app.inject({ method: 'POST', url: '/api/public/guest/chat/read', headers: guestHeaders(token) });
    expect(read.json().marked).toBe(1);
    await clock.after(200);
    expect(await emailsTo(t, 'jan@example.com')).toEqual([]);
  });

  it('is not sent for a stay without an e-mail, nor for the guest’s own messages; Arabic reads right to left', async () => {
    const clock = chatClock(t);
    const { threadId } = await stayWithThread(hotel.rooms.r103.id, '103', 'Haddad', { language: 'ar' });
    await staffSent(t, hotel.headers, threadId, 'مرحبا');
    const before = await t.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await clock.after(200);
    const after = await t.db
      .selectFrom('email_outbox')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Guest messages never queue an e-mail.
    const guestJobs = await t.db.selectFrom('jobs').select('payload').where('kind', '=', GUEST_CHAT_EMAIL_JOB).execute();
    const guestMessageIds = (await t.db.selectFrom('chat_messages').select('id').where('author', '=', 'guest').execute()).map((r) => r.id);
    expect(guestJobs.filter((job) => guestMessageIds.some((id) => job.payload.includes(id)))).toEqual([]);
  });

  it('renders in Arabic with dir="rtl"', async () => {
    const { renderGuestChatEmail } = await import('../src/features/notifications/public.ts');
    const email = await renderGuestChatEmail('ar', { venue: 'Harbour Hotel', guestName: 'Omar', message: 'Hi <b>there</b>', link: 'https://x.test/g' });
    expect(email.subject).toBe('رسالة جديدة من Harbour Hotel');
    expect(email.html).toContain('dir="rtl"');
    expect(email.html).not.toContain('<b>there</b>');
    expect(email.html).toContain('&lt;b&gt;');
  });
});
