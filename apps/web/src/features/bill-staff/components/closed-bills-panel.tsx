import '../bill-staff.css';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TBillSummary } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { useClosedBills } from '../api/get-closed-bills';
import { useStaffBill } from '../api/get-staff-bill';
import { BillDetailsDialog } from './bill-details-dialog';

/** The opened bill is in the address, so a refund on a closed bill can be linked and survives a reload. */
export const CLOSED_BILL_PARAM = 'closedBill';

/**
 * Closed bills of the venue, newest first, below the table view: a bill leaves its table card when
 * it closes, and its payments can still be refunded from its details.
 */
export function ClosedBillsPanel({ timeZone }: { timeZone: string }) {
  const { t, i18n, ready } = useTranslation('bill-staff');
  const bills = useClosedBills();
  const [params, setParams] = useSearchParams();
  const openedId = params.get(CLOSED_BILL_PARAM);
  const formatTime = venueTimeFormatter(i18n.language, timeZone);
  const setOpened = (billId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (billId) next.set(CLOSED_BILL_PARAM, billId);
      else next.delete(CLOSED_BILL_PARAM);
      return next;
    });
  if (!ready) return null;
  const items = bills.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="xs" component="section" aria-labelledby="closed-bills-title" data-testid="closed-bills">
      <Title order={3} size="h4" id="closed-bills-title">
        {t('closedBills.title')}
      </Title>
      {bills.isPending && <Loader size="sm" aria-label={t('closedBills.loading')} />}
      {bills.isError && <ApiErrorAlert error={bills.error} />}
      {bills.isSuccess && items.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="closed-bills-none">
          {t('closedBills.none')}
        </Text>
      )}
      {items.map((summary) => (
        <ClosedBillRow
          key={summary.id}
          summary={summary}
          closedAt={summary.closedAt ? formatTime(summary.closedAt, true) : ''}
          onOpen={() => setOpened(summary.id)}
        />
      ))}
      {bills.hasNextPage && (
        <Button
          variant="default"
          size="sm"
          style={{ alignSelf: 'flex-start' }}
          loading={bills.isFetchingNextPage}
          onClick={() => void bills.fetchNextPage()}
          data-testid="closed-bills-more"
        >
          {t('closedBills.more')}
        </Button>
      )}
      {openedId && <ClosedBillDetails billId={openedId} onClose={() => setOpened(null)} />}
    </Stack>
  );
}

/** One closed bill: its table, when it closed, its figures and how; the whole row opens its details. */
function ClosedBillRow({ summary, closedAt, onOpen }: { summary: TBillSummary; closedAt: string; onOpen: () => void }) {
  const { t } = useTranslation('bill-staff');
  // The list's rows carry no refunds nor close reason, so each row reads its bill (cached, and the details then open at once).
  const bill = useStaffBill(summary.id);
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const refunded = bill.data?.payments.reduce((sum, payment) => sum + payment.refundedAmount, 0) ?? null;
  const reason = bill.data?.closedReason;
  return (
    <Paper withBorder p="sm" radius="md">
      <UnstyledButton
        onClick={onOpen}
        w="100%"
        aria-label={t('closedBills.open', { table: summary.tableDisplayId })}
        data-testid="closed-bill"
        data-bill={summary.id}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm">
            {t('closedBills.table', { table: summary.tableDisplayId })}
          </Text>
          <Text size="xs" c="dimmed" data-testid="closed-bill-time">
            <bdi>{closedAt}</bdi>
          </Text>
        </Group>
        <Group gap="md" wrap="wrap" mt={4}>
          <Text size="xs">
            {t('figures.totalBill')}: <bdi>{money(summary.totals.totalBill)}</bdi>
          </Text>
          <Text size="xs">
            {t('figures.amountPaid')}: <bdi>{money(summary.totals.amountPaid)}</bdi>
          </Text>
          {refunded !== null && (
            <Text size="xs" c={refunded > 0 ? 'orange.9' : 'dimmed'} data-testid="closed-bill-refunded">
              {t('closedBills.refunded')}: <bdi>{money(refunded)}</bdi>
            </Text>
          )}
          {reason && (
            <Badge size="sm" variant="light" color={reason === 'staff' ? 'gray' : 'green'} data-testid="closed-bill-reason">
              {reason === 'staff' ? t('closedByStaff') : t('closed')}
            </Badge>
          )}
        </Group>
      </UnstyledButton>
    </Paper>
  );
}

/** The details dialog (lines, payments, refunds) of the closed bill named in the address. */
function ClosedBillDetails({ billId, onClose }: { billId: string; onClose: () => void }) {
  const bill = useStaffBill(billId);
  if (bill.isError) return <ApiErrorAlert error={bill.error} />;
  if (!bill.data) return null;
  return <BillDetailsDialog bill={bill.data} onClose={onClose} />;
}
