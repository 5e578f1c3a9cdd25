import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, ZChatMessagePageSchema, ZGuestChatSchema, type TChatMessage } from '@menudelite/shared/guest-chat/contracts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { staffOf, type TStaff } from './helpers/team.ts';
import { checkedIn, createHotel, guestHeaders, guestToken, keyOf, type THotel } from './hotel-helpers.ts';
import { chatSnapshot, guestChat, guestSend, guestSent, inbox, staffSend, staffSent } from './guest-chat-helpers.ts';

let t: TTestApp;
let hotel: THotel;
let other: THotel;
let token: string;
let stayId: string;
let host: TStaff;
let kitchen: TStaff;
let ownerMemberId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
  hotel = await createHotel(t);
  other = await createHotel(t);
  stayId = (await checkedIn(t, hotel, hotel.rooms.r101.id, { email: 'maria@example.com', language: 'es' })).id;
  token = await guestToken(t, hotel);
  host = await staffOf(t, hotel.restaurantId, 'host', { name: 'Hana Host' });
  kitchen = await staffOf(t, hotel.restaurantId, 'kitchen');
  const me = await t.app.inject({ method: 'GET', url: '/api/team/me', headers: hotel.headers });
  ownerMemberId = me.json().memberId as string;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('guest messages', () => {
  it('a guest with no thread yet reads an empty chat; the first message opens the stay’s thread', async () => {
    const empty = await guestChat(t, token);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(ZGuestChatSchema.parse(empty.json())).toEqual({ threadId: null, unread: 0, canPost: true, messages: { items: [], nextCursor: null } });

    const first = await guestSent(t, token, 'Hola, could we get a late check-out?');
    expect(first).toMatchObject({ author: 'guest', body: 'Hola, could we get a late check-out?', memberId: null, readByStaffAt: null });
    const page = await inbox(t, hotel.headers);
    const thread = page.items.find((row) => row.stayId === stayId)!;
    expect(thread).toMatchObject({ id: first.threadId, roomNumber: '101', staffUnread: 1, guestUnread: 0, lastMessageAuthor: 'guest', assignedMemberId: null });
    expect(thread.guestName).toContain('Garc');
    expect(page.totalUnread).toBe(1);
  });

  it('strips HTML: script and style go whole, other tags leave their text; entities read as the characters', async () => {
    const message = await guestSent(t, token, '<script>alert(1)</script><b>Towels</b> & <i>soap</i> <img src=x onerror=alert(2)>please <style>p{}</style>');
    expect(message.body).toBe('Towels & soap please');
    const stored = await t.db.selectFrom('chat_messages').select('body').where('id', '=', message.id).executeTakeFirstOrThrow();
    expect(stored.body).not.toMatch(/[<>]|script|onerror/);
  });

  it('refuses a message of only markup or spaces (400 chatOnlyMarkup) and writes nothing', async () => {
    const before = await chatSnapshot(t);
    const onlyMarkup = [
      '<p></p><br/>',
      '<script>alert(1)</script>',
      '   ',
      '<img src=x onerror=alert(1)>',
      '',
      // Raw-text elements whose content is markup, and markup typed as entities: stripped to nothing, not stored as live HTML.
      '<noembed><img src=x onerror=1></noembed>',
      '<xmp><b>hi</b></xmp>',
      '&lt;img src=x onerror=alert(1)&gt;',
      // Only invisible characters.
      '\u200b\u2060\u200e',
    ];
    for (const body of onlyMarkup) {
      const res = await guestSend(t, token, body);
      expect(res.statusCode, body).toBe(400);
      expect(keyOf(res.body), body).toBe('chatOnlyMarkup');
    }
    expect(await chatSnapshot(t)).toEqual(before);
  });

  it('takes exactly 2,000 characters and refuses 2,001 (400 tooLong, max 2000), writing nothing', async () => {
    const longest = await guestSent(t, token, 'x'.repeat(CHAT_MESSAGE_MAX));
    expect(longest.body).toHaveLength(CHAT_MESSAGE_MAX);
    const before = await chatSnapshot(t);
    const res = await guestSend(t, token, 'x'.repeat(CHAT_MESSAGE_MAX + 1));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0]).toMatchObject({ path: 'body.body', key: 'tooLong', params: { max: CHAT_MESSAGE_MAX } });
    expect(await chatSnapshot(t)).toEqual(before);
  });

  it('a retry with the same clientId (or Idempotency-Key) answers the first message and writes nothing more', async () => {
    const first = await guestSend(t, token, 'Is breakfast included?', { clientId: 'client-1' });
    expect(first.statusCode).toBe(201);
    const before = await chatSnapshot(t);
    const again = await guestSend(t, token, 'Is breakfast included?', { clientId: 'client-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const keyed = await guestSend(t, token, 'Two pillows', {}, { 'idempotency-key': 'idem-abcdef-1' });
    expect(keyed.statusCode).toBe(201);
    const keyedAgain = await guestSend(t, token, 'Two pillows', {}, { 'idempotency-key': 'idem-abcdef-1' });
    expect(keyedAgain.json().id).toBe(keyed.json().id);
    expect((await chatSnapshot(t)).messages).toBe(before.messages + 1);
  });

  it('a bad or missing guest token is 401 and writes nothing', async () => {
    const before = await chatSnapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/guest/chat/messages',
      headers: guestHeaders('not-a-real-token-at-all-xxxxx'),
      payload: { body: 'hi' },
    });
    expect(res.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/public/guest/chat' });
    expect(none.statusCode).toBe(401);
    expect(await chatSnapshot(t)).toEqual(before);
  });

  it('pages newest first with a cursor, no message twice or missed', async () => {
    const all: TChatMessage[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res = await guestChat(t, token, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = ZGuestChatSchema.parse(res.json()).messages;
      all.push(...page.items);
      cursor = page.nextCursor;
    }
    const count = await t.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('thread_id', '=', all[0]!.threadId)
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(count.n));
    expect(new Set(all.map((m) => m.id)).size).toBe(all.length);
    const times = all.map((m) => `${m.createdAt}|${m.id}`);
    expect(times).toEqual(times.toSorted().toReversed());
    expect((await guestChat(t, token, '?cursor=garbage')).statusCode).toBe(400);
  });
});

describe('staff inbox', () => {
  it('staff read the thread, reply; unread counts and read receipts move both ways', async () => {
    const thread = (await inbox(t, hotel.headers)).items.find((row) => row.stayId === stayId)!;
    expect(thread.staffUnread).toBeGreaterThan(0);
    const messages = await t.app.inject({ method: 'GET', url: `/api/chat/threads/${thread.id}/messages?limit=100`, headers: host.headers });
    expect(messages.statusCode, messages.body).toBe(200);
    expect(ZChatMessagePageSchema.parse(messages.json()).items.every((m) => m.readByStaffAt === null)).toBe(true);

    const read = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${thread.id}/read`, headers: host.headers });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ threadId: thread.id, marked: thread.staffUnread, staffUnread: 0 });
    const after = (await inbox(t, hotel.headers)).items.find((row) => row.id === thread.id)!;
    expect(after.staffUnread).toBe(0);
    const guestView = ZGuestChatSchema.parse((await guestChat(t, token, '?limit=100')).json());
    expect(guestView.messages.items.filter((m) => m.author === 'guest').every((m) => m.readByStaffAt !== null)).toBe(true);

    const reply = await staffSent(t, host.headers, thread.id, 'Of course: check-out at 14:00 is fine. <a href="javascript:x">ok</a>');
    expect(reply).toMatchObject({ author: 'staff', memberId: host.memberId, memberName: 'Hana Host', readByGuestAt: null });
    expect(reply.body).toBe('Of course: check-out at 14:00 is fine. ok');
    const guestNow = ZGuestChatSchema.parse((await guestChat(t, token)).json());
    expect(guestNow.unread).toBe(1);
    expect((await inbox(t, hotel.headers)).items.find((row) => row.id === thread.id)!.guestUnread).toBe(1);

    const guestRead = await t.app.inject({ method: 'POST', url: '/api/public/guest/chat/read', headers: guestHeaders(token) });
    expect(guestRead.statusCode, guestRead.body).toBe(200);
    expect(guestRead.json()).toMatchObject({ marked: 1, guestUnread: 0 });
    const seen = await t.app.inject({ method: 'GET', url: `/api/chat/threads/${thread.id}/messages`, headers: host.headers });
    expect(seen.json().items.find((m: TChatMessage) => m.id === reply.id).readByGuestAt).not.toBeNull();
    // Reading again marks nothing.
    const again = await t.app.inject({ method: 'POST', url: '/api/public/guest/chat/read', headers: guestHeaders(token) });
    expect(again.json().marked).toBe(0);
  });

  it('assigns to a member, filters by assignee and unread, unassigns; a member of another venue is refused', async () => {
    const thread = (await inbox(t, hotel.headers)).items.find((row) => row.stayId === stayId)!;
    const assign = (memberId: string | null, headers = hotel.headers) =>
      t.app.inject({ method: 'PATCH', url: `/api/chat/threads/${thread.id}/assign`, headers, payload: { memberId } });
    const res = await assign(host.memberId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ assignedMemberId: host.memberId, assignedMemberName: 'Hana Host' });
    expect((await inbox(t, host.headers, '?assigned=me')).items.map((r) => r.id)).toEqual([thread.id]);
    expect((await inbox(t, hotel.headers, '?assigned=me')).items).toEqual([]);
    expect((await inbox(t, hotel.headers, '?assigned=none')).items.map((r) => r.id)).not.toContain(thread.id);
    expect((await inbox(t, hotel.headers, `?assigned=${host.memberId}`)).items.map((r) => r.id)).toEqual([thread.id]);

    await guestSent(t, token, 'One more thing');
    expect((await inbox(t, hotel.headers, '?unread=true')).items.map((r) => r.id)).toEqual([thread.id]);

    const otherStaff = await staffOf(t, other.restaurantId, 'host');
    const refused = await assign(otherStaff.memberId);
    expect(refused.statusCode).toBe(400);
    expect(keyOf(refused.body)).toBe('notAnEmployee');
    expect((await assign(ownerMemberId)).json().assignedMemberId).toBe(ownerMemberId);
    const cleared = await assign(null);
    expect(cleared.json()).toMatchObject({ assignedMemberId: null, assignedMemberName: null });
    expect((await inbox(t, hotel.headers, '?assigned=none')).items.map((r) => r.id)).toContain(thread.id);
  });

  it('pages the inbox with a cursor', async () => {
    for (const room of [hotel.rooms.r102, hotel.rooms.r103]) {
      await checkedIn(t, hotel, room.id, { guestLastName: 'Smith' });
      await guestSent(t, await guestToken(t, hotel, room.roomNumber, 'Smith'), `Hello from ${room.roomNumber}`);
    }
    const first = await inbox(t, hotel.headers, '?limit=2');
    expect(first.items).toHaveLength(2);
    expect(first.items[0]!.roomNumber).toBe('103');
    const second = await inbox(t, hotel.headers, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((r) => r.roomNumber)).toEqual(['101']);
    expect(second.nextCursor).toBeNull();
  });

  it('another venue’s thread is 404 on every staff route, and writes nothing', async () => {
    const thread = (await inbox(t, hotel.headers)).items.find((row) => row.stayId === stayId)!;
    const before = await chatSnapshot(t);
    const calls = [
      { method: 'GET', url: `/api/chat/threads/${thread.id}` },
      { method: 'GET', url: `/api/chat/threads/${thread.id}/messages` },
      { method: 'POST', url: `/api/chat/threads/${thread.id}/messages`, payload: { body: 'hi' } },
      { method: 'POST', url: `/api/chat/threads/${thread.id}/read` },
      { method: 'PATCH', url: `/api/chat/threads/${thread.id}/assign`, payload: { memberId: null } },
    ] as const;
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: other.headers });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await inbox(t, other.headers)).items).toEqual([]);
    const open = await t.app.inject({ method: 'POST', url: '/api/chat/threads', headers: other.headers, payload: { stayId } });
    expect(open.statusCode).toBe(404);
    expect(await chatSnapshot(t)).toEqual(before);
  });

  it('needs guests.serve: kitchen staff get 403', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/chat/threads', headers: kitchen.headers });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/threads' })).statusCode).toBe(401);
  });

  it('staff can open a stay’s thread and write first; the same stay keeps one thread', async () => {
    const stay = await checkedIn(t, other, other.rooms.r101.id, { guestLastName: 'Lee' });
    const open = await t.app.inject({ method: 'POST', url: '/api/chat/threads', headers: other.headers, payload: { stayId: stay.id } });
    expect(open.statusCode, open.body).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/chat/threads', headers: other.headers, payload: { stayId: stay.id } });
    expect(again.json().id).toBe(open.json().id);
    await staffSent(t, other.headers, open.json().id, 'Welcome! Your room is ready.');
    const guest = ZGuestChatSchema.parse((await guestChat(t, await guestToken(t, other, '101', 'Lee'))).json());
    expect(guest).toMatchObject({ threadId: open.json().id, unread: 1 });
    expect(guest.messages.items[0]!.body).toBe('Welcome! Your room is ready.');
  });
});

describe('a closed stay', () => {
  it('the guest can still read, but posting is 409 chatStayClosed and writes nothing; a staff markup-only message is 400', async () => {
    const thread = (await inbox(t, hotel.headers)).items.find((row) => row.stayId === stayId)!;
    expect((await staffSend(t, hotel.headers, thread.id, '<b></b>')).statusCode).toBe(400);
    const out = await t.app.inject({ method: 'POST', url: `/api/stays/${stayId}/check-out`, headers: hotel.headers, payload: {} });
    expect(out.statusCode, out.body).toBe(200);
    const before = await chatSnapshot(t);
    const res = await guestSend(t, token, 'Forgot my charger!');
    expect(res.statusCode).toBe(409);
    expect(keyOf(res.body)).toBe('chatStayClosed');
    expect(await chatSnapshot(t)).toEqual(before);
    const view = await guestChat(t, token);
    expect(view.statusCode).toBe(200);
    expect(view.json().canPost).toBe(false);
  });
});

describe('a signed-out guest', () => {
  it('cannot read, post or mark read with the token they signed out (401), and nothing is written', async () => {
    await checkedIn(t, other, other.rooms.r102.id, { guestLastName: 'Okafor' });
    const leaving = await guestToken(t, other, '102', 'Okafor');
    await guestSent(t, leaving, 'Checking out soon');
    const out = await t.app.inject({ method: 'DELETE', url: '/api/public/guest/session', headers: guestHeaders(leaving) });
    expect(out.statusCode).toBe(204);
    const before = await chatSnapshot(t);
    expect((await guestChat(t, leaving)).statusCode).toBe(401);
    expect((await guestSend(t, leaving, 'still here?')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/public/guest/chat/read', headers: guestHeaders(leaving) })).statusCode).toBe(401);
    expect(await chatSnapshot(t)).toEqual(before);
  });
});
