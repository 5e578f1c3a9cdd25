import { Group, Stack, Text } from '@mantine/core';
import type { TOrder } from '@menudelite/shared/orders/order';
import { formatMoney } from '@menudelite/shared/money/format';

/** The items: quantity and name, each chosen modifier and the diner's note for the line. */
export function OrderLines({ order }: { order: TOrder }) {
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {order.lines.map((line) => (
        <li key={line.id} data-testid="order-line">
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              <bdi dir="ltr">{line.quantity}×</bdi> <bdi>{line.name}</bdi>
            </Text>
            <Text size="sm" c="dimmed">
              <bdi>{formatMoney(line.lineTotal - line.discount, order.currency)}</bdi>
            </Text>
          </Group>
          {line.modifiers.map((modifier, index) => (
            <Text key={`${modifier.id}-${index}`} size="xs" c="dimmed" ps="md">
              + <bdi>{modifier.name}</bdi>
            </Text>
          ))}
          {line.notes && (
            <Text size="xs" fs="italic" ps="md">
              “<bdi>{line.notes}</bdi>”
            </Text>
          )}
        </li>
      ))}
    </Stack>
  );
}
