import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TPublicMenu } from '@menudelite/shared/menu/public-menu';
import { SOLD_OUT_INDEFINITELY } from '@menudelite/shared/menu/items';
import { DEMO, uniqueEmail } from './accounts.ts';
import { ALWAYS_OPEN, api } from './api.ts';

/** The seeded demo venue's slug: its menu is read (never changed) as the template of every spec's own venue. */
const DEMO_SLUG = 'demo-bistro';

export type TSeededTable = { id: string; code: string; tableDisplayId: string };

export type TSeededVenue = {
  restaurantId: string;
  slug: string;
  name: string;
  timeZone: string;
  /** The owner's sign-in, for the staff screens (signInByApi) and the staff API (token). */
  email: string;
  password: string;
  token: string;
  tables: TSeededTable[];
  rooms: string[];
};

export type TVenueOptions = {
  name?: string;
  isHotel?: boolean;
  timeZone?: string;
  tables?: number;
  rooms?: string[];
  allowsPayLater?: boolean;
  allowsOfflinePayments?: boolean;
  allowsDelivery?: boolean;
  /** Pickup ordered away from the venue (its menu page rather than a table's QR code). */
  allowsRemotePickUp?: boolean;
  /** The staff dashboard's table view. */
  usesTableView?: boolean;
  requiresCheckoutName?: boolean;
  orderFee?: number;
  deliveryLocations?: string[];
  /** Staff who take orders: [name, short id, PIN]. */
  employees?: [name: string, displayId: string, pin: string][];
};

/**
 * A venue of the spec's own, so no spec changes the shared demo venue (and specs can run in any
 * order): the owner signs up and finishes sign-up through the API, the venue is open all day and
 * online, its menu is a copy of the demo menu (sections, customisations with their translations,
 * built-in allergens, featured and sold-out items; no tags, so no item depends on the clock),
 * with tables 1..n, and rooms for a hotel. Unless told otherwise it is set up like the demo venue
 * (€0.50 order fee, names asked, delivery €2.50 from €15.00, the table view, staff Ana, Ben and
 * Chiara; the hotel: rooms, no delivery, no remote pickup, Dario).
 */
export async function seedVenue(options: TVenueOptions = {}): Promise<TSeededVenue> {
  const isHotel = options.isHotel ?? false;
  const name = options.name ?? (isHotel ? 'Spec Harbour Hotel' : 'Spec Bistro');
  const timeZone = options.timeZone ?? 'Europe/Malta';
  const email = uniqueEmail(isHotel ? 'hotel' : 'venue');
  const { accessToken: token } = await api<{ accessToken: string }>('POST', '/api/auth/signup', null, {
    accountType: 'venue',
    email,
    password: DEMO.password,
    fullName: 'Spec Owner',
  });
  const steps = [
    { step: 2, isHotel, name, address: '12 Merchant Street, Valletta', currency: 'eur', defaultLanguage: 'en', timeZone },
    { step: 3, primaryColor: '#1f6f5c', secondaryColor: '#f2a541', backgroundColor: '#ffffff' },
    { step: 4, openingHours: ALWAYS_OPEN },
    {
      step: 5,
      allowsDineIn: true,
      allowsPickUp: true,
      allowsDelivery: options.allowsDelivery ?? !isHotel,
      allowsGuestCheckout: true,
      allowsPayLater: options.allowsPayLater ?? true,
      allowsOfflinePayments: options.allowsOfflinePayments ?? true,
      orderFee: options.orderFee ?? (isHotel ? 0 : 50),
    },
    { step: 6 },
  ];
  for (const step of steps) await api('PUT', '/api/restaurant/me/sign-up', token, step);
  await api('PATCH', '/api/restaurant/me/online', token, { isOnline: true });
  const me = await api<{ id: string; slug: string }>('GET', '/api/restaurant/me', token);

  await copyDemoMenu(token);
  const tables: TSeededTable[] = [];
  for (let n = 1; n <= (options.tables ?? 6); n++) tables.push(await api<TSeededTable>('POST', '/api/tables', token, { tableDisplayId: String(n) }));
  const rooms = isHotel ? (options.rooms ?? ['101', '102', '103']) : [];
  const roomRows: { id: string; roomNumber: string }[] = [];
  for (const roomNumber of rooms) roomRows.push(await api<{ id: string; roomNumber: string }>('POST', '/api/rooms', token, { roomNumber }));
  // The first room (101) has a guest checked in, Maria Garcia: a room is chargeable only with an open stay (docs/api/hotel.md).
  if (roomRows[0]) await api('POST', '/api/stays', token, { roomId: roomRows[0].id, guestLastName: 'Garcia', guestFirstName: 'Maria' });
  if (!isHotel)
    await api('PATCH', '/api/restaurant/me/delivery-settings', token, { feeType: 'fixed', fixedFee: 250, minOrderValue: 1500, deliveryOrderPrepTime: 40 });
  const locations = options.deliveryLocations ?? (isHotel ? ['Pool deck', 'Spa'] : ['Valletta centre', 'Floriana']);
  for (const location of locations) await api('POST', '/api/delivery-locations', token, { name: location });
  const employees =
    options.employees ??
    (isHotel
      ? [['Dario', '1', '4321']]
      : [
          ['Ana', '1', '1234'],
          ['Ben', '2', '2345'],
          ['Chiara', '3', '3456'],
        ]);
  for (const [employee, displayId, pin] of employees) await api('POST', '/api/employees', token, { name: employee, displayId, pin });
  setVenueColumns(me.id, {
    allows_remote_pick_up: options.allowsRemotePickUp ?? !isHotel,
    uses_table_view: options.usesTableView ?? !isHotel,
    requires_checkout_name: options.requiresCheckoutName ?? !isHotel,
  });
  return { restaurantId: me.id, slug: me.slug, name, timeZone, email, password: DEMO.password, token, tables, rooms };
}

/** The demo menu, read through the public API and written again through the staff API of the new venue. */
async function copyDemoMenu(token: string): Promise<void> {
  const demo = await api<TPublicMenu>('GET', `/api/public/restaurants/${DEMO_SLUG}/menu`, null);
  const sectionIds = new Map<string, string>();
  for (const section of demo.sections) {
    const created = await api<{ id: string }>('POST', '/api/menu/sections', token, {
      title: section.title,
      description: section.description,
      isDrinks: section.isDrinks,
      translations: section.translations,
    });
    sectionIds.set(section.id, created.id);
  }
  const groupIds = new Map<string, string>();
  for (const group of demo.modifierGroups) {
    const modifiers = group.modifierIds.map((id) => demo.modifiers.find((modifier) => modifier.id === id)!);
    const created = await api<{ id: string }>('POST', '/api/menu/modifier-groups', token, {
      name: group.name,
      min: group.min,
      max: group.max,
      deliverectMultiMax: group.deliverectMultiMax,
      translations: group.translations,
      modifiers: modifiers.map((modifier) => ({
        name: modifier.name,
        price: modifier.price,
        isAvailable: modifier.isAvailable,
        translations: modifier.translations,
      })),
    });
    groupIds.set(group.id, created.id);
  }
  const builtIn = new Set(demo.allergens.filter((allergen) => allergen.isBuiltIn).map((allergen) => allergen.id));
  const featured = new Set(demo.featuredItemIds);
  for (const section of demo.sections) {
    for (const itemId of section.itemIds) {
      const item = demo.items.find((candidate) => candidate.id === itemId)!;
      const created = await api<{ id: string }>('POST', '/api/menu/items', token, {
        sectionId: sectionIds.get(section.id),
        name: item.name,
        description: item.description,
        price: item.price,
        modifierGroupIds: item.modifierGroupIds.map((id) => groupIds.get(id)).filter(Boolean),
        allergenIds: item.allergenIds.filter((id) => builtIn.has(id)),
        nutrition: item.nutrition,
        isFeatured: featured.has(item.id),
        translations: item.translations,
      });
      if (item.isSoldOut) {
        const until = item.soldOutUntil === SOLD_OUT_INDEFINITELY ? null : item.soldOutUntil;
        await api('PUT', `/api/menu/items/${created.id}/sold-out`, token, { until });
      }
    }
  }
}

type TVenueColumns = { allows_remote_pick_up: boolean; uses_table_view: boolean; requires_checkout_name: boolean };

/**
 * Venue switches the API does not offer (yet): remote pickup, the dashboard's table view, asking
 * every diner's name. Set on the e2e server's own database, with updated_at moved so every cache
 * of the venue (public menu, checkout catalogue) reloads.
 */
function setVenueColumns(restaurantId: string, columns: TVenueColumns): void {
  const db = new DatabaseSync(join(inject('dataDir'), 'menudelite.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    db.prepare('update restaurants set allows_remote_pick_up = ?, uses_table_view = ?, requires_checkout_name = ?, updated_at = ? where id = ?').run(
      columns.allows_remote_pick_up ? 1 : 0,
      columns.uses_table_view ? 1 : 0,
      columns.requires_checkout_name ? 1 : 0,
      new Date().toISOString(),
      restaurantId,
    );
  } finally {
    db.close();
  }
}
