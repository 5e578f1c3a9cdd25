import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TTransactionTotals } from '@menudelite/shared/delitepay/contracts';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { formatMoney } from '@menudelite/shared/money/format';
import { totalsFigures } from '../lib/transaction-state';

/** The period's succeeded payments, all pages together: how many, collected, of which tips and card fees, refunded, what is left, and refunds still pending. */
export function TransactionTotals({ totals, currency, stale }: { totals: TTransactionTotals; currency: TCurrency; stale: boolean }) {
  const { t } = useTranslation('delitepay-admin');
  const figures = totalsFigures(totals);
  return (
    <SimpleGrid
      cols={{ base: 2, sm: figures.length > 5 ? 4 : 3, lg: figures.length + 1 }}
      spacing="xs"
      data-testid="transaction-totals"
      style={{ opacity: stale ? 0.6 : 1 }}
    >
      <Paper withBorder p="sm" radius="md">
        <Text size="xs" c="dimmed">
          {t('totals.count')}
        </Text>
        <Text fw={700} fz="lg" className="md-amount" data-testid="totals-count">
          {totals.count}
        </Text>
      </Paper>
      {figures.map((figure) => (
        <Paper key={figure} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {t(`totals.${figure}`)}
          </Text>
          <Text fw={700} fz="lg" className="md-amount" data-testid={`totals-${figure}`}>
            <bdi>{formatMoney(totals[figure], currency)}</bdi>
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
