import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBillPage, TBillSummary } from '@menudelite/shared/bills/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { billsKeys } from './bills-keys';

/** Pages read at most: a venue's open bills are one per table, and a page holds 100. */
const MAX_PAGES = 10;
const PAGE_SIZE = 100;

/** GET /api/restaurant/bills?status=open: every table's open bill (oldest first), all pages. */
export async function getOpenBills(): Promise<TBillSummary[]> {
  const bills: TBillSummary[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ status: 'open', limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const answer: TBillPage = await apiRequest<TBillPage>(`/api/restaurant/bills?${query.toString()}`);
    bills.push(...answer.items);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return bills;
}

export const openBillsQuery = () => queryOptions({ queryKey: billsKeys.open(), queryFn: getOpenBills });

export function useOpenBills() {
  return useQuery(openBillsQuery());
}
