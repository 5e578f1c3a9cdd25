import '../bill-staff.css';
import { Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillSummary } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { useCan } from '../../../lib/session/team-me';
import { useOpenBills } from '../api/get-open-bills';
import { useStaffBill } from '../api/get-staff-bill';
import { BillDetailsDialog } from './bill-details-dialog';
import { BillPaymentList } from './bill-payment-list';
import { CloseBillDialog } from './close-bill-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

type TDialog = 'details' | 'record' | 'close' | null;

/**
 * A table's bill on its card in the staff table view, live: its figures and each payment, and
 * (by role) take a payment at the table, comp a line (in the details) and close the bill.
 */
export function TableBillPanel({ tableId }: { tableId: string }) {
  const { ready } = useTranslation('bill-staff');
  const bills = useOpenBills();
  const summary = bills.data?.find((bill) => bill.tableId === tableId) ?? null;
  if (!ready || !summary || summary.linesCount === 0) return null;
  return <BillPanel summary={summary} />;
}

function BillPanel({ summary }: { summary: TBillSummary }) {
  const { t } = useTranslation('bill-staff');
  const canTake = useCan('orders.take');
  const bill = useStaffBill(summary.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const { totals } = summary;
  const open = summary.status === 'open';
  const figures: { key: keyof typeof totals; show: boolean }[] = [
    { key: 'totalBill', show: true },
    { key: 'amountPaid', show: true },
    { key: 'amountPending', show: totals.amountPending > 0 },
    { key: 'totalTips', show: totals.totalTips > 0 },
    { key: 'comped', show: totals.comped > 0 },
  ];
  return (
    <Stack gap={6} data-testid="table-bill" data-status={summary.status} data-remaining={totals.amountRemaining}>
      <Divider />
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm">
          {t('heading')}
        </Text>
        <Badge size="sm" color={open ? 'blue' : 'green'} variant="light" data-testid="table-bill-status">
          {open ? t('open') : bill.data?.closedReason === 'staff' ? t('closedByStaff') : t('closed')}
        </Badge>
      </Group>
      <Group gap="md" wrap="wrap">
        {figures
          .filter((figure) => figure.show)
          .map((figure) => (
            <Text key={figure.key} size="xs" c="dimmed" data-testid={`table-bill-${figure.key}`}>
              {t(`figures.${figure.key}`)}: <bdi>{money(totals[figure.key])}</bdi>
            </Text>
          ))}
      </Group>
      <Text size="sm" fw={700} c={totals.amountRemaining > 0 ? 'orange.9' : 'green.9'} data-testid="table-bill-remaining">
        {t('figures.amountRemaining')}: <bdi>{money(totals.amountRemaining)}</bdi>
      </Text>
      {bill.data && <BillPaymentList bill={bill.data} compact />}
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" onClick={() => setDialog('details')} disabled={!bill.data} data-testid="bill-details">
          {t('actions.details')}
        </Button>
        {open && canTake && totals.amountRemaining > 0 && (
          <Button size="xs" variant="light" onClick={() => setDialog('record')} disabled={!bill.data} data-testid="bill-record-payment">
            {t('actions.record')}
          </Button>
        )}
        {open && canTake && (
          <Button size="xs" variant="light" color="red" onClick={() => setDialog('close')} disabled={!bill.data} data-testid="bill-close">
            {t('actions.close')}
          </Button>
        )}
      </Group>
      {bill.data && dialog === 'details' && <BillDetailsDialog bill={bill.data} onClose={() => setDialog(null)} />}
      {bill.data && dialog === 'record' && <RecordPaymentDialog bill={bill.data} onClose={() => setDialog(null)} />}
      {bill.data && dialog === 'close' && <CloseBillDialog bill={bill.data} onClose={() => setDialog(null)} />}
    </Stack>
  );
}
