import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TCustomerOrderPage } from '@menudelite/shared/customer/orders';
import type { TClubSubscription } from '@menudelite/shared/growth/club';
import type { TCustomerGiftCard } from '@menudelite/shared/growth/gift-cards';
import type { TCustomerPass } from '@menudelite/shared/growth/loyalty';
import type { TPointsLedgerPage } from '@menudelite/shared/growth/points';
import type { TPage } from '@menudelite/shared/lib/pagination';
import { apiRequest } from '../../../lib/http/api-client';

const firstPage = <T>(path: string) => apiRequest<TPage<T>>(`${path}?limit=50`);

/** GET /api/customer/me/passes: the customer's loyalty passes. */
export const usePasses = (userId: string | null) =>
  useQuery({ queryKey: ['customer', userId, 'passes'], queryFn: () => firstPage<TCustomerPass>('/api/customer/me/passes'), enabled: userId !== null });

/** GET /api/customer/me/subscriptions: DeliteClub subscriptions, newest first. */
export const useSubscriptions = (userId: string | null) =>
  useQuery({
    queryKey: ['customer', userId, 'subscriptions'],
    queryFn: () => firstPage<TClubSubscription>('/api/customer/me/subscriptions'),
    enabled: userId !== null,
  });

/** GET /api/customer/me/gift-cards: gift cards bought with the customer's e-mail (last four, balance, recipient; never the code). */
export const useGiftCards = (userId: string | null) =>
  useQuery({
    queryKey: ['customer', userId, 'gift-cards'],
    queryFn: () => firstPage<TCustomerGiftCard>('/api/customer/me/gift-cards'),
    enabled: userId !== null,
  });

function cursorPath(path: string, cursor: string | null, limit: number, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...extra, limit: String(limit) });
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query}`;
}

/** GET /api/customer/me/orders: past orders, 10 at a time ("Show more"). */
export const useOrders = (userId: string | null) =>
  useInfiniteQuery({
    queryKey: ['customer', userId, 'orders'],
    queryFn: ({ pageParam }) => apiRequest<TCustomerOrderPage>(cursorPath('/api/customer/me/orders', pageParam, 10)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: userId !== null,
  });

/** GET /api/customer/me/points/history?restaurantId=: one venue's points ledger, newest first, loaded when opened. */
export const usePointsHistory = (userId: string | null, restaurantId: string, opened: boolean) =>
  useInfiniteQuery({
    queryKey: ['customer', userId, 'points-history', restaurantId],
    queryFn: ({ pageParam }) => apiRequest<TPointsLedgerPage>(cursorPath('/api/customer/me/points/history', pageParam, 10, { restaurantId })),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: userId !== null && opened,
  });
