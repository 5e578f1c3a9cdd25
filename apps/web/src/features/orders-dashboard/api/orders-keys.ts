import type { TDateRange, TOrderFilters } from '../lib/order-filters';

/** Query keys of the orders dashboard; live events update the cached data under them. */
export const ordersKeys = {
  all: () => ['orders-dashboard'] as const,
  lists: () => ['orders-dashboard', 'orders'] as const,
  list: (filters: TOrderFilters) => ['orders-dashboard', 'orders', filters] as const,
  counts: () => ['orders-dashboard', 'counts'] as const,
  countsIn: (range: TDateRange | null) => ['orders-dashboard', 'counts', range ?? 'any-day'] as const,
  tablesOverview: () => ['orders-dashboard', 'tables-overview'] as const,
  tables: () => ['orders-dashboard', 'tables'] as const,
};
