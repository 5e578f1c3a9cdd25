import { useInfiniteQuery } from '@tanstack/react-query';
import type { TBillPage } from '@menudelite/shared/bills/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { billsKeys } from './bills-keys';

/** A page of closed bills: enough for a lunch service at a glance, "Show more" for the rest. */
export const CLOSED_PAGE_SIZE = 10;

/** GET /api/restaurant/bills?status=closed: closed bills, newest first, a page at a time. */
export function getClosedBills(cursor: string): Promise<TBillPage> {
  const query = new URLSearchParams({ status: 'closed', limit: String(CLOSED_PAGE_SIZE), ...(cursor ? { cursor } : {}) });
  return apiRequest<TBillPage>(`/api/restaurant/bills?${query.toString()}`);
}

export function useClosedBills() {
  return useInfiniteQuery({
    queryKey: billsKeys.closed(),
    queryFn: ({ pageParam }) => getClosedBills(pageParam),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
