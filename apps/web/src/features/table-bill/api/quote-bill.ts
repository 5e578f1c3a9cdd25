import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBillQuote, TBillQuoteRequest } from '@menudelite/shared/bills/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { byToken } from './get-bill';

/** POST /api/public/bills/:token/quote: what a choice costs by card, fee included (nothing is written). */
export function postBillQuote(token: string, tableCode: string, body: TBillQuoteRequest): Promise<TBillQuote> {
  return apiRequest<TBillQuote>(byToken(token, tableCode, '/quote'), { method: 'POST', json: body, anonymous: true });
}

/**
 * The quote for the diner's current choice, asked again when the bill changes (its version is in
 * the key). The previous one stays on screen, marked stale, while the next loads. `settled` is
 * false while the choice on screen is still moving (typing, or the bill just changed under it), so
 * a choice the bill no longer allows is never sent against the new version.
 */
export function useBillQuote(token: string, tableCode: string, body: TBillQuoteRequest | null, billVersion: number, settled: boolean) {
  return useQuery({
    queryKey: ['public', 'bill-quote', token, billVersion, body],
    queryFn: () => postBillQuote(token, tableCode, body!),
    enabled: body !== null && settled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    // A refusal (a tip too high, a share too small) does not change by asking again.
    retry: false,
  });
}
