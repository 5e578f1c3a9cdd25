import { Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBillLine, TBillPayment, TStaffBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCan } from '../../../lib/session/team-me';
import { useCompBillLine } from '../api/bill-actions';
import { mayRefundPayment } from '../lib/refund-form';
import { BillPaymentList } from './bill-payment-list';
import { RefundPaymentDialog } from './refund-payment-dialog';

/**
 * The bill's lines (who ordered what, paid or left) and every payment. Comping a line takes what is
 * still open on it off the bill: managers alone, front of house with a manager's PIN (the API
 * client asks for it), so the button shows to whoever takes orders. Refunds of a succeeded payment
 * likewise (money.refund, or front of house with a manager's PIN), on an open or closed bill.
 */
export function BillDetailsDialog({ bill, onClose }: { bill: TStaffBill; onClose: () => void }) {
  const { t } = useTranslation('bill-staff');
  const canComp = useCan('money.comp');
  const canTake = useCan('orders.take');
  const comp = useCompBillLine();
  const canRefund = useCan('money.refund');
  const [comping, setComping] = useState<TBillLine | null>(null);
  const [refunding, setRefunding] = useState<string | null>(null);
  // The payment as the bill shows it now (a refund meanwhile lowers what is left).
  const refundingPayment = bill.payments.find((payment) => payment.id === refunding) ?? null;
  const refundable = (payment: TBillPayment) => mayRefundPayment(payment, { refund: canRefund, take: canTake });
  const money = (minor: number) => formatMoney(minor, bill.currency);
  const lineName = (line: TBillLine) => (line.kind === 'item' ? line.name : t(`details.${line.kind}`));
  const mayComp = (line: TBillLine) => bill.status === 'open' && (canComp || canTake) && !line.comped && line.remainingAmount > 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('details.title', { table: bill.tableDisplayId })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('details.close') }}
    >
      <Stack gap="sm" data-testid="bill-details-dialog">
        <Title order={4}>{t('details.lines')}</Title>
        {bill.lines.map((line) => (
          <Group key={line.lineId} justify="space-between" wrap="nowrap" gap="xs" data-testid="staff-bill-line" data-line={line.lineId}>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {line.kind === 'item' && <bdi dir="ltr">{line.quantity}× </bdi>}
                <bdi>{lineName(line)}</bdi>
              </Text>
              <Text size="xs" c="dimmed">
                {line.orderedBy
                  ? t('details.orderedBy', { name: line.orderedBy, number: line.orderNumber })
                  : t('details.orderNumber', { number: line.orderNumber })}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              {line.comped && (
                <Badge size="sm" color="grape" variant="light">
                  {t('details.comped')}
                </Badge>
              )}
              {!line.comped && line.remainingAmount === 0 && line.pendingAmount === 0 && (
                <Badge size="sm" color="green" variant="light">
                  {t('details.paid')}
                </Badge>
              )}
              {!line.comped && line.remainingAmount > 0 && line.remainingAmount < line.amount && (
                <Text size="xs" c="dimmed">
                  {t('details.left', { amount: money(line.remainingAmount) })}
                </Text>
              )}
              <Text size="sm" td={line.comped ? 'line-through' : undefined}>
                <bdi>{money(line.amount)}</bdi>
              </Text>
              {mayComp(line) && (
                <Button size="compact-xs" variant="subtle" color="grape" onClick={() => setComping(line)} data-testid="comp-line">
                  {t('actions.comp')}
                </Button>
              )}
            </Group>
          </Group>
        ))}
        <Title order={4}>{t('details.payments')}</Title>
        <BillPaymentList bill={bill} refundable={refundable} onRefund={(payment) => setRefunding(payment.id)} />
      </Stack>
      {comping && (
        <ConfirmDialog
          title={t('comp.title', { name: lineName(comping) })}
          message={t('comp.body', { amount: money(comping.remainingAmount) })}
          confirmLabel={t('comp.confirm')}
          cancelLabel={t('close.keep')}
          closeLabel={t('details.close')}
          color="grape"
          pending={comp.isPending}
          error={comp.error}
          onConfirm={() => comp.mutate({ billId: bill.id, lineId: comping.lineId }, { onSuccess: () => setComping(null) })}
          onClose={() => {
            setComping(null);
            comp.reset();
          }}
        />
      )}
      {refundingPayment && <RefundPaymentDialog bill={bill} payment={refundingPayment} onClose={() => setRefunding(null)} />}
    </Modal>
  );
}
