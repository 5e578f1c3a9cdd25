import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCreatePaymentLinkRequest, TLinkSendRequest, TPaymentLink, TPaymentLinkPage, TPaymentLinkStatus } from '@menudelite/shared/delitepay/contracts';
import { apiRequest } from '../../../lib/http/api-client';
import { delitePayKeys } from './keys';

export const LINKS_PAGE_SIZE = 20;

/** GET /api/restaurant/payment-links?status&limit&cursor: newest first; the status is the server's (expired counts by its clock). */
export function getLinks(status: TPaymentLinkStatus | null, cursor: string | null): Promise<TPaymentLinkPage> {
  const query = new URLSearchParams({ limit: String(LINKS_PAGE_SIZE) });
  if (status) query.set('status', status);
  if (cursor) query.set('cursor', cursor);
  return apiRequest<TPaymentLinkPage>(`/api/restaurant/payment-links?${query}`);
}

export function useLinks(status: TPaymentLinkStatus | null) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: delitePayKeys.linkList(status),
      queryFn: ({ pageParam }) => getLinks(status, pageParam),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** Every change to a link moves it between the status lists: all of them are read again. */
function useLinkMutation<V>(mutationFn: (variables: V) => Promise<TPaymentLink>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: delitePayKeys.links() }) });
}

/** POST /api/restaurant/payment-links. */
export const useCreateLink = () =>
  useLinkMutation((body: TCreatePaymentLinkRequest) => apiRequest<TPaymentLink>('/api/restaurant/payment-links', { method: 'POST', json: body }));

/** POST /api/restaurant/payment-links/:id/cancel: a paid or expired link answers 409 and stays as it is. */
export const useCancelLink = () =>
  useLinkMutation((id: string) => apiRequest<TPaymentLink>(`/api/restaurant/payment-links/${encodeURIComponent(id)}/cancel`, { method: 'POST' }));

/** POST /api/restaurant/payment-links/:id/send: by e-mail or text message, in the venue's language unless told. */
export const useSendLink = () =>
  useLinkMutation(({ id, body }: { id: string; body: TLinkSendRequest }) =>
    apiRequest<TPaymentLink>(`/api/restaurant/payment-links/${encodeURIComponent(id)}/send`, { method: 'POST', json: body }),
  );

/** GET /api/restaurant/payment-links/:id/qr.svg: it needs the bearer token, so it is fetched, not linked to (the SVG's text). */
export function getLinkQr(id: string): Promise<string> {
  return apiRequest<string>(`/api/restaurant/payment-links/${encodeURIComponent(id)}/qr.svg`);
}
