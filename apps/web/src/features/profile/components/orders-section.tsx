import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOrders } from '../api/get-customer-lists';
import { useFormatters } from '../lib/format';
import { ProfileSection } from './profile-section';

/** Past orders at every venue, newest first, 10 at a time; each opens its live status page. */
export function OrdersSection({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const orders = useOrders(userId);
  const items = orders.data?.pages.flatMap((page) => page.items);
  return (
    <ProfileSection title={t('orders.title')} testId="profile-orders" state={orders} items={items} emptyText={t('orders.empty')}>
      {(list) => (
        <Stack gap="sm">
          {list.map((order) => (
            <Group key={order.id} justify="space-between" wrap="nowrap" gap="xs" align="flex-start" data-testid="profile-order">
              <Stack gap={0}>
                <Anchor component={Link} to={order.statusPath} fw={600}>
                  {t('orders.number', { venue: order.restaurantName, number: order.number })}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {f.dateTime(order.createdAt)} · {t(`orders.types.${order.type}`)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Text size="sm" fw={600}>
                  {f.money(order.total, order.currency)}
                </Text>
                <Badge size="sm" variant="light" color={order.status === 'cancelled' ? 'red' : order.status === 'completed' ? 'teal' : 'blue'}>
                  {t(`orders.status.${order.status}`)}
                </Badge>
              </Stack>
            </Group>
          ))}
          {orders.hasNextPage && (
            <Button variant="light" onClick={() => void orders.fetchNextPage()} loading={orders.isFetchingNextPage} data-testid="profile-orders-more">
              {t('showMore')}
            </Button>
          )}
        </Stack>
      )}
    </ProfileSection>
  );
}
