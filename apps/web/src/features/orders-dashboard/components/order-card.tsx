import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@menudelite/shared/orders/order';
import { formatMoney } from '@menudelite/shared/money/format';
import { destinationOf } from '../lib/order-labels';
import { STATUS_COLORS } from '../lib/status-colors';
import { AssignSelect } from './assign-select';
import { OrderActions } from './order-actions';
import { OrderLines } from './order-lines';

/** Diner-typed text inside a translated sentence keeps its own direction (like <bdi>): FSI … PDI. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** Name and phone for pickup, delivery and visitors; delivery adds the address and the driver's notes. */
function CustomerDetails({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders-dashboard');
  const who = [order.customer.name, order.customer.phone].filter(Boolean).join(' · ');
  return (
    <>
      {who && (
        <Text size="sm" data-testid="order-customer">
          <bdi>{who}</bdi>
        </Text>
      )}
      {order.delivery && (
        <Text size="sm">
          {t('deliverTo', { address: isolate(order.delivery.address) })}
          {order.delivery.locationName && (
            <>
              {' ('}
              <bdi>{order.delivery.locationName}</bdi>)
            </>
          )}
          {order.delivery.notes && (
            <>
              {' · '}
              <bdi>{order.delivery.notes}</bdi>
            </>
          )}
        </Text>
      )}
    </>
  );
}

/** One order on the dashboard: what, where, for whom, how it is paid, and what staff can do next. */
export function OrderCard({ order, formatTime }: { order: TOrder; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('orders-dashboard');
  return (
    <Paper withBorder p="sm" radius="md" data-testid="order-card" data-order-id={order.id} data-status={order.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Text fw={800} fz="lg" data-testid="order-number">
                <bdi dir="ltr">#{order.number}</bdi>
              </Text>
              <Text fw={600}>{destinationOf(order, t, formatTime)}</Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t(`types.${order.type}`)} · <bdi>{formatTime(order.createdAt)}</bdi>
            </Text>
          </div>
          <Badge color={STATUS_COLORS[order.status]} variant="filled" data-testid="order-status">
            {t(`statuses.${order.status}`)}
          </Badge>
        </Group>
        <CustomerDetails order={order} />
        <Divider />
        <OrderLines order={order} />
        {order.notes && (
          <Text size="sm" fw={600} c="orange.9" bg="orange.0" px="xs" py={4} style={{ borderRadius: 4 }} data-testid="order-notes">
            {t('notes', { notes: isolate(order.notes) })}
          </Text>
        )}
        <Divider />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text fw={700}>
              <bdi>{formatMoney(order.total, order.currency)}</bdi>
            </Text>
            <Text size="xs" fw={700} c={order.paymentStatus === 'unpaid' ? 'orange.8' : 'green.8'} data-testid="order-payment">
              {t(`payment.${order.paymentMethod}`)} · {t(`paymentStatus.${order.paymentStatus}`)}
            </Text>
          </Group>
          <AssignSelect order={order} />
        </Group>
        {order.estimatedReadyAt && order.status !== 'completed' && order.status !== 'cancelled' && (
          <Text size="xs" c="dimmed">
            {t('readyBy', { time: formatTime(order.estimatedReadyAt) })}
          </Text>
        )}
        {order.completedTime && (
          <Text size="xs" c="dimmed">
            {t('completedAt', { time: formatTime(order.completedTime) })}
          </Text>
        )}
        <OrderActions order={order} />
      </Stack>
    </Paper>
  );
}
