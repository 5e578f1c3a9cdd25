/**
 * The one permission list and role matrix (issue 8), used by the server (every staff route and
 * service checks it) and the web app (it shows only what the role may do). Modelled on Square's
 * permission sets and Toast's job permissions; docs/api/team.md prints the matrix and
 * docs/decisions.md "Staff team" explains it.
 */
export const PERMISSIONS = [
  /** See the orders dashboard, the table overview and the staff event feed. Every role has it. */
  'orders.view',
  /** Take, accept and complete orders (front of house): every status move except cancel. */
  'orders.take',
  /** Kitchen: move an accepted order to preparing and ready ("bump"). */
  'orders.prepare',
  /** Cancel an order. Cancelling a paid order also needs money.refund. */
  'orders.cancel',
  /** Refunds (payments issue), and cancelling a paid order. */
  'money.refund',
  /** Comps: give an item or order away (payments issue). */
  'money.comp',
  /** Discounts (offers issue). */
  'money.discount',
  /** Edit the menu: sections, items, prices, modifiers, tags, allergens, featured, images, menu settings. */
  'menu.edit',
  /** Mark items and modifiers sold out or back in stock (Toast's "86"). */
  'menu.soldOut',
  /** Tables, rooms and delivery locations, and their QR sheets. */
  'venue.setup',
  /** The venue's profile, branding, logo, ordering, payment and delivery settings. */
  'settings.change',
  /** Table reservations: the book, walk-ins, seating, statuses, guest history (issue 10). */
  'reservations.manage',
  /** Hotel guests: stays (check-in/out), amenity, wake-up and service requests, guest chat (issue 10). */
  'guests.serve',
  /** Growth programmes (issue 11): offers and codes, membership points rules, loyalty campaigns, gift card products, club plans. */
  'offers.manage',
  /** At the counter: stamp and redeem a guest's loyalty pass, look up a gift card's balance and ledger. */
  'loyalty.redeem',
  /** Adjust a gift card's balance (an audited ledger row), like a refund: managers by default. */
  'giftCards.adjust',
  /** Reports and insights. */
  'reports.view',
  /** Marketing campaigns. */
  'campaigns.run',
  /** Invite, change, suspend and remove members (never owners unless the caller is one), custom roles, PIN employees. */
  'users.manage',
  /** Read the audit log. */
  'audit.view',
  /** Transfer ownership, make or unmake owners. Only the built-in owner role has it; custom roles cannot. */
  'ownership.manage',
] as const;

/*
 * No zod here: the web app's entry imports this file (hasPermission, the headers), and zod would
 * add ~60 KB to every page's first download. The schemas are in permission-schemas.ts.
 */
export type TPermission = (typeof PERMISSIONS)[number];

/** Permissions a custom role may hold: all but ownership, which only owners have. */
export const CUSTOM_ROLE_PERMISSIONS = PERMISSIONS.filter((p) => p !== 'ownership.manage') as Exclude<TPermission, 'ownership.manage'>[];

export const BUILT_IN_ROLES = ['owner', 'manager', 'frontOfHouse', 'kitchen', 'host'] as const;
export type TBuiltInRole = (typeof BUILT_IN_ROLES)[number];

const ALL: readonly TPermission[] = PERMISSIONS;

/**
 * The role → permission matrix. Owner: everything (Square's "Owner" / Toast's "Admin"). Manager:
 * everything but ownership (Square's "Manager" set: team, refunds, comps, settings, reports).
 * Front of house (server/waiter): orders, cancelling an unpaid order and sold-out; a paid order's
 * cancel, refunds, comps and discounts need a manager's PIN (Toast's "Server" job with manager approval). Kitchen: the orders to prepare
 * and 86ing items (Toast's "Kitchen" job). Host: sees and takes orders (phone, walk-in pickup),
 * runs the reservation book and answers hotel guests (front desk).
 */
export const ROLE_PERMISSIONS: Record<TBuiltInRole, readonly TPermission[]> = {
  owner: ALL,
  manager: ALL.filter((p) => p !== 'ownership.manage'),
  frontOfHouse: ['orders.view', 'orders.take', 'orders.cancel', 'menu.soldOut', 'reservations.manage', 'guests.serve', 'loyalty.redeem'],
  kitchen: ['orders.view', 'orders.prepare', 'menu.soldOut'],
  host: ['orders.view', 'orders.take', 'reservations.manage', 'guests.serve', 'loyalty.redeem'],
};

/** The staff-app screen each role lands on after sign-in (custom roles: the first screen their permissions allow). */
export const START_SCREENS = ['/orders', '/orders/kitchen', '/menu', '/settings', '/users'] as const;
export type TStartScreen = (typeof START_SCREENS)[number];
export const ROLE_START_SCREEN: Record<TBuiltInRole, TStartScreen> = {
  owner: '/orders',
  manager: '/orders',
  frontOfHouse: '/orders',
  kitchen: '/orders/kitchen',
  host: '/orders',
};

export function isBuiltInRole(role: string): role is TBuiltInRole {
  return (BUILT_IN_ROLES as readonly string[]).includes(role);
}

/** The start screen for a set of permissions (custom roles). */
export function startScreenFor(permissions: readonly TPermission[]): TStartScreen {
  if (permissions.includes('orders.take') || permissions.includes('orders.cancel')) return '/orders';
  if (permissions.includes('orders.prepare')) return '/orders/kitchen';
  if (permissions.includes('orders.view')) return '/orders';
  if (permissions.includes('menu.edit') || permissions.includes('menu.soldOut')) return '/menu';
  if (permissions.includes('users.manage')) return '/users';
  return '/settings';
}

export function hasPermission(permissions: readonly TPermission[], needed: TPermission | readonly TPermission[]): boolean {
  return typeof needed === 'string' ? permissions.includes(needed) : needed.some((p) => permissions.includes(p));
}

/**
 * Actions a front-of-house device may do with a manager's approval: the manager's PIN is sent in
 * this header (digits only, never logged), and the action is recorded with who approved it.
 */
export const MANAGER_PIN_HEADER = 'X-Manager-Pin';
/** Which physical device a request came from (shared terminals): a random id the web app keeps in localStorage. */
export const DEVICE_ID_HEADER = 'X-Device-Id';
/** Manager-PIN attempts per device per minute; the next wrong one answers 429. */
export const MANAGER_PIN_ATTEMPTS_PER_MINUTE = 5;
