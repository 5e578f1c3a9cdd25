import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@menudelite/shared/money/format';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import type { TTableOverview } from '../api/get-tables-overview';
import { useCompleteTableOrders } from '../api/complete-table-orders';
import { STATUS_COLORS } from '../lib/status-colors';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { TableBillPanel, useTableBillRemaining } from '../../bill-staff/public';

/** One table: its open orders, what they add up to and what is still unpaid; "complete all" clears it. */
export function TableCard({ table, currency, formatTime }: { table: TTableOverview; currency: TCurrency; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('orders-dashboard');
  const complete = useCompleteTableOrders();
  const [confirming, setConfirming] = useState(false);
  const busy = table.openOrders.length > 0;
  // The open bill knows what partial payments, shares and comps took off; the orders alone do not.
  const unpaid = useTableBillRemaining(table.tableId) ?? table.unpaidTotal;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="table-card" data-table={table.tableDisplayId} bg={busy ? undefined : 'gray.0'}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={800} fz="lg">
            {t('destination.table', { table: table.tableDisplayId })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('tables.seats', { count: table.occupancy })}
          </Text>
        </Group>
        {busy ? (
          <Stack gap={4}>
            {table.openOrders.map((order) => (
              <Group key={order.id} justify="space-between" wrap="nowrap" gap="xs" data-testid="table-order">
                <Text size="sm">
                  <bdi dir="ltr">#{order.number}</bdi> · <bdi>{formatTime(order.createdAt)}</bdi>
                </Text>
                <Group gap={6} wrap="nowrap">
                  <Badge size="sm" color={STATUS_COLORS[order.status]}>
                    {t(`statuses.${order.status}`)}
                  </Badge>
                  <Text size="sm">
                    <bdi>{formatMoney(order.total, order.currency)}</bdi>
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tables.free')}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="sm" fw={700} data-testid="table-running-total">
              {t('tables.runningTotal')}: <bdi>{formatMoney(table.runningTotal, currency)}</bdi>
            </Text>
            {unpaid > 0 && (
              <Text size="xs" c="orange.8" data-testid="table-unpaid">
                {t('tables.unpaid')}: <bdi>{formatMoney(unpaid, currency)}</bdi>
              </Text>
            )}
          </div>
          {busy && (
            <Button size="xs" color="green" onClick={() => setConfirming(true)} data-testid="complete-table">
              {t('tables.completeAll')}
            </Button>
          )}
        </Group>
        <TableBillPanel tableId={table.tableId} />
      </Stack>
      {confirming && (
        <ConfirmDialog
          cancelLabel={t('keep')}
          closeLabel={t('close')}
          title={t('confirm.completeTableTitle', { table: table.tableDisplayId })}
          message={t('confirm.completeTableBody', { count: table.openOrders.length })}
          confirmLabel={t('tables.completeAll')}
          color="green"
          pending={complete.isPending}
          error={complete.error}
          onConfirm={() => complete.mutate({ tableId: table.tableId, shown: table.openOrders }, { onSuccess: () => setConfirming(false) })}
          onClose={() => {
            setConfirming(false);
            complete.reset();
          }}
        />
      )}
    </Paper>
  );
}
