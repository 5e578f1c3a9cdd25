import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBillPayment, TStaffBill } from '@menudelite/shared/bills/contracts';
import { formatMoney } from '@menudelite/shared/money/format';

/**
 * Each payment on the bill: who, how, how much, its tip and what was given back; `compact` leaves
 * out failed ones. `refundable` says which payments show Refund (the details dialog decides by role).
 */
export function BillPaymentList({
  bill,
  compact = false,
  refundable,
  onRefund,
}: {
  bill: TStaffBill;
  compact?: boolean;
  refundable?: (payment: TBillPayment) => boolean;
  onRefund?: (payment: TBillPayment) => void;
}) {
  const { t } = useTranslation('bill-staff');
  const payments = compact ? bill.payments.filter((payment) => payment.status !== 'failed') : bill.payments;
  const money = (minor: number) => formatMoney(minor, bill.currency);
  if (payments.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {t('payments.none')}
      </Text>
    );
  return (
    <Stack gap={2} data-testid="table-bill-payments">
      {payments.map((payment) => (
        <div key={payment.id} data-testid="table-bill-payment" data-method={payment.method} data-status={payment.status}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="xs" truncate>
              <bdi>{payment.payerName ?? t('payments.someone')}</bdi> · {t(`payments.method.${payment.method}`)}
              {payment.cardLast4 && <bdi dir="ltr"> ···· {payment.cardLast4}</bdi>}
            </Text>
            <Group gap={4} wrap="nowrap">
              {payment.status !== 'succeeded' && (
                <Badge size="xs" color={payment.status === 'failed' ? 'red' : 'yellow'} variant="light">
                  {t(`payments.status.${payment.status}`)}
                </Badge>
              )}
              <Text size="xs" fw={600} data-testid="table-bill-payment-amount">
                <bdi>{money(payment.amount + payment.tip)}</bdi>
              </Text>
              {onRefund && refundable?.(payment) && (
                <Button size="compact-xs" variant="subtle" color="red" onClick={() => onRefund(payment)} data-testid="refund-payment">
                  {t('actions.refund')}
                </Button>
              )}
            </Group>
          </Group>
          {payment.tip > 0 && (
            <Text size="xs" c="dimmed" ta="end">
              {t('payments.withTip', { tip: money(payment.tip) })}
            </Text>
          )}
          {payment.refundedAmount > 0 && (
            <Text size="xs" c="red.8" ta="end" data-testid="table-bill-payment-refunded">
              {t(payment.refundedAmount >= payment.total ? 'payments.refundedAll' : 'payments.refunded', { amount: money(payment.refundedAmount) })}
            </Text>
          )}
        </div>
      ))}
    </Stack>
  );
}
