import type { TWeeklyWindow } from '@menudelite/shared/menu/tags';
import type { TMenuSelector } from '@menudelite/shared/menu/settings';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TDeliveryFeeType, TProcessingFeeRule } from '@menudelite/shared/orders/pricing';
import type { TOpeningHours } from '@menudelite/shared/restaurant/opening-hours';
import type { TDb } from '../../db/database.ts';
import { parseJson, toBool } from '../../db/rows.ts';
import { loadCatalogMenuRows, type TCatalogMenuRows } from '../menu/public.ts';
import { findRestaurantById, toVenueRecord, type TRestaurantRow } from '../restaurant/public.ts';
import { readVenueStamp, venueStamp } from '../../db/venue-stamp.ts';

export type TVenueSettings = {
  id: string;
  name: string;
  isHotel: boolean;
  currency: TCurrency;
  timeZone: string;
  openingHours: TOpeningHours;
  isOnline: boolean;
  allowsDineIn: boolean;
  allowsPickUp: boolean;
  allowsRemotePickUp: boolean;
  allowsDelivery: boolean;
  allowsGuestCheckout: boolean;
  allowsPayLater: boolean;
  allowsOfflinePayments: boolean;
  requiresCheckoutName: boolean;
  requiresCheckoutPhoneNo: boolean;
  orderFee: number;
  orderPrepTime: number;
  menuSelector: TMenuSelector;
  pickupMenuTagId: string | null;
  deliveryMenuTagId: string | null;
  delivery: { feeType: TDeliveryFeeType; fixedFee: number; percentFee: number; minOrderValue: number; deliveryOrderPrepTime: number };
  /** Card payments only (shown in the checkout options before paying). */
  processingFee: TProcessingFeeRule;
};

export type TCatalogItem = {
  id: string;
  name: string;
  sectionId: string;
  price: number;
  onSale: boolean;
  soldOutUntil: string | null;
  tagIds: string[];
  groupIds: Set<string>;
};
export type TCatalogGroup = { id: string; name: string; min: number; max: number; multiMax: number };
export type TCatalogModifier = { id: string; groupId: string; name: string; price: number; isAvailable: boolean };
/** windows null: the tag does not limit when its items are sold. */
export type TCatalogTag = { id: string; discountPercent: number; windows: TWeeklyWindow[] | null };

export type TCatalog = {
  venue: TVenueSettings;
  items: Map<string, TCatalogItem>;
  groups: Map<string, TCatalogGroup>;
  modifiers: Map<string, TCatalogModifier>;
  tags: Map<string, TCatalogTag>;
};

/** Checkout's view of the venue: a projection of the restaurant feature's one record. */
function toVenue(row: TRestaurantRow): TVenueSettings {
  const v = toVenueRecord(row);
  return {
    id: v.id,
    name: v.name,
    isHotel: v.isHotel,
    currency: v.currency,
    timeZone: v.timeZone,
    openingHours: v.openingHours,
    isOnline: v.isOnline,
    allowsDineIn: v.allowsDineIn,
    allowsPickUp: v.allowsPickUp,
    allowsRemotePickUp: v.allowsRemotePickUp,
    allowsDelivery: v.allowsDelivery,
    allowsGuestCheckout: v.allowsGuestCheckout,
    allowsPayLater: v.allowsPayLater,
    allowsOfflinePayments: v.allowsOfflinePayments,
    requiresCheckoutName: v.requiresCheckoutName,
    requiresCheckoutPhoneNo: v.requiresCheckoutPhoneNo,
    orderFee: v.orderFee,
    orderPrepTime: v.orderPrepTime,
    ...v.menuSettings,
    delivery: v.delivery,
    processingFee: v.processingFee,
  };
}

/** The venue row and its menu's rows: each from the feature that owns the table. */
export type TCatalogRows = TCatalogMenuRows & { venue: TRestaurantRow };

async function loadCatalogRows(db: TDb, restaurantId: string): Promise<TCatalogRows | null> {
  const venue = await findRestaurantById(db, restaurantId);
  return venue ? { venue, ...(await loadCatalogMenuRows(db, restaurantId)) } : null;
}

/** Rows to lookup maps. Items in hidden sections are not on sale; time-dependent parts (sold out, windows) are judged per order. */
export function buildCatalog(rows: TCatalogRows): TCatalog {
  const hiddenSections = new Set(rows.sections.filter((s) => !toBool(s.is_available)).map((s) => s.id));
  const tagsByItem = new Map<string, string[]>();
  for (const link of rows.itemTags) (tagsByItem.get(link.item_id) ?? tagsByItem.set(link.item_id, []).get(link.item_id)!).push(link.tag_id);
  const groupsByItem = new Map<string, Set<string>>();
  for (const link of rows.itemGroups) (groupsByItem.get(link.item_id) ?? groupsByItem.set(link.item_id, new Set()).get(link.item_id)!).add(link.group_id);
  return {
    venue: toVenue(rows.venue),
    items: new Map(
      rows.items.map((i) => [
        i.id,
        {
          id: i.id,
          name: i.name,
          sectionId: i.section_id,
          price: Number(i.price),
          onSale: toBool(i.is_available) && !hiddenSections.has(i.section_id),
          soldOutUntil: i.sold_out_until,
          tagIds: tagsByItem.get(i.id) ?? [],
          groupIds: groupsByItem.get(i.id) ?? new Set(),
        },
      ]),
    ),
    groups: new Map(rows.groups.map((g) => [g.id, { id: g.id, name: g.name, min: g.min_choices, max: g.max_choices, multiMax: g.deliverect_multi_max }])),
    modifiers: new Map(
      rows.modifiers.map((m) => [m.id, { id: m.id, groupId: m.group_id, name: m.name, price: Number(m.price), isAvailable: toBool(m.is_available) }]),
    ),
    tags: new Map(
      rows.tags.map((t) => [
        t.id,
        {
          id: t.id,
          discountPercent: toBool(t.tag_discount_enabled) ? t.discount_percent : 0,
          windows: toBool(t.tag_availability_enabled) ? parseJson<TWeeklyWindow[]>(t.availability_windows) : null,
        },
      ]),
    ),
  };
}

/**
 * Per-venue catalogs in this process, each used only while the venue's stamp still matches the
 * database (one small query per order), so several processes never price from a stale menu.
 */
export function createCatalogCache(db: TDb, maxEntries = 1000) {
  const entries = new Map<string, { stamp: string; catalog: TCatalog }>();
  const loading = new Map<string, Promise<TCatalog | null>>();

  async function rebuild(restaurantId: string): Promise<TCatalog | null> {
    const rows = await loadCatalogRows(db, restaurantId);
    if (!rows) return null;
    const catalog = buildCatalog(rows);
    entries.delete(restaurantId);
    entries.set(restaurantId, { stamp: venueStamp(rows.venue), catalog });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    return catalog;
  }

  return {
    async get(restaurantId: string): Promise<TCatalog | null> {
      const stamp = await readVenueStamp(db, restaurantId);
      if (stamp === null) return null;
      const entry = entries.get(restaurantId);
      if (entry?.stamp === stamp) return entry.catalog;
      let pending = loading.get(restaurantId);
      if (!pending) {
        pending = rebuild(restaurantId).finally(() => loading.delete(restaurantId));
        loading.set(restaurantId, pending);
      }
      return pending;
    },
  };
}
export type TCatalogCache = ReturnType<typeof createCatalogCache>;
