import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberDirectory } from '../src/features/team/public.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { expectError, refreshTokenOf, withRefreshCookie } from './helpers/accounts.ts';
import { connectSocket, disconnectOf } from './helpers/sessions.ts';
import { keyOf, ownerVenue, staffOf } from './helpers/team.ts';

/** Members: roles, suspension, removal, the last owner, ownership, custom roles, PIN members, other venues. */
describe('team members', () => {
  let t: TTestApp;
  let venue: Awaited<ReturnType<typeof ownerVenue>>;
  let ownerMemberId: string;
  let origin: string;

  beforeAll(async () => {
    t = await createTestApp();
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    venue = await ownerVenue(t.app);
    ownerMemberId = (await t.app.inject({ method: 'GET', url: '/api/team/me', headers: venue.headers })).json().memberId;
  });
  afterAll(() => t.close());

  const call = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });
  const auditCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const memberRows = () => t.db.selectFrom('team_members').selectAll().orderBy('id').execute();

  it('answers the caller’s role, permissions and start screen', async () => {
    const owner = (await call('GET', '/api/team/me', venue.headers)).json();
    expect(owner).toMatchObject({ venueId: venue.venueId, role: 'owner', startScreen: '/orders', hasPin: false });
    expect(owner.permissions).toContain('ownership.manage');
    const kitchen = await staffOf(t, venue.venueId, 'kitchen');
    const me = (await call('GET', '/api/team/me', kitchen.headers)).json();
    expect(me).toMatchObject({ role: 'kitchen', startScreen: '/orders/kitchen' });
    expect(me.permissions).toEqual(['orders.view', 'orders.prepare', 'menu.soldOut']);
  });

  it('lists members page by page, with e-mails', async () => {
    const first = (await call('GET', '/api/team/members?limit=1', venue.headers)).json();
    expect(first.items).toHaveLength(1);
    expect(first.items[0]).toMatchObject({ role: 'owner', email: venue.email });
    const second = (await call('GET', `/api/team/members?limit=1&cursor=${first.nextCursor}`, venue.headers)).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expectError(await call('GET', '/api/team/members?cursor=bogus', venue.headers), 400, 'VALIDATION_FAILED');
  });

  it('applies a role change to the member’s next request, and within a second in another process', async () => {
    const member = await staffOf(t, venue.venueId, 'kitchen');
    // Another process: its own membership cache over the same database, primed before the change.
    const elsewhere = createMemberDirectory(t.db);
    expect((await elsewhere.memberOf(member.userId, venue.venueId))?.role).toBe('kitchen');
    const refused = await call('POST', '/api/menu/sections', member.headers, { title: 'Specials' });
    expect(refused.statusCode).toBe(403);
    expect(keyOf(refused.body)).toBe('permissionMissing');

    const before = await auditCount();
    const changed = await call('PATCH', `/api/team/members/${member.memberId}`, venue.headers, { role: 'manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().role).toBe('manager');
    expect(await auditCount()).toBe(before + 1);
    expect((await call('POST', '/api/menu/sections', member.headers, { title: 'Specials' })).statusCode).toBe(201);

    const start = Date.now();
    while ((await elsewhere.memberOf(member.userId, venue.venueId))?.role !== 'manager') await new Promise((r) => setTimeout(r, 50));
    expect(Date.now() - start).toBeLessThan(1000);
  });

  it('suspends a member: their still-valid token and refresh answer 401 at once, their socket is dropped; reactivation lets them sign in again', async () => {
    const member = await staffOf(t, venue.venueId, 'frontOfHouse');
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: member.email, password: 'Tasty!Menu9' } });
    const refreshToken = refreshTokenOf(signIn);
    expect((await call('GET', '/api/orders', member.headers)).statusCode).toBe(200);
    const socket = await connectSocket(origin, member.headers.authorization!.slice('Bearer '.length), true);
    const dropped = disconnectOf(socket);
    const suspended = await call('POST', `/api/team/members/${member.memberId}/suspend`, venue.headers);
    expect(suspended.json().status).toBe('suspended');
    expectError(await call('GET', '/api/orders', member.headers), 401, 'UNAUTHENTICATED');
    expect(await dropped).not.toBe('still connected');
    socket.close();
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies: withRefreshCookie(refreshToken) }), 401, 'UNAUTHENTICATED');
    expect((await call('POST', `/api/team/members/${member.memberId}/reactivate`, venue.headers)).json().status).toBe('active');
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: member.email, password: 'Tasty!Menu9' } });
    expect((await call('GET', '/api/orders', { authorization: `Bearer ${again.json().accessToken}` })).statusCode).toBe(200);
  });

  it('removes a member: 401 on their token, their socket dropped, the row and its sessions gone', async () => {
    const member = await staffOf(t, venue.venueId, 'host');
    const socket = await connectSocket(origin, member.headers.authorization!.slice('Bearer '.length), true);
    const dropped = disconnectOf(socket);
    expect((await call('DELETE', `/api/team/members/${member.memberId}`, venue.headers)).statusCode).toBe(204);
    expectError(await call('GET', '/api/orders', member.headers), 401, 'UNAUTHENTICATED');
    expect(await dropped).not.toBe('still connected');
    socket.close();
    expect(await t.db.selectFrom('team_members').select('id').where('id', '=', member.memberId).executeTakeFirst()).toBeUndefined();
  });

  it('never removes, suspends or demotes the last owner (409), and writes nothing', async () => {
    const before = { rows: await memberRows(), audit: await auditCount() };
    for (const res of [
      await call('DELETE', `/api/team/members/${ownerMemberId}`, venue.headers),
      await call('POST', `/api/team/members/${ownerMemberId}/suspend`, venue.headers),
      await call('PATCH', `/api/team/members/${ownerMemberId}`, venue.headers, { role: 'manager' }),
    ]) {
      expectError(res, 409, 'CONFLICT');
      expect(keyOf(res.body)).toBe('lastOwner');
    }
    expect(await memberRows()).toEqual(before.rows);
    expect(await auditCount()).toBe(before.audit);
  });

  it('lets only owners change owners or grant the owner role', async () => {
    const manager = await staffOf(t, venue.venueId, 'manager');
    const host = await staffOf(t, venue.venueId, 'host');
    for (const res of [
      await call('PATCH', `/api/team/members/${ownerMemberId}`, manager.headers, { role: 'host' }),
      await call('POST', `/api/team/members/${ownerMemberId}/suspend`, manager.headers),
      await call('PATCH', `/api/team/members/${host.memberId}`, manager.headers, { role: 'owner' }),
    ]) {
      expectError(res, 403, 'FORBIDDEN');
      expect(keyOf(res.body)).toBe('ownerOnly');
    }
    expect((await call('PATCH', `/api/team/members/${host.memberId}`, manager.headers, { role: 'kitchen' })).json().role).toBe('kitchen');
  });

  it('answers 404 to a member of venue A managing venue B’s team, and writes nothing', async () => {
    const other = await ownerVenue(t.app);
    const theirs = await staffOf(t, other.venueId, 'kitchen');
    const before = await memberRows();
    for (const res of [
      await call('GET', `/api/team/members/${theirs.memberId}`, venue.headers),
      await call('PATCH', `/api/team/members/${theirs.memberId}`, venue.headers, { role: 'manager' }),
      await call('POST', `/api/team/members/${theirs.memberId}/suspend`, venue.headers),
      await call('DELETE', `/api/team/members/${theirs.memberId}`, venue.headers),
      await call('POST', '/api/team/ownership/transfer', venue.headers, { memberId: theirs.memberId }),
    ])
      expectError(res, 404, 'NOT_FOUND');
    expect(await memberRows()).toEqual(before);
    expect((await call('GET', '/api/team/members?limit=100', venue.headers)).json().items.map((m: { id: string }) => m.id)).not.toContain(theirs.memberId);
  });

  it('transfers ownership: the member becomes owner, the caller manager, recorded in the audit log', async () => {
    const other = await ownerVenue(t.app);
    const otherOwnerId = (await call('GET', '/api/team/me', other.headers)).json().memberId;
    const heir = await staffOf(t, other.venueId, 'manager', { name: 'Hana Heir' });
    const res = await call('POST', '/api/team/ownership/transfer', other.headers, { memberId: heir.memberId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().role).toBe('owner');
    expect((await call('GET', '/api/team/me', other.headers)).json().role).toBe('manager');
    const audit = (await call('GET', '/api/team/audit?action=ownership.transferred', heir.headers)).json();
    expect(audit.items[0]).toMatchObject({ actorMemberId: otherOwnerId, targetId: heir.memberId });
    // A manager has no ownership.manage.
    expect((await call('POST', '/api/team/ownership/transfer', other.headers, { memberId: heir.memberId })).statusCode).toBe(403);
  });

  it('custom roles: created from the permissions, assigned, in force, and not deleted while in use', async () => {
    const created = await call('POST', '/api/team/roles', venue.headers, { name: 'Bar', permissions: ['orders.view', 'menu.soldOut'] });
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json();
    expect(role.role).toBe(`custom:${role.id}`);
    expectError(await call('POST', '/api/team/roles', venue.headers, { name: 'Boss', permissions: ['ownership.manage'] }), 400, 'VALIDATION_FAILED');
    const member = await staffOf(t, venue.venueId, role.role);
    expect((await call('GET', '/api/team/me', member.headers)).json()).toMatchObject({ roleName: 'Bar', permissions: ['orders.view', 'menu.soldOut'] });
    expect((await call('GET', '/api/orders', member.headers)).statusCode).toBe(200);
    expect((await call('POST', '/api/menu/sections', member.headers, { title: 'x' })).statusCode).toBe(403);
    // Widening the role applies at once.
    await call('PATCH', `/api/team/roles/${role.id}`, venue.headers, { permissions: ['orders.view', 'menu.soldOut', 'menu.edit'] });
    expect((await call('POST', '/api/menu/sections', member.headers, { title: 'Bar snacks' })).statusCode).toBe(201);
    const inUse = await call('DELETE', `/api/team/roles/${role.id}`, venue.headers);
    expectError(inUse, 409, 'CONFLICT');
    expect(keyOf(inUse.body)).toBe('roleInUse');
    // Another venue's custom role is no role here.
    const other = await ownerVenue(t.app);
    expectError(await call('PATCH', `/api/team/members/${member.memberId}`, other.headers, { role: role.role }), 404, 'NOT_FOUND');
    const theirs = await staffOf(t, other.venueId, 'host');
    expectError(await call('PATCH', `/api/team/members/${theirs.memberId}`, other.headers, { role: role.role }), 400, 'VALIDATION_FAILED');
  });

  it('adds PIN-only members for shared devices; a display id is unique per venue', async () => {
    const res = await call('POST', '/api/team/members', venue.headers, { name: 'Pia Pin', displayId: 'P1', pin: '4321', role: 'frontOfHouse' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ userId: null, email: null, displayId: 'P1', hasPin: true, role: 'frontOfHouse' });
    expectError(await call('POST', '/api/team/members', venue.headers, { name: 'Pia Two', displayId: 'P1', pin: '1111', role: 'host' }), 409, 'CONFLICT');
    expectError(await call('POST', '/api/team/members', venue.headers, { name: 'Bad', displayId: 'P2', pin: '12', role: 'host' }), 400, 'VALIDATION_FAILED');
  });

  it('keeps PIN employees and PIN-only members one list: either API creates, changes and removes both', async () => {
    const employee = (await call('POST', '/api/employees', venue.headers, { name: 'Eve Employee', displayId: 'E7', pin: '7777' })).json();
    const listed = (await call('GET', '/api/team/members?limit=100', venue.headers)).json().items;
    expect(listed.find((m: { id: string }) => m.id === employee.id)).toMatchObject({
      name: 'Eve Employee',
      displayId: 'E7',
      role: 'frontOfHouse',
      userId: null,
    });
    await call('PATCH', `/api/employees/${employee.id}`, venue.headers, { name: 'Eve E.' });
    expect((await call('GET', `/api/team/members/${employee.id}`, venue.headers)).json().name).toBe('Eve E.');
    expect((await call('DELETE', `/api/employees/${employee.id}`, venue.headers)).statusCode).toBe(204);
    expectError(await call('GET', `/api/team/members/${employee.id}`, venue.headers), 404, 'NOT_FOUND');

    const member = (await call('POST', '/api/team/members', venue.headers, { name: 'Tom Till', displayId: 'T9', pin: '9090', role: 'host' })).json();
    expect((await call('GET', `/api/employees/${member.id}`, venue.headers)).json()).toMatchObject({ name: 'Tom Till', displayId: 'T9', hasPin: true });
    await call('PATCH', `/api/team/members/${member.id}`, venue.headers, { displayId: 'T10' });
    expect((await call('GET', `/api/employees/${member.id}`, venue.headers)).json().displayId).toBe('T10');
    expect((await call('DELETE', `/api/team/members/${member.id}`, venue.headers)).statusCode).toBe(204);
    expectError(await call('GET', `/api/employees/${member.id}`, venue.headers), 404, 'NOT_FOUND');
  });

  it('answers 403 to roles without users.manage on every team endpoint', async () => {
    const server = await staffOf(t, venue.venueId, 'frontOfHouse');
    for (const [method, url] of [
      ['GET', '/api/team/members'],
      ['GET', '/api/team/invites'],
      ['GET', '/api/team/roles'],
      ['GET', '/api/team/audit'],
    ] as const) {
      const res = await call(method, url, server.headers);
      expectError(res, 403, 'FORBIDDEN');
      expect(keyOf(res.body)).toBe('permissionMissing');
    }
  });
});
