import { Loader, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TCurrency } from '@menudelite/shared/money/currencies';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useTablesOverview } from '../api/get-tables-overview';
import { TableCard } from './table-card';

/** The table view (usesTableView): every active table with its open orders and running totals. */
export function TableView({ currency, formatTime }: { currency: TCurrency; formatTime: (iso: string) => string }) {
  const { t } = useTranslation('orders-dashboard');
  const overview = useTablesOverview();
  if (overview.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (overview.isError) return <ApiErrorAlert error={overview.error} />;
  if (overview.data.length === 0)
    return (
      <Text c="dimmed" py="xl" ta="center">
        {t('tables.none')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="table-view">
      {overview.data.map((table) => (
        <TableCard key={table.tableId} table={table} currency={currency} formatTime={formatTime} />
      ))}
    </SimpleGrid>
  );
}
