import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDelitePayRefundResponse, TTransactionPage } from '@menudelite/shared/delitepay/contracts';
import type { TRefundRequest } from '@menudelite/shared/payments/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { transactionQuery, type TTransactionFilters } from '../lib/transaction-filters';
import { delitePayKeys } from './keys';

export const TRANSACTIONS_PAGE_SIZE = 25;

/** GET /api/restaurant/payment-page-transactions: one page, newest first, with the whole period's totals. */
export function getTransactions(filters: TTransactionFilters, cursor: string | null): Promise<TTransactionPage> {
  return apiRequest<TTransactionPage>(`/api/restaurant/payment-page-transactions?${transactionQuery(filters, { limit: TRANSACTIONS_PAGE_SIZE, cursor })}`);
}

export function useTransactions(filters: TTransactionFilters, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: delitePayKeys.transactionList(filters),
      queryFn: ({ pageParam }) => getTransactions(filters, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // While a new filter loads, the last list stays on screen (greyed) instead of a blank page.
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}

/**
 * GET .../export.csv with the same filters: every matching payment, not just the loaded pages. The
 * bearer token is needed, so it is fetched and handed over as a file. The text arrives decoded,
 * which drops the server's byte-order mark: it is put back so spreadsheets read accented names.
 */
export async function getTransactionsCsv(filters: TTransactionFilters): Promise<Blob> {
  const csv = await apiRequest<string>(`/api/restaurant/payment-page-transactions/export.csv?${transactionQuery(filters)}`);
  return new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
}

export function useTransactionsCsv() {
  return useMutation({ mutationFn: getTransactionsCsv });
}

/**
 * POST .../:id/refunds (money.refund) with an Idempotency-Key made when the dialog opened: a retry
 * after a lost answer (or the manager's PIN) gives back the money once.
 */
export function postRefund(id: string, body: TRefundRequest, key: string): Promise<TDelitePayRefundResponse> {
  return apiRequest<TDelitePayRefundResponse>(`/api/restaurant/payment-page-transactions/${encodeURIComponent(id)}/refunds`, {
    method: 'POST',
    json: body,
    headers: { 'idempotency-key': key },
  });
}

export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: TRefundRequest; key: string }) => postRefund(id, body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: delitePayKeys.transactions() }),
  });
}
