import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrder } from '@menudelite/shared/orders/order';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { destinationOf, useChangeOrderStatus } from '../../orders-dashboard/public';
import { kitchenNextStep } from '../lib/kitchen-orders';

/** One ticket on the kitchen screen: large type, what to cook, the notes, and one big button (start, then ready). */
export function KitchenOrderCard({ order, formatTime }: { order: TOrder; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('kitchen-view');
  const { t: tOrders } = useTranslation('orders-dashboard');
  const change = useChangeOrderStatus();
  const next = kitchenNextStep(order.status);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="kitchen-order"
      data-order-id={order.id}
      data-status={order.status}
      style={{ borderWidth: 3, borderColor: order.status === 'preparing' ? 'var(--mantine-color-orange-5)' : 'var(--mantine-color-blue-5)' }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={900} fz={32} lh={1.1}>
              <bdi dir="ltr">#{order.number}</bdi>
            </Text>
            <Text fw={700} fz="lg">
              {destinationOf(order, tOrders, formatTime)}
            </Text>
          </div>
          <Stack gap={4} align="flex-end">
            <Badge size="lg" color={order.status === 'preparing' ? 'orange' : 'blue'} data-testid="kitchen-status">
              {t(`status.${order.status === 'preparing' ? 'preparing' : 'toStart'}`)}
            </Badge>
            <Text size="sm" c="dimmed">
              <bdi>{formatTime(order.createdAt)}</bdi>
            </Text>
          </Stack>
        </Group>
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {order.lines.map((line) => (
            <li key={line.id} data-testid="kitchen-line">
              <Text fz={22} fw={700} lh={1.25}>
                <bdi dir="ltr">{line.quantity}×</bdi> <bdi>{line.name}</bdi>
              </Text>
              {line.modifiers.map((modifier, index) => (
                <Text key={`${modifier.id}-${index}`} fz="lg" ps="lg">
                  + <bdi>{modifier.name}</bdi>
                </Text>
              ))}
              {line.notes && (
                <Text fz="lg" fs="italic" ps="lg" c="orange.9">
                  “<bdi>{line.notes}</bdi>”
                </Text>
              )}
            </li>
          ))}
        </Stack>
        {order.notes && (
          <Text fz="lg" fw={700} c="orange.9" bg="orange.0" px="sm" py={6} style={{ borderRadius: 6 }} data-testid="kitchen-notes">
            <bdi>{order.notes}</bdi>
          </Text>
        )}
        {next && (
          <Button
            size="xl"
            fullWidth
            color={next === 'ready' ? 'green' : 'blue'}
            loading={change.isPending}
            onClick={() => change.mutate({ order, to: next })}
            data-testid={next === 'ready' ? 'bump-ready' : 'start-preparing'}
          >
            {t(next === 'ready' ? 'actions.ready' : 'actions.start')}
          </Button>
        )}
        <ApiErrorAlert error={change.error} />
      </Stack>
    </Paper>
  );
}
