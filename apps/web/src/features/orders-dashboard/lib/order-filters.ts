import { ORDER_STATUSES, ORDER_TYPES, OPEN_ORDER_STATUSES, type TOrderStatus, type TOrderType } from '@menudelite/shared/orders/status';
import type { TOrder } from '@menudelite/shared/orders/order';
import type { TOrderFilterOptions } from '@menudelite/shared/orders/staff-events';
import { nextDay, venueMidnight } from '../../../lib/format/venue-time';

/** The status tabs: every open order (the default), one status, or everything. */
export const STATUS_TABS = ['open', ...ORDER_STATUSES, 'all'] as const;
export type TStatusTab = (typeof STATUS_TABS)[number];

export type TOrderFilters = {
  status: TStatusTab;
  type: TOrderType | null;
  tableId: string | null;
  /** A day (YYYY-MM-DD) on the venue's calendar, or null for any day. */
  date: string | null;
  /** The venue's time zone, which says when `date` starts and ends (the device's zone when absent). */
  timeZone?: string;
};

export const DEFAULT_FILTERS: TOrderFilters = { status: 'open', type: null, tableId: null, date: null };

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function statusesOf(tab: TStatusTab): readonly TOrderStatus[] {
  if (tab === 'open') return OPEN_ORDER_STATUSES;
  if (tab === 'all') return ORDER_STATUSES;
  return [tab];
}

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The filters live in the address (?status=&type=&table=&date=) so a reload or a shared link keeps them. */
export function filtersFromParams(params: URLSearchParams, timeZone?: string): TOrderFilters {
  const status = params.get('status');
  const type = params.get('type');
  const date = params.get('date');
  return {
    status: isOneOf(STATUS_TABS, status) ? status : DEFAULT_FILTERS.status,
    type: isOneOf(ORDER_TYPES, type) ? type : null,
    tableId: params.get('table') || null,
    date: date && DATE_PATTERN.test(date) ? date : null,
    ...(timeZone ? { timeZone } : {}),
  };
}

/**
 * The address after changing some filters, built on `latest` (the last address asked for), never
 * on the filters of the last render: two changes before React renders again both stay.
 */
export function withFilterChange(latest: URLSearchParams, change: Partial<TOrderFilters>): URLSearchParams {
  return filtersToParams({ ...filtersFromParams(latest), ...change }, latest);
}

export function filtersToParams(filters: TOrderFilters, params = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null, fallback: string | null = null) => (value && value !== fallback ? next.set(key, value) : next.delete(key));
  set('status', filters.status, DEFAULT_FILTERS.status);
  set('type', filters.type);
  set('table', filters.tableId);
  set('date', filters.date);
  return next;
}

export type TDateRange = { from: string; to: string };

/**
 * A calendar day as the API's createdAt bounds: from midnight (inclusive) to the next midnight
 * (exclusive), on the venue's clock when its zone is given (staff screens always give it).
 */
export function dayRange(date: string | null, timeZone?: string): TDateRange | null {
  if (!date) return null;
  if (timeZone) return { from: venueMidnight(date, timeZone).toISOString(), to: venueMidnight(nextDay(date), timeZone).toISOString() };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const start = new Date(year, month - 1, day);
  const end = new Date(year, month - 1, day + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function isInRange(createdAt: string, range: TDateRange | null): boolean {
  if (!range) return true;
  const at = Date.parse(createdAt);
  return at >= Date.parse(range.from) && at < Date.parse(range.to);
}

/** A new order's socket filterOptions and a loaded order answer the same question: which lists hold it. */
export function filterFieldsOf(order: TOrder): TOrderFilterOptions {
  return { status: order.status, type: order.type, tableId: order.restaurantTableId, createdAt: order.createdAt };
}

export function matchesFilters(fields: TOrderFilterOptions, filters: TOrderFilters): boolean {
  return (
    statusesOf(filters.status).includes(fields.status) &&
    (!filters.type || fields.type === filters.type) &&
    (!filters.tableId || fields.tableId === filters.tableId) &&
    isInRange(fields.createdAt, dayRange(filters.date, filters.timeZone))
  );
}

/** GET /api/orders query string for one page of the filtered list. */
export function listQueryString(filters: TOrderFilters, cursor: string | null, limit: number): string {
  const query = new URLSearchParams({ status: statusesOf(filters.status).join(','), limit: String(limit) });
  if (filters.type) query.set('type', filters.type);
  if (filters.tableId) query.set('tableId', filters.tableId);
  const range = dayRange(filters.date, filters.timeZone);
  if (range) {
    query.set('from', range.from);
    query.set('to', range.to);
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}
