import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TOrder } from '@menudelite/shared/orders/order';
import type { TOrderStatusEvent } from '@menudelite/shared/orders/staff-events';
import type { TOrderCounts } from '@menudelite/shared/orders/status';
import type { TOrderPage } from '../api/get-orders';
import { ordersKeys } from '../api/orders-keys';
import { filterFieldsOf, isInRange, matchesFilters, type TDateRange, type TOrderFilters } from './order-filters';
import { addOrderAtTop, countNewOrder, countTransition, withStatus } from './order-list';
import { ledgerOf, newOrderChange, statusChange, type TCountChange } from './order-ledger';

/*
 * Live changes written straight into the cached lists and counts, so the screen moves without a
 * refetch. `live` changes (socket events, our own actions) move the counts; a `replay` after a
 * reconnect leaves them to the refetch that follows it.
 */
export type TApplyMode = 'live' | 'replay';
type TPages = InfiniteData<TOrderPage, string | null>;

function mapPages(data: TPages, update: (items: TOrder[]) => TOrder[]): TPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: update(page.items) })) };
}

function eachList(queryClient: QueryClient, visit: (data: TPages, filters: TOrderFilters, key: QueryKey) => TPages | undefined): void {
  for (const [key, data] of queryClient.getQueriesData<TPages>({ queryKey: ordersKeys.lists() })) {
    if (!data) continue;
    const next = visit(data, key[2] as TOrderFilters, key);
    if (next && next !== data) queryClient.setQueryData(key, next);
  }
}

function findOrder(queryClient: QueryClient, orderId: string): TOrder | undefined {
  for (const [, data] of queryClient.getQueriesData<TPages>({ queryKey: ordersKeys.lists() })) {
    const found = data?.pages.flatMap((page) => page.items).find((order) => order.id === orderId);
    if (found) return found;
  }
  return undefined;
}

function replaceIn(items: TOrder[], order: TOrder): TOrder[] {
  return items.map((item) => (item.id === order.id && order.updatedAt >= item.updatedAt ? order : item));
}

function adjustCounts(queryClient: QueryClient, change: TCountChange, createdAt: string | null): void {
  if (change.kind === 'none') return;
  for (const [key, counts] of queryClient.getQueriesData<TOrderCounts>({ queryKey: ordersKeys.counts() })) {
    if (!counts) continue;
    const range = key[2] === 'any-day' ? null : (key[2] as TDateRange);
    // A day's counts need the order's day; without it the server counts again.
    if (range && !createdAt) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    else if (isInRange(createdAt ?? '', range))
      queryClient.setQueryData<TOrderCounts>(
        key,
        change.kind === 'new' ? countNewOrder(counts, change.status) : countTransition(counts, change.from, change.to),
      );
  }
}

function refreshTables(queryClient: QueryClient): void {
  // Several events in a row share one refetch instead of cancelling each other's.
  void queryClient.invalidateQueries({ queryKey: ordersKeys.tablesOverview() }, { cancelRefetch: false });
}

/** A new order: on top of every list it belongs in, and +1 in the counts (once). */
export function applyNewOrder(queryClient: QueryClient, order: TOrder, mode: TApplyMode): void {
  const change = newOrderChange(ledgerOf(queryClient), order);
  eachList(queryClient, (data, filters) => {
    if (data.pages.some((page) => page.items.some((item) => item.id === order.id))) return mapPages(data, (items) => replaceIn(items, order));
    if (!matchesFilters(filterFieldsOf(order), filters) || data.pages.length === 0) return undefined;
    return { ...data, pages: data.pages.map((page, index) => (index === 0 ? { ...page, items: addOrderAtTop(page.items, order) } : page)) };
  });
  if (mode === 'live') adjustCounts(queryClient, change, order.createdAt);
  refreshTables(queryClient);
}

/** An orderStatusChanged event: the order's new status in every list, and the counts moved once. */
export function applyStatusEvent(queryClient: QueryClient, event: TOrderStatusEvent, mode: TApplyMode): void {
  const ledger = ledgerOf(queryClient);
  const createdAt = ledger.get(event.orderId)?.createdAt ?? findOrder(queryClient, event.orderId)?.createdAt ?? null;
  const change = statusChange(ledger, event.orderId, event.from, event.status);
  eachList(queryClient, (data) => mapPages(data, (items) => items.map((item) => (item.id === event.orderId ? withStatus(item, event) : item))));
  if (mode === 'live') adjustCounts(queryClient, change, createdAt);
  refreshTables(queryClient);
}

/**
 * The whole order again: an orderUpdated event (assignment, SMS flag) or the answer to our own
 * action. `shownStatus` is the status the screen showed before the action, for the counts.
 */
export function applyOrderSnapshot(queryClient: QueryClient, order: TOrder, options: { shownStatus?: TOrder['status']; mode?: TApplyMode } = {}): void {
  const change = statusChange(ledgerOf(queryClient), order.id, options.shownStatus ?? order.status, order.status);
  eachList(queryClient, (data) => mapPages(data, (items) => replaceIn(items, order)));
  if (options.mode !== 'replay') adjustCounts(queryClient, change, order.createdAt);
  refreshTables(queryClient);
}

/** After a replay (or any doubt), the server's lists, counts and tables replace ours. */
export function refetchDashboard(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ordersKeys.all() });
}
