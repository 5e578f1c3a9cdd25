import { Button, Center, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useOrders } from '../api/get-orders';
import { filterFieldsOf, matchesFilters, type TOrderFilters } from '../lib/order-filters';
import { FIRST_WINDOW_SIZE, WINDOW_STEP, dedupeAndSort, windowOf } from '../lib/order-list';
import { OrderCard } from './order-card';

/** A ref for the end of the list: `onReached` runs whenever it scrolls into view. */
function useEndOfList(onReached: () => void) {
  return useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onReached(), { rootMargin: '200px' });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [onReached],
  );
}

/**
 * The filtered orders, newest first: the first window is 19 (SPEC section 4), and scrolling to the
 * end shows 20 more, fetching the next page (cursor) once the loaded ones run out.
 */
export function OrderList({ filters, formatTime }: { filters: TOrderFilters; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('orders-dashboard');
  const orders = useOrders(filters);
  const [windowSize, setWindowSize] = useState(FIRST_WINDOW_SIZE);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;

  // Orders are kept in the cache after they change status; the list shows those still matching.
  const matching = useMemo(
    () => dedupeAndSort(orders.data?.pages.flatMap((page) => page.items) ?? []).filter((order) => matchesFilters(filterFieldsOf(order), filters)),
    [orders.data, filters],
  );
  const visible = windowOf(matching, windowSize);
  const hasMore = matching.length > windowSize || hasNextPage;

  useEffect(() => {
    if (windowSize >= matching.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [windowSize, matching.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const showMore = useCallback(() => setWindowSize((size) => size + WINDOW_STEP), []);
  const endRef = useEndOfList(showMore);

  if (orders.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (orders.isError) return <ApiErrorAlert error={orders.error} />;
  if (matching.length === 0 && !hasNextPage)
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="no-orders">
        {t('empty')}
      </Text>
    );
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm" data-testid="order-list">
        {visible.map((order) => (
          <OrderCard key={order.id} order={order} formatTime={formatTime} />
        ))}
      </SimpleGrid>
      {hasMore && (
        <Center ref={endRef}>
          <Button variant="subtle" onClick={showMore} loading={isFetchingNextPage} data-testid="show-more">
            {t('showMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
