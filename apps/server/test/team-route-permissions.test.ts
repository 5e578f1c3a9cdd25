import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, PERMISSIONS, ROLE_PERMISSIONS, hasPermission, type TPermission } from '@menudelite/shared/team/permissions';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { keyOf, ownerVenue, staffOf, type TStaff } from './helpers/team.ts';
import { createStripeTestApp } from './fake-stripe/stripe-venue.ts';

const isStaffRoute = (access: unknown): access is TPermission | TPermission[] =>
  Array.isArray(access) || (typeof access === 'string' && (PERMISSIONS as readonly string[]).includes(access));

/**
 * The route walk (issue 8): every registered /api route declares who may call it, and every staff
 * route answers 403 permissionMissing to each built-in role without its permission and never to a
 * role with it. A new route without a declaration fails the first test.
 */
describe('every staff route checks its permission', () => {
  let t: TTestApp;
  const staff = new Map<string, TStaff>();

  beforeAll(async () => {
    t = await createTestApp();
    const venue = await ownerVenue(t.app);
    for (const role of BUILT_IN_ROLES) staff.set(role, await staffOf(t, venue.venueId, role));
  });
  afterAll(() => t.close());

  const apiRoutes = () =>
    t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD');

  it('declares an access rule for every /api route', () => {
    const undeclared = apiRoutes()
      .filter((route) => route.access === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
    // The walk below must have something to walk.
    expect(apiRoutes().filter((route) => isStaffRoute(route.access)).length).toBeGreaterThan(90);
  });

  /** A few key tables, whole: a refused call must not have changed any of them. */
  const keyRows = async () => ({
    restaurants: await t.db.selectFrom('restaurants').selectAll().orderBy('id').execute(),
    members: await t.db.selectFrom('team_members').selectAll().orderBy('id').execute(),
    invites: await t.db.selectFrom('team_invites').select('id').orderBy('id').execute(),
    audit: await t.db.selectFrom('audit_log').select('id').orderBy('id').execute(),
    orders: await t.db.selectFrom('orders').select(['id', 'status']).orderBy('id').execute(),
    items: await t.db.selectFrom('menu_items').select(['id', 'price']).orderBy('id').execute(),
    tables: await t.db.selectFrom('restaurant_tables').select('id').orderBy('id').execute(),
    outbox: await t.db.selectFrom('email_outbox').select('id').orderBy('id').execute(),
  });

  it('answers 403 permissionMissing exactly to the roles without the permission, and a refused call writes nothing', async () => {
    const wrong: string[] = [];
    const calls = apiRoutes().flatMap((route) => {
      const access = route.access;
      return isStaffRoute(access) ? BUILT_IN_ROLES.map((role) => ({ route, role, allowed: hasPermission(ROLE_PERMISSIONS[role], access) })) : [];
    });
    const walk = async ({ route, role, allowed }: (typeof calls)[number]) => {
      // Ids that exist nowhere: an allowed role gets past the check to a 404 or 400, never a 403 for its role.
      const url = route.url.replace(/:(\w+)/g, 'no-such-id');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers: staff.get(role)!.headers,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const refused = res.statusCode === 403 && keyOf(res.body) === 'permissionMissing';
      if (allowed === refused) wrong.push(`${role} ${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (refused) expect(res.json().error.code).toBe('FORBIDDEN');
    };
    // The refused calls first, all of them: they change none of the key tables. Then the allowed ones (which may write).
    const before = await keyRows();
    for (const call of calls.filter((c) => !c.allowed)) await walk(call);
    expect(await keyRows()).toEqual(before);
    for (const call of calls.filter((c) => c.allowed)) await walk(call);
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a staff route without a token', async () => {
    const route = apiRoutes().find((r) => r.url === '/api/orders' && r.method === 'GET')!;
    expect((await t.app.inject({ method: 'GET', url: route.url })).statusCode).toBe(401);
  });

  /**
   * Routes registered only under some settings: the app built with the Stripe provider configured
   * (fake keys, API at the in-process fake Stripe server) adds the webhook. Every route there declares
   * its access too, and a staff route that exists only there is walked like the others.
   */
  describe('with the Stripe provider configured', () => {
    let stripe: Awaited<ReturnType<typeof createStripeTestApp>>;
    beforeAll(async () => {
      stripe = await createStripeTestApp();
    });
    afterAll(() => stripe.close());

    const stripeRoutes = () =>
      stripe.t.app.declaredRoutes.filter((route) => route.url.startsWith('/api/') && !route.url.startsWith('/api/docs') && route.method !== 'HEAD');

    it('declares an access rule for every /api route, the webhook public', async () => {
      expect(stripe.t.deps.payments.name).toBe('stripe');
      const undeclared = stripeRoutes()
        .filter((route) => route.access === undefined)
        .map((route) => `${route.method} ${route.url}`);
      expect(undeclared).toEqual([]);
      const webhook = stripeRoutes().find((route) => route.method === 'POST' && route.url === '/api/payments/stripe/webhook');
      expect(webhook?.access).toBe('public');
      // Public indeed: without a token it is refused for its missing signature, not for a sign-in.
      const unsigned = await stripe.t.app.inject({ method: 'POST', url: webhook!.url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      expect(unsigned.statusCode).toBe(400);
    });

    it('refuses the roles without the permission on the staff routes only this app has', async () => {
      const known = new Set(apiRoutes().map((route) => `${route.method} ${route.url}`));
      const extra = stripeRoutes().filter((route) => isStaffRoute(route.access) && !known.has(`${route.method} ${route.url}`));
      if (extra.length === 0) return;
      const venue = await ownerVenue(stripe.t.app);
      const wrong: string[] = [];
      for (const role of BUILT_IN_ROLES) {
        const member = await staffOf(stripe.t, venue.venueId, role);
        for (const route of extra) {
          const res = await stripe.t.app.inject({
            method: route.method as 'GET',
            url: route.url.replace(/:(\w+)/g, 'no-such-id'),
            headers: member.headers,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          });
          const refused = res.statusCode === 403 && keyOf(res.body) === 'permissionMissing';
          if (hasPermission(ROLE_PERMISSIONS[role], route.access as TPermission) === refused)
            wrong.push(`${role} ${route.method} ${route.url}: ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  });
});
