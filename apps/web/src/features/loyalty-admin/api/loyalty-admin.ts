import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TLoyaltyCampaign,
  TLoyaltyCampaignCreate,
  TLoyaltyCampaignPage,
  TLoyaltyCampaignUpdate,
  TLoyaltyImagesUpdate,
  TLoyaltyPassDetail,
  TLoyaltyPassPage,
  TLoyaltySettings,
} from '@menudelite/shared/growth/loyalty';
import type { TUploadedImage } from '@menudelite/shared/menu/images';
import { apiRequest } from '../../../lib/http/api-client';

export const PAGE_SIZE = 20;

const base = (restaurantId: string) => `/api/restaurants/${encodeURIComponent(restaurantId)}/loyalty`;

/** One root per venue, so a change re-reads everything of that venue's loyalty. */
export const loyaltyKeys = {
  all: (restaurantId: string) => ['loyalty-admin', restaurantId] as const,
  settings: (restaurantId: string) => ['loyalty-admin', restaurantId, 'settings'] as const,
  campaigns: (restaurantId: string) => ['loyalty-admin', restaurantId, 'campaigns'] as const,
  passes: (restaurantId: string) => ['loyalty-admin', restaurantId, 'passes'] as const,
  pass: (restaurantId: string, passIdentifier: string) => ['loyalty-admin', restaurantId, 'pass', passIdentifier] as const,
};

function useInvalidateAll(restaurantId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all(restaurantId) });
}

/** GET .../loyalty/settings: the switch, the five images and which wallets the server issues. */
export function useLoyaltySettings(restaurantId: string) {
  return useQuery(
    queryOptions({ queryKey: loyaltyKeys.settings(restaurantId), queryFn: () => apiRequest<TLoyaltySettings>(`${base(restaurantId)}/settings`) }),
  );
}

export function useSetLoyaltyEnabled(restaurantId: string) {
  const invalidate = useInvalidateAll(restaurantId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loyaltyEnabled: boolean) => apiRequest<TLoyaltySettings>(`${base(restaurantId)}/settings`, { method: 'PATCH', json: { loyaltyEnabled } }),
    // The venue record (guards: /loyalty/redeem exists only with loyaltyEnabled) follows the switch.
    onSuccess: () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: ['session', 'restaurant'] })]),
  });
}

export function useSetLoyaltyImages(restaurantId: string) {
  const invalidate = useInvalidateAll(restaurantId);
  return useMutation({
    mutationFn: (images: TLoyaltyImagesUpdate) => apiRequest<TLoyaltySettings>(`${base(restaurantId)}/images`, { method: 'PUT', json: images }),
    onSuccess: invalidate,
  });
}

/** POST /api/media/images with the file itself as the body (the menu's upload pipeline). */
export function uploadImage(file: File): Promise<TUploadedImage> {
  return apiRequest<TUploadedImage>('/api/media/images', { method: 'POST', raw: file, retry: false });
}

export function useCampaigns(restaurantId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: loyaltyKeys.campaigns(restaurantId),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return apiRequest<TLoyaltyCampaignPage>(`${base(restaurantId)}/campaigns?${query}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

export function useSaveCampaign(restaurantId: string) {
  const invalidate = useInvalidateAll(restaurantId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TLoyaltyCampaignCreate | TLoyaltyCampaignUpdate }) =>
      id
        ? apiRequest<TLoyaltyCampaign>(`${base(restaurantId)}/campaigns/${encodeURIComponent(id)}`, { method: 'PATCH', json: body })
        : apiRequest<TLoyaltyCampaign>(`${base(restaurantId)}/campaigns`, { method: 'POST', json: body }),
    onSuccess: invalidate,
  });
}

/** DELETE: a soft delete (isDeleted); the campaign leaves the list, its passes stay readable. */
export function useDeleteCampaign(restaurantId: string) {
  const invalidate = useInvalidateAll(restaurantId);
  return useMutation({
    mutationFn: (id: string) => apiRequest<void>(`${base(restaurantId)}/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

export function usePasses(restaurantId: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: loyaltyKeys.passes(restaurantId),
      queryFn: ({ pageParam }) => {
        const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
        if (pageParam) query.set('cursor', pageParam);
        return apiRequest<TLoyaltyPassPage>(`${base(restaurantId)}/passes?${query}`);
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}

/** GET .../passes/:passIdentifier (loyalty.redeem): the pass and its history. */
export function usePass(restaurantId: string, passIdentifier: string) {
  return useQuery(
    queryOptions({
      queryKey: loyaltyKeys.pass(restaurantId, passIdentifier),
      queryFn: () => apiRequest<TLoyaltyPassDetail>(`${base(restaurantId)}/passes/${encodeURIComponent(passIdentifier)}`, { retry: false }),
    }),
  );
}

/**
 * POST .../redeem or .../redeem-free with an Idempotency-Key per intent: a double tap or a network
 * retry sends the same key and redeems once. The answer is the pass as it now is; a 409 (too few
 * stamps, or a colleague was first) re-reads it.
 */
export function useRedeem(restaurantId: string, passIdentifier: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, key }: { kind: 'redeem' | 'redeem-free'; key: string }) =>
      apiRequest<TLoyaltyPassDetail>(`${base(restaurantId)}/passes/${encodeURIComponent(passIdentifier)}/${kind}`, {
        method: 'POST',
        headers: { 'idempotency-key': key },
      }),
    onSuccess: (pass) => queryClient.setQueryData(loyaltyKeys.pass(restaurantId, passIdentifier), pass),
    onSettled: () => queryClient.invalidateQueries({ queryKey: loyaltyKeys.all(restaurantId) }),
  });
}
