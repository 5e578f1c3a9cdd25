import { queryOptions } from '@tanstack/react-query';
import type { TBill } from '@menudelite/shared/bills/contracts';
import { apiRequest } from '../../../lib/http/api-client';

/**
 * The bill a diner looks at: by its token (a shared link: /eat/:tableCode/bill?token=) or, at the
 * table itself, by the table's code (the QR code is what lets someone sit there). Both answer the
 * same TBill, its token included, so the page follows one bill live either way.
 */
export type TBillSource = { kind: 'token'; token: string; tableCode: string } | { kind: 'table'; tableCode: string };

/**
 * The bill routes by token also take the page's table code: a token of another table (or venue)
 * then reads as 404, like an unknown one (docs/api/bills.md).
 */
export function byToken(token: string, tableCode: string, rest = ''): string {
  return `/api/public/bills/${encodeURIComponent(token)}${rest}?tableCode=${encodeURIComponent(tableCode)}`;
}

export function getBill(source: TBillSource): Promise<TBill> {
  const path = source.kind === 'token' ? byToken(source.token, source.tableCode) : `/api/public/tables/${encodeURIComponent(source.tableCode)}/bill`;
  return apiRequest<TBill>(path, { anonymous: true });
}

export const billKey = (source: TBillSource) => ['public', 'bill', source.kind, source.kind === 'token' ? source.token : source.tableCode] as const;

/** The socket keeps it current; a slow poll covers the time the socket is down (use-live-bill.ts). */
export function billQuery(source: TBillSource) {
  return queryOptions({ queryKey: billKey(source), queryFn: () => getBill(source), staleTime: 30_000 });
}
