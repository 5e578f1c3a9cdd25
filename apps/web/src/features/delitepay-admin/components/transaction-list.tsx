import { Button, Paper, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TTransaction } from '@menudelite/shared/delitepay/contracts';
import { formatMoney } from '@menudelite/shared/money/format';
import { refundAvailability } from '../lib/refund-form';
import type { useVenueDateTime } from '../lib/venue-format';
import { TransactionStatus } from './transaction-status';

type TProps = {
  items: TTransaction[];
  format: ReturnType<typeof useVenueDateTime>;
  mayRefund: boolean;
  onRefund: (transaction: TTransaction) => void;
};

const money = (transaction: TTransaction, minor: number) => formatMoney(minor, transaction.currency);

/** What the payment was for: a link's description, the payer's reference, or both. */
function purposeOf(transaction: TTransaction): string {
  return [transaction.description, transaction.reference].filter(Boolean).join(' · ');
}

function RefundButton({ transaction, mayRefund, onRefund }: { transaction: TTransaction; mayRefund: boolean; onRefund: (transaction: TTransaction) => void }) {
  const { t } = useTranslation('delitepay-admin');
  if (refundAvailability(transaction, mayRefund) !== 'available') return null;
  return (
    <Button size="xs" variant="light" color="red" onClick={() => onRefund(transaction)} data-testid="transaction-refund">
      {t('refund.action')}
    </Button>
  );
}

/** Phones: one card per payment. Wide screens: a table to scan down. Both carry the refund action when the role may refund. */
export function TransactionList({ items, format, mayRefund, onRefund }: TProps) {
  const { t } = useTranslation('delitepay-admin');
  const wide = useMediaQuery('(min-width: 62em)');
  if (!wide) {
    return (
      <Stack gap="xs" data-testid="transaction-list">
        {items.map((transaction) => (
          <Paper key={transaction.id} withBorder p="sm" radius="md" data-testid="transaction-row" data-transaction-id={transaction.id}>
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text size="sm" fw={650} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{purposeOf(transaction) || t(`source.${transaction.source}`)}</bdi>
                </Text>
                <Text fw={700} className="md-amount" data-testid="transaction-total">
                  <bdi>{money(transaction, transaction.total)}</bdi>
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                {format.dateTime(transaction.createdAt)} · {t(`source.${transaction.source}`)}
                {transaction.tip > 0 && ` · ${t('list.tipOf', { amount: money(transaction, transaction.tip) })}`}
                {transaction.processingFee > 0 && ` · ${t('list.feeOf', { amount: money(transaction, transaction.processingFee) })}`}
              </Text>
              {(transaction.payerName || transaction.payerEmail) && (
                <Text size="xs">
                  <bdi>{[transaction.payerName, transaction.payerEmail].filter(Boolean).join(' · ')}</bdi>
                </Text>
              )}
              <Group justify="space-between" gap="xs">
                <TransactionStatus transaction={transaction} />
                <RefundButton transaction={transaction} mayRefund={mayRefund} onRefund={onRefund} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={940}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="transaction-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.date')}</Table.Th>
            <Table.Th>{t('list.for')}</Table.Th>
            <Table.Th>{t('list.payer')}</Table.Th>
            <Table.Th ta="end">{t('list.amount')}</Table.Th>
            <Table.Th ta="end">{t('list.tip')}</Table.Th>
            <Table.Th ta="end">{t('list.fee')}</Table.Th>
            <Table.Th ta="end">{t('list.total')}</Table.Th>
            <Table.Th>{t('list.status')}</Table.Th>
            <Table.Th>
              <span className="md-visually-hidden">{t('list.actions')}</span>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((transaction) => (
            <Table.Tr key={transaction.id} data-testid="transaction-row" data-transaction-id={transaction.id}>
              <Table.Td>
                <Text size="sm">{format.dateTime(transaction.createdAt)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`source.${transaction.source}`)}
                  {transaction.cardLast4 && ` · •••• ${transaction.cardLast4}`}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  <bdi>{purposeOf(transaction) || '—'}</bdi>
                </Text>
              </Table.Td>
              <Table.Td maw={200}>
                <Text size="sm" truncate>
                  <bdi>{transaction.payerName ?? '—'}</bdi>
                </Text>
                {transaction.payerEmail && (
                  <Text size="xs" c="dimmed" truncate>
                    <bdi>{transaction.payerEmail}</bdi>
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="end" className="md-amount">
                <bdi>{money(transaction, transaction.amount)}</bdi>
              </Table.Td>
              <Table.Td ta="end" className="md-amount">
                <bdi>{money(transaction, transaction.tip)}</bdi>
              </Table.Td>
              <Table.Td ta="end" className="md-amount">
                <bdi>{money(transaction, transaction.processingFee)}</bdi>
              </Table.Td>
              <Table.Td ta="end" fw={700} className="md-amount" data-testid="transaction-total">
                <bdi>{money(transaction, transaction.total)}</bdi>
              </Table.Td>
              <Table.Td>
                <TransactionStatus transaction={transaction} />
              </Table.Td>
              <Table.Td>
                <RefundButton transaction={transaction} mayRefund={mayRefund} onRefund={onRefund} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
