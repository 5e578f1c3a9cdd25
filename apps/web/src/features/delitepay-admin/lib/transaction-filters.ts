import { TRANSACTION_SOURCES, TRANSACTION_STATUS_FILTERS, type TTransactionSource } from '@menudelite/shared/delitepay/contracts';
import { venueDay } from '../../../lib/format/venue-time';

export type TTransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];
export const PERIODS = ['today', 'last7', 'last30', 'custom'] as const;
export type TPeriod = (typeof PERIODS)[number];

/** What the list is filtered by: venue-local days (both included), status, source and a part of the reference. */
export type TTransactionFilters = {
  from: string;
  to: string;
  status: TTransactionStatusFilter | null;
  source: TTransactionSource | null;
  search: string;
};

/** Calendar arithmetic on YYYY-MM-DD (no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A preset period as days on the venue's calendar, whatever the device's zone; today included. */
export function periodRange(period: Exclude<TPeriod, 'custom'>, timeZone: string, now = new Date()): { from: string; to: string } {
  const today = venueDay(now, timeZone);
  const days = period === 'today' ? 1 : period === 'last7' ? 7 : 30;
  return { from: addDays(today, -(days - 1)), to: today };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A custom period the server would refuse (a day missing, or the start after the end): the message key, else null. */
export function periodProblem(filters: Pick<TTransactionFilters, 'from' | 'to'>): 'periodMissing' | 'periodOrder' | null {
  if (!DATE.test(filters.from) || !DATE.test(filters.to)) return 'periodMissing';
  return filters.from > filters.to ? 'periodOrder' : null;
}

export const isStatusFilter = (value: string | null): value is TTransactionStatusFilter =>
  (TRANSACTION_STATUS_FILTERS as readonly string[]).includes(value ?? '');
export const isSourceFilter = (value: string | null): value is TTransactionSource => (TRANSACTION_SOURCES as readonly string[]).includes(value ?? '');

/** The list's (and the CSV's) query string; the search is sent trimmed, and left out when empty. */
export function transactionQuery(filters: TTransactionFilters, page?: { limit: number; cursor: string | null }): URLSearchParams {
  const query = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.status) query.set('status', filters.status);
  if (filters.source) query.set('source', filters.source);
  const search = filters.search.trim();
  if (search) query.set('search', search);
  if (page) {
    query.set('limit', String(page.limit));
    if (page.cursor) query.set('cursor', page.cursor);
  }
  return query;
}

/** The downloaded file's name: the venue and the period, as the server names it. */
export function csvFileName(slug: string, filters: Pick<TTransactionFilters, 'from' | 'to'>): string {
  return `delitepay-${slug.replace(/[^\w-]/g, '_')}-${filters.from}-${filters.to}.csv`;
}
