import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, PERMISSIONS, type TPermission } from '@menudelite/shared/team/permissions';
import { AppError } from '../../lib/app-error.ts';
import { permissionMissing, requireMember } from '../../lib/venue-actor.ts';

/**
 * What a route needs:
 * - a permission (or any of several): a venue member whose role holds it;
 * - 'member': any active member of the token's venue (their own profile, the venue picker);
 * - 'authenticated': any signed-in account, the service decides (diner account routes);
 * - 'admin': a platform admin account, the service decides;
 * - 'public': no sign-in (diners, sign-in itself, health, docs).
 */
export type TRouteAccess = TPermission | readonly TPermission[] | 'member' | 'authenticated' | 'admin' | 'public';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the team plugin, with its declared access (the route-walk test reads it). */
    declaredRoutes: readonly TDeclaredRoute[];
  }
  interface FastifyContextConfig {
    /** The route's declared access (docs/api/team.md); a route of /api without one fails the route-walk test. */
    permission?: TRouteAccess;
  }
}

const ORDERS_MOVE: readonly TPermission[] = ['orders.take', 'orders.prepare'];
const MENU_READ: readonly TPermission[] = ['menu.edit', 'menu.soldOut'];

/**
 * The declarations of the routes of features older than the team (one table, reviewable against the
 * role matrix, instead of edits across files other work is changing). Keys are `METHOD url` as
 * Fastify registers them; HEAD shares its GET's entry. Team routes declare `config.permission` themselves.
 */
export const ROUTE_PERMISSIONS: Readonly<Record<string, TRouteAccess>> = {
  'GET /api/health': 'public',
  'GET /api/fonts': 'public',
  // Auth: anonymous by nature (rate-limited); sign-out and refresh read the refresh cookie.
  'POST /api/auth/signup': 'public',
  'POST /api/auth/signin': 'public',
  'POST /api/auth/signout': 'public',
  'POST /api/auth/refresh': 'public',
  'POST /api/auth/email-exists': 'public',
  'POST /api/auth/password-reset': 'public',
  'GET /api/auth/password-reset/:token': 'public',
  'POST /api/auth/password-reset/:token': 'public',
  // Diners.
  'GET /api/public/tables/:code': 'public',
  'POST /api/public/tables/:code/call-waiter': 'public',
  'GET /api/public/restaurants/:restaurantId/menu': 'public',
  'POST /api/public/restaurants/:restaurantId/orders': 'public',
  'POST /api/public/restaurants/:restaurantId/orders/quote': 'public',
  'GET /api/public/restaurants/:restaurantId/checkout-options': 'public',
  'GET /api/public/restaurants/:restaurantId/pickup-slots': 'public',
  'GET /api/public/orders/:orderId': 'public',
  'GET /api/customer/me': 'authenticated',
  'GET /api/customer/me/offers': 'authenticated',
  'GET /api/customer/me/rewards': 'authenticated',
  // Platform admin.
  'GET /api/admin/jobs': 'admin',
  'POST /api/admin/jobs/:id/retry': 'admin',
  // Menu: reading it is needed to mark items sold out.
  'GET /api/menu/sections': MENU_READ,
  'POST /api/menu/sections': 'menu.edit',
  'PUT /api/menu/sections/order': 'menu.edit',
  'GET /api/menu/sections/:id': MENU_READ,
  'PATCH /api/menu/sections/:id': 'menu.edit',
  'DELETE /api/menu/sections/:id': 'menu.edit',
  'PUT /api/menu/sections/:sectionId/items/order': 'menu.edit',
  'GET /api/menu/items': MENU_READ,
  'POST /api/menu/items': 'menu.edit',
  'GET /api/menu/items/:id': MENU_READ,
  'PATCH /api/menu/items/:id': 'menu.edit',
  'DELETE /api/menu/items/:id': 'menu.edit',
  'POST /api/menu/items/:id/duplicate': 'menu.edit',
  'PUT /api/menu/items/:id/sold-out': 'menu.soldOut',
  'DELETE /api/menu/items/:id/sold-out': 'menu.soldOut',
  'GET /api/menu/featured-items': MENU_READ,
  'PUT /api/menu/featured-items': 'menu.edit',
  'GET /api/menu/modifier-groups': MENU_READ,
  'POST /api/menu/modifier-groups': 'menu.edit',
  'PUT /api/menu/modifier-groups/order': 'menu.edit',
  'GET /api/menu/modifier-groups/:id': MENU_READ,
  'PATCH /api/menu/modifier-groups/:id': 'menu.edit',
  'DELETE /api/menu/modifier-groups/:id': 'menu.edit',
  'PATCH /api/menu/modifiers/:id': 'menu.edit',
  'GET /api/menu/tags': MENU_READ,
  'POST /api/menu/tags': 'menu.edit',
  'PUT /api/menu/tags/order': 'menu.edit',
  'GET /api/menu/tags/:id': MENU_READ,
  'PATCH /api/menu/tags/:id': 'menu.edit',
  'DELETE /api/menu/tags/:id': 'menu.edit',
  'GET /api/menu/allergens': MENU_READ,
  'POST /api/menu/allergens': 'menu.edit',
  'PATCH /api/menu/allergens/:id': 'menu.edit',
  'DELETE /api/menu/allergens/:id': 'menu.edit',
  'POST /api/media/images': ['menu.edit', 'settings.change'],
  // The venue: every member reads it (name, time zone, currency); changing it is settings.
  'GET /api/restaurant/me': 'orders.view',
  'GET /api/restaurants/:restaurantId': 'orders.view',
  'GET /api/restaurant/me/menu-settings': 'orders.view',
  'PATCH /api/restaurant/me/menu-settings': 'menu.edit',
  'GET /api/restaurant/me/branding': 'orders.view',
  'PATCH /api/restaurant/me/branding': 'settings.change',
  'GET /api/restaurant/me/opening-hours': 'orders.view',
  'PATCH /api/restaurant/me/opening-hours': 'settings.change',
  // The venue's sent e-mails hold invite and reset links.
  'GET /api/restaurant/me/outbox': 'settings.change',
  'PATCH /api/restaurant/me/online': 'settings.change',
  'GET /api/restaurant/me/ordering-settings': 'orders.view',
  'PATCH /api/restaurant/me/ordering-settings': 'settings.change',
  'GET /api/restaurant/me/delivery-settings': 'orders.view',
  'PATCH /api/restaurant/me/delivery-settings': 'settings.change',
  'PUT /api/restaurant/me/sign-up': 'settings.change',
  'PUT /api/restaurant/me/logo': 'settings.change',
  // Tables, rooms, delivery locations: every member reads them; setting them up is venue.setup.
  'GET /api/tables': 'orders.view',
  'POST /api/tables': 'venue.setup',
  'GET /api/tables/qr-sheet.svg': 'venue.setup',
  'GET /api/tables/overview': 'orders.view',
  'GET /api/tables/:id': 'orders.view',
  'PATCH /api/tables/:id': 'venue.setup',
  'DELETE /api/tables/:id': 'venue.setup',
  'POST /api/tables/:id/code': 'venue.setup',
  'POST /api/tables/:tableId/complete-orders': 'orders.take',
  'GET /api/rooms': 'orders.view',
  'POST /api/rooms': 'venue.setup',
  'POST /api/rooms/range': 'venue.setup',
  'GET /api/rooms/:id': 'orders.view',
  'PATCH /api/rooms/:id': 'venue.setup',
  'DELETE /api/rooms/:id': 'venue.setup',
  'GET /api/delivery-locations': 'orders.view',
  'POST /api/delivery-locations': 'venue.setup',
  'GET /api/delivery-locations/:id': 'orders.view',
  'PATCH /api/delivery-locations/:id': 'venue.setup',
  'DELETE /api/delivery-locations/:id': 'venue.setup',
  // Orders.
  'GET /api/orders': 'orders.view',
  'GET /api/orders/counts': 'orders.view',
  'GET /api/orders/:id': 'orders.view',
  'POST /api/orders/:id/transition': ORDERS_MOVE,
  'POST /api/orders/:id/complete': 'orders.take',
  'POST /api/orders/:id/cancel': 'orders.cancel',
  'POST /api/orders/:id/assign': 'orders.take',
  'POST /api/orders/:id/ready-sms': ORDERS_MOVE,
  'GET /api/staff-events': 'orders.view',
  // PIN employees are team members without an e-mail login.
  // Listing is what the dashboard's 'assign to' needs, so whoever takes orders may read it.
  'GET /api/employees': 'orders.take',
  'POST /api/employees': 'users.manage',
  'GET /api/employees/:id': 'users.manage',
  'PATCH /api/employees/:id': 'users.manage',
  'DELETE /api/employees/:id': 'users.manage',
  'POST /api/employees/:id/verify-pin': 'orders.view',
  // DelitePay (docs/api/delitepay.md): payers need no account; links are front of house's, transactions a report, refunds money.refund.
  'GET /api/public/payment-page/:restaurantSlug': 'public',
  'GET /api/public/payment-links/:token': 'public',
  'POST /api/public/payment-page/:restaurantSlug/payments': 'public',
  'GET /api/public/payment-success/:token': 'public',
  'GET /api/restaurant/delitepay-settings': 'orders.view',
  'PATCH /api/restaurant/delitepay-settings': 'settings.change',
  'POST /api/restaurant/payment-links': 'orders.take',
  'GET /api/restaurant/payment-links': 'orders.take',
  'GET /api/restaurant/payment-links/:id': 'orders.take',
  'POST /api/restaurant/payment-links/:id/cancel': 'orders.take',
  'POST /api/restaurant/payment-links/:id/send': 'orders.take',
  'GET /api/restaurant/payment-links/:id/qr.svg': 'orders.take',
  'GET /api/restaurant/payment-page-transactions': 'reports.view',
  'GET /api/restaurant/payment-page-transactions/export.csv': 'reports.view',
  'POST /api/restaurant/payment-page-transactions/:id/refunds': 'money.refund',
  // The table bill (docs/api/bills.md): diners by token or table code; staff take cash or a card at the table and close it (orders.take),
  // and comp a line (money.comp; front of house with a manager's PIN, so orders.take opens the route).
  'GET /api/public/bills/:token': 'public',
  'GET /api/public/tables/:code/bill': 'public',
  'POST /api/public/bills/:token/quote': 'public',
  'POST /api/public/bills/:token/payments': 'public',
  'GET /api/restaurant/bills': 'orders.view',
  'GET /api/restaurant/bills/:id': 'orders.view',
  'POST /api/restaurant/bills/:id/payments': 'orders.take',
  'POST /api/restaurant/bills/:id/lines/:lineId/comp': ['money.comp', 'orders.take'],
  'POST /api/restaurant/bills/:id/close': 'orders.take',
  'POST /api/restaurant/bills/:id/payments/:paymentId/refunds': ['money.refund', 'orders.take'],
};

/** The API docs and everything outside /api (the web app, its assets, uploads) are public. */
function isOutsideApi(url: string): boolean {
  return !url.startsWith('/api/') || url === '/api/docs' || url.startsWith('/api/docs/');
}

/** A route's declared access: its own config, else the table; undefined when it declares none. */
export function declaredAccess(method: string, url: string, config: { permission?: TRouteAccess } | undefined): TRouteAccess | undefined {
  if (config?.permission) return config.permission;
  if (isOutsideApi(url)) return 'public';
  return ROUTE_PERMISSIONS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

const isPermissionList = (access: TRouteAccess): access is TPermission | readonly TPermission[] =>
  typeof access !== 'string' || (PERMISSIONS as readonly string[]).includes(access);

export type TDeclaredRoute = { method: string; url: string; access: TRouteAccess | undefined };

/**
 * Stamps each route's declared access into its config as it is registered (the list is kept for
 * the route-walk test), and checks it before validation: a role without the permission gets 403
 * even for a malformed body, and a staff route never runs for the wrong role.
 */
export const routePermissionsPlugin = fp(async (app: FastifyInstance) => {
  const declared: TDeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const access = declaredAccess(method, route.url, route.config as { permission?: TRouteAccess } | undefined);
      declared.push({ method, url: route.url, access });
      if (access) route.config = { ...(route.config as object), permission: access } as typeof route.config;
    }
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.permission;
    if (!access || access === 'public' || access === 'authenticated' || access === 'admin') return;
    if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    const member = requireMember(request.actor);
    if (access !== 'member' && isPermissionList(access) && !hasPermission(member.permissions, access)) throw permissionMissing(access);
  });
});
