import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentPageInfo, TPublicPaymentLinkResponse } from '@menudelite/shared/delitepay/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { isHttpError } from '../../../lib/http/http-error';

/** The page is what the payer sees; a link that was paid a minute ago must read as paid. */
const STALE_MS = 30_000;

/** A refusal (404, 410 used link, 403 switched off) is an answer, not a hiccup: asked once. */
const retryHiccups = (count: number, error: unknown) => count < 2 && !(isHttpError(error) && error.status < 500);

/** GET /api/public/payment-page/:restaurantSlug: the venue's open payment page (403 delitePayOff when switched off). */
export function getPaymentPage(slug: string): Promise<TPaymentPageInfo> {
  return apiRequest<TPaymentPageInfo>(`/api/public/payment-page/${encodeURIComponent(slug)}`, { anonymous: true });
}

/** GET /api/public/payment-links/:token: the link and its venue's page (410 PAYMENT_LINK_INVALID when used, expired or cancelled). */
export function getPaymentLink(token: string): Promise<TPublicPaymentLinkResponse> {
  return apiRequest<TPublicPaymentLinkResponse>(`/api/public/payment-links/${encodeURIComponent(token)}`, { anonymous: true });
}

export type TPayablePage = { page: TPaymentPageInfo; link: TPublicPaymentLinkResponse['link'] | null };

/** The open page, or the link's page when the address carries a link. */
export function payablePageQuery(slug: string, linkToken: string | null) {
  return queryOptions({
    queryKey: ['public', 'delitepay', slug, linkToken ?? ''],
    queryFn: async (): Promise<TPayablePage> => {
      if (!linkToken) return { page: await getPaymentPage(slug), link: null };
      const { page, link } = await getPaymentLink(linkToken);
      return { page, link };
    },
    staleTime: STALE_MS,
    retry: retryHiccups,
  });
}

export function usePayablePage(slug: string, linkToken: string | null) {
  return useQuery(payablePageQuery(slug, linkToken));
}
