import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { expectError } from './helpers/accounts.ts';
import { createVenue, type TVenue } from './helpers/menu-venue.ts';
import { insertOrderRow } from './helpers/ordering-venue.ts';
import { keyOf, staffOf, type TStaff } from './helpers/team.ts';

/** The limits count in fixed one-minute windows: start a counting test well inside one, never across its edge. */
const awayFromMinuteEdge = async () => {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
};

/** Manager approval on shared devices (X-Manager-Pin, 5 a minute per device) and the audit log it writes to. */
describe('manager PIN override and the audit log', () => {
  let t: TTestApp;
  let venue: TVenue;
  let manager: TStaff;
  let server: TStaff;

  beforeAll(async () => {
    t = await createTestApp();
    venue = await createVenue(t);
    manager = await staffOf(t, venue.restaurantId, 'manager', { pin: '2468', name: 'Mara Manager' });
    server = await staffOf(t, venue.restaurantId, 'frontOfHouse', { name: 'Sam Server' });
  });
  afterAll(() => t.close());

  const cancel = (orderId: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel`, headers });
  const statusOf = async (id: string) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
  const auditRows = () => t.db.selectFrom('audit_log').selectAll().where('restaurant_id', '=', venue.restaurantId).orderBy('at').orderBy('id').execute();

  it('lets a server cancel an unpaid order, recorded without an approver', async () => {
    const id = await insertOrderRow(t, venue, { payment_status: 'unpaid' });
    const res = await cancel(id, { ...server.headers, 'x-device-id': 'till-1', 'user-agent': 'Till/1.0' });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await auditRows()).find((r) => r.target_id === id)!;
    expect(row).toMatchObject({
      action: 'order.cancelled',
      actor_member_id: server.memberId,
      actor_name: 'Sam Server',
      approved_by_member_id: null,
      device_id: 'till-1',
      user_agent: 'Till/1.0',
    });
  });

  it('asks for a manager’s PIN to cancel a paid order, and records who approved it', async () => {
    const id = await insertOrderRow(t, venue, { payment_status: 'paid' });
    const asked = await cancel(id, { ...server.headers, 'x-device-id': 'till-2' });
    expectError(asked, 403, 'FORBIDDEN');
    expect(keyOf(asked.body)).toBe('managerApprovalRequired');
    expect(asked.json().error.details[0].params).toEqual({ permission: 'money.refund' });

    const wrong = await cancel(id, { ...server.headers, 'x-device-id': 'till-2', 'x-manager-pin': '0000' });
    expectError(wrong, 403, 'FORBIDDEN');
    expect(keyOf(wrong.body)).toBe('managerPinWrong');
    // A server's own PIN never approves: the PIN must belong to a role with the permission.
    await t.db
      .updateTable('team_members')
      .set({ pin_hash: (await t.db.selectFrom('team_members').select('pin_hash').where('id', '=', manager.memberId).executeTakeFirstOrThrow()).pin_hash })
      .where('id', '=', server.memberId)
      .execute();
    expect(await statusOf(id)).toBe('new');
    expect((await auditRows()).filter((r) => r.target_id === id)).toEqual([]);

    const approved = await cancel(id, { ...server.headers, 'x-device-id': 'till-2', 'x-manager-pin': '2468' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    const row = (await auditRows()).find((r) => r.target_id === id)!;
    expect(row).toMatchObject({
      actor_member_id: server.memberId,
      approved_by_member_id: manager.memberId,
      approved_by_name: 'Mara Manager',
      device_id: 'till-2',
    });
    expect(JSON.parse(row.details)).toMatchObject({ paymentStatus: 'paid' });
    // A manager's own role has money.refund: no PIN asked.
    const own = await insertOrderRow(t, venue, { payment_status: 'paid' });
    expect((await cancel(own, manager.headers)).statusCode).toBe(200);
  });

  it('limits manager PINs to 5 a minute per device and per member: a new device id still answers 429, and writes nothing', async () => {
    const guesser = await staffOf(t, venue.restaurantId, 'frontOfHouse', { name: 'Gus Guesser' });
    const id = await insertOrderRow(t, venue, { payment_status: 'paid' });
    await awayFromMinuteEdge();
    const headers = { ...guesser.headers, 'x-device-id': 'till-guessing', 'x-manager-pin': '9999' };
    for (let n = 1; n <= 5; n++) expect(keyOf((await cancel(id, headers)).body)).toBe('managerPinWrong');
    expectError(await cancel(id, headers), 429, 'RATE_LIMITED');
    // Even the right PIN waits on that device, and a fresh device id from the same member changes nothing.
    expectError(await cancel(id, { ...headers, 'x-manager-pin': '2468' }), 429, 'RATE_LIMITED');
    expectError(await cancel(id, { ...headers, 'x-device-id': 'till-new-id', 'x-manager-pin': '2468' }), 429, 'RATE_LIMITED');
    expect(await statusOf(id)).toBe('new');
    expect((await auditRows()).filter((r) => r.target_id === id)).toEqual([]);
    // Another member on another device is not affected.
    const colleague = await staffOf(t, venue.restaurantId, 'frontOfHouse', { name: 'Cleo Colleague' });
    expect((await cancel(id, { ...colleague.headers, 'x-device-id': 'till-other', 'x-manager-pin': '2468' })).statusCode).toBe(200);
  }, 40_000);

  it('limits manager PINs to 20 a minute per venue, whoever guesses', async () => {
    const other = await createVenue(t);
    const guessers = await Promise.all([1, 2, 3, 4, 5].map((n) => staffOf(t, other.restaurantId, 'frontOfHouse', { name: `Guesser ${n}` })));
    const id = await insertOrderRow(t, other, { payment_status: 'paid' });
    await awayFromMinuteEdge();
    for (const g of guessers.slice(0, 4)) {
      for (let n = 1; n <= 5; n++)
        expect(keyOf((await cancel(id, { ...g.headers, 'x-device-id': `till-${g.memberId}`, 'x-manager-pin': '9999' })).body)).toBe('managerPinWrong');
    }
    expectError(await cancel(id, { ...guessers[4]!.headers, 'x-device-id': 'till-fifth', 'x-manager-pin': '9999' }), 429, 'RATE_LIMITED');
    // The first venue's count is its own.
    const mine = await insertOrderRow(t, venue, { payment_status: 'paid' });
    const fresh = await staffOf(t, venue.restaurantId, 'frontOfHouse', { name: 'Fran Fresh' });
    expect((await cancel(mine, { ...fresh.headers, 'x-device-id': 'till-9', 'x-manager-pin': '2468' })).statusCode).toBe(200);
  }, 40_000);

  it('checks a PIN before the dialog closes (POST /api/team/manager-approval)', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/team/manager-approval',
      headers: server.headers,
      payload: { pin: '2468', permission: 'money.refund' },
    });
    expect(ok.json()).toEqual({ approvedBy: { memberId: manager.memberId, name: 'Mara Manager' } });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/team/manager-approval',
      headers: server.headers,
      payload: { pin: '1111', permission: 'money.refund' },
    });
    expect(keyOf(wrong.body)).toBe('managerPinWrong');
  });

  it('records price changes and menu deletions in the same transaction', async () => {
    const section = (await t.app.inject({ method: 'POST', url: '/api/menu/sections', headers: venue.headers, payload: { title: 'Mains' } })).json();
    const item = (
      await t.app.inject({ method: 'POST', url: '/api/menu/items', headers: venue.headers, payload: { sectionId: section.id, name: 'Soup', price: 500 } })
    ).json();
    await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${item.id}`, headers: manager.headers, payload: { price: 650 } });
    // Not a price change: no row.
    await t.app.inject({ method: 'PATCH', url: `/api/menu/items/${item.id}`, headers: manager.headers, payload: { name: 'Soup of the day' } });
    await t.app.inject({ method: 'DELETE', url: `/api/menu/items/${item.id}`, headers: manager.headers });
    await t.app.inject({ method: 'DELETE', url: `/api/menu/sections/${section.id}`, headers: manager.headers });
    const rows = (await auditRows()).filter((r) => r.target_id === item.id || r.target_id === section.id);
    expect(rows.map((r) => [r.action, JSON.parse(r.details)])).toEqual([
      ['menu.itemPriceChanged', { name: 'Soup', from: 500, to: 650 }],
      ['menu.itemDeleted', { name: 'Soup of the day', price: 650 }],
      ['menu.sectionDeleted', { name: 'Mains', itemsDeleted: 0 }],
    ]);
    await t.app.inject({ method: 'PATCH', url: '/api/restaurant/me/ordering-settings', headers: manager.headers, payload: { orderFee: 75 } });
    expect((await auditRows()).find((r) => r.action === 'settings.changed')).toMatchObject({
      actor_member_id: manager.memberId,
      details: JSON.stringify({ order_fee: 75 }),
    });
  });

  it('records suspension, removal, modifier prices, modifier-group and other deletions, and the settings screens', async () => {
    const call = (method: string, url: string, payload?: object, headers = manager.headers) =>
      t.app.inject({ method: method as 'POST', url, headers, ...(payload ? { payload } : {}) });
    const since = (await auditRows()).length;
    const host = await staffOf(t, venue.restaurantId, 'host', { name: 'Hal Host' });
    expect((await call('POST', `/api/team/members/${host.memberId}/suspend`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/team/members/${host.memberId}`)).statusCode).toBe(204);

    const group = (await call('POST', '/api/menu/modifier-groups', { name: 'Size', min: 0, max: 1, modifiers: [{ name: 'Large', price: 100 }] })).json();
    const large = group.modifiers[0].id;
    expect((await call('PATCH', `/api/menu/modifiers/${large}`, { price: 150 })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/menu/modifier-groups/${group.id}`, { modifiers: [{ id: large, name: 'Large', price: 175 }] })).statusCode).toBe(200);
    // Not a price change: no row.
    expect((await call('PATCH', `/api/menu/modifiers/${large}`, { name: 'Big' })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/menu/modifier-groups/${group.id}`)).statusCode).toBe(204);

    const tag = (await call('POST', '/api/menu/tags', { name: 'Spicy', color: '#ff0000' })).json();
    const allergen = (await call('POST', '/api/menu/allergens', { name: 'Lupin' })).json();
    const table = (await call('POST', '/api/tables', { tableDisplayId: 'T-99' }, venue.headers)).json();
    const area = (await call('POST', '/api/delivery-locations', { name: 'Pool bar' }, venue.headers)).json();
    for (const url of [`/api/menu/tags/${tag.id}`, `/api/menu/allergens/${allergen.id}`, `/api/tables/${table.id}`, `/api/delivery-locations/${area.id}`]) {
      const res = await call('DELETE', url, undefined, venue.headers);
      expect(res.statusCode, `${url} ${res.body}`).toBe(204);
    }

    const signUpStep = (payload: object) => call('PUT', '/api/restaurant/me/sign-up', payload, venue.headers);
    expect((await signUpStep({ step: 3, primaryColor: '#112233', secondaryColor: '#445566', backgroundColor: '#fafafa' })).statusCode).toBe(200);
    expect((await signUpStep({ step: 4, openingHours: defaultOpeningHours().map((day) => ({ ...day, isOpen: false })) })).statusCode).toBe(200);
    expect((await call('PATCH', '/api/restaurant/me/online', { isOnline: false }, venue.headers)).statusCode).toBe(200);

    const rows = (await auditRows()).slice(since);
    expect(rows.map((r) => [r.action, r.target_id, JSON.parse(r.details)])).toEqual([
      ['member.suspended', host.memberId, { name: 'Hal Host' }],
      ['member.removed', host.memberId, { name: 'Hal Host', role: 'host' }],
      ['menu.modifierPriceChanged', large, { name: 'Large', from: 100, to: 150 }],
      ['menu.modifierPriceChanged', large, { name: 'Large', from: 150, to: 175 }],
      ['menu.modifierGroupDeleted', group.id, { name: 'Size' }],
      ['menu.tagDeleted', tag.id, { name: 'Spicy' }],
      ['menu.allergenDeleted', allergen.id, { name: 'Lupin' }],
      ['venue.tableDeleted', table.id, { name: 'T-99' }],
      ['venue.deliveryAreaDeleted', area.id, { name: 'Pool bar' }],
      ['settings.changed', venue.restaurantId, { fields: ['primaryColor', 'secondaryColor', 'backgroundColor'] }],
      ['settings.changed', venue.restaurantId, { fields: ['openingHours'] }],
      ['settings.changed', venue.restaurantId, { is_online: false }],
    ]);
    expect(rows.filter((r) => r.action === 'member.suspended' || r.action === 'member.removed').map((r) => r.actor_member_id)).toEqual([
      manager.memberId,
      manager.memberId,
    ]);
  });

  it('records the removal of a PIN employee and of a room', async () => {
    const hotel = await createVenue(t, { is_hotel: true });
    const employee = (
      await t.app.inject({ method: 'POST', url: '/api/employees', headers: hotel.headers, payload: { name: 'Pia Pin', displayId: 'P7', pin: '4321' } })
    ).json();
    const room = (await t.app.inject({ method: 'POST', url: '/api/rooms', headers: hotel.headers, payload: { roomNumber: '204' } })).json();
    for (const url of [`/api/employees/${employee.id}`, `/api/rooms/${room.id}`]) {
      const res = await t.app.inject({ method: 'DELETE', url, headers: hotel.headers });
      expect(res.statusCode, `${url} ${res.body}`).toBe(204);
    }
    const rows = await t.db.selectFrom('audit_log').selectAll().where('restaurant_id', '=', hotel.restaurantId).orderBy('at').orderBy('id').execute();
    expect(rows.map((r) => [r.action, r.target_id, JSON.parse(r.details)])).toEqual([
      ['member.removed', employee.id, { name: 'Pia Pin' }],
      ['venue.roomDeleted', room.id, { name: '204' }],
    ]);
  });

  it('lets owners and managers read the log, filtered by person and action, page by page; nobody can change it', async () => {
    const byServer = (await t.app.inject({ method: 'GET', url: `/api/team/audit?memberId=${server.memberId}`, headers: manager.headers })).json();
    expect(byServer.items.length).toBeGreaterThanOrEqual(2);
    expect(byServer.items.every((e: { actorMemberId: string }) => e.actorMemberId === server.memberId)).toBe(true);
    // The approver's filter finds what they approved.
    const approvedByManager = (
      await t.app.inject({ method: 'GET', url: `/api/team/audit?memberId=${manager.memberId}&action=order.cancelled`, headers: venue.headers })
    ).json();
    expect(approvedByManager.items.some((e: { approvedByName: string | null }) => e.approvedByName === 'Mara Manager')).toBe(true);
    const first = (await t.app.inject({ method: 'GET', url: '/api/team/audit?limit=2', headers: venue.headers })).json();
    const second = (await t.app.inject({ method: 'GET', url: `/api/team/audit?limit=2&cursor=${first.nextCursor}`, headers: venue.headers })).json();
    expect(first.items[1].at >= second.items[0].at).toBe(true);
    expect(second.items.map((e: { id: string }) => e.id)).not.toContain(first.items[0].id);
    expectError(await t.app.inject({ method: 'GET', url: '/api/team/audit?action=nope', headers: venue.headers }), 400, 'VALIDATION_FAILED');
    expectError(await t.app.inject({ method: 'GET', url: '/api/team/audit', headers: server.headers }), 403, 'FORBIDDEN');
    // No route writes, changes or deletes audit rows.
    expect(t.app.declaredRoutes.filter((r) => r.url.startsWith('/api/team/audit') && r.method !== 'GET' && r.method !== 'HEAD')).toEqual([]);
  });
});
