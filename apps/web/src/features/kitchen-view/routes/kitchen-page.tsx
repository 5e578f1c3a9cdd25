import { Badge, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import {
  DEFAULT_FILTERS,
  OfflineBanner,
  dedupeAndSort,
  unlockAlertSound,
  useLiveOrders,
  useOfflineBanner,
  useOrderAlerts,
  useOrders,
} from '../../orders-dashboard/public';
import { KitchenOrderCard } from '../components/kitchen-order-card';
import { ordersToPrepare } from '../lib/kitchen-orders';

/** Every open order is fetched (all pages): an order a server accepts later moves into view live. */
const OPEN_ORDERS = { ...DEFAULT_FILTERS, status: 'open' as const };

function KitchenBoard({ venue }: { venue: TRestaurant }) {
  const { t, i18n } = useTranslation('kitchen-view');
  const alerts = useOrderAlerts();
  const live = useLiveOrders(venue.id, venue.timeZone, alerts);
  const offline = useOfflineBanner(live.connected);
  const orders = useOrders({ ...OPEN_ORDERS, timeZone: venue.timeZone });
  const formatTime = useMemo(() => venueTimeFormatter(i18n.language, venue.timeZone), [i18n.language, venue.timeZone]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const toPrepare = useMemo(() => ordersToPrepare(dedupeAndSort(orders.data?.pages.flatMap((page) => page.items) ?? [])), [orders.data]);

  return (
    <Stack gap="md" data-testid="kitchen-view" onPointerDown={unlockAlertSound}>
      <Group justify="space-between" align="center">
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Badge size="xl" variant="light" data-testid="kitchen-count">
          {t('toPrepare', { number: toPrepare.length })}
        </Badge>
      </Group>
      {offline && <OfflineBanner />}
      {orders.isPending && <Loader size="sm" aria-label={t('loading')} />}
      <ApiErrorAlert error={orders.error} />
      {orders.isSuccess && toPrepare.length === 0 && (
        <Text c="dimmed" fz="xl" py="xl" ta="center" data-testid="kitchen-empty">
          {t('empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {toPrepare.map((order) => (
          <KitchenOrderCard key={order.id} order={order} formatTime={formatTime} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** /orders/kitchen (issue 8): the orders to prepare in large type, bump to ready; no prices, no settings. */
export function KitchenPage() {
  const { t } = useTranslation('kitchen-view');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  if (!restaurant.data) return <ApiErrorAlert error={restaurant.error} />;
  return <KitchenBoard venue={restaurant.data} />;
}
