import { Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TRANSACTION_SOURCES, TRANSACTION_STATUS_FILTERS } from '@menudelite/shared/delitepay/contracts';
import { SearchIcon } from '../../../components/icons';
import { PERIODS, isSourceFilter, isStatusFilter, periodProblem, type TPeriod, type TTransactionFilters } from '../lib/transaction-filters';

type TProps = {
  period: TPeriod;
  onPeriod: (period: TPeriod) => void;
  filters: TTransactionFilters;
  onChange: (patch: Partial<TTransactionFilters>) => void;
  search: string;
  onSearch: (search: string) => void;
};

/** Period (presets on the venue's calendar, or two days), status, source and a reference search. */
export function TransactionFiltersBar({ period, onPeriod, filters, onChange, search, onSearch }: TProps) {
  const { t } = useTranslation('delitepay-admin');
  const problem = period === 'custom' ? periodProblem(filters) : null;
  return (
    <Stack gap={4}>
      <Group gap="sm" align="flex-end" className="md-delitepay-filters" wrap="wrap">
        <Select
          label={t('filters.period')}
          data={PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
          value={period}
          onChange={(value) => value && onPeriod(value as TPeriod)}
          allowDeselect={false}
          data-testid="filter-period"
        />
        {period === 'custom' && (
          <>
            <TextInput
              type="date"
              label={t('filters.from')}
              value={filters.from}
              max={filters.to || undefined}
              onChange={(event) => onChange({ from: event.currentTarget.value })}
              error={problem === 'periodOrder'}
              data-testid="filter-from"
            />
            <TextInput
              type="date"
              label={t('filters.to')}
              value={filters.to}
              min={filters.from || undefined}
              onChange={(event) => onChange({ to: event.currentTarget.value })}
              error={problem === 'periodOrder'}
              data-testid="filter-to"
            />
          </>
        )}
        <Select
          label={t('filters.status')}
          placeholder={t('filters.allStatuses')}
          data={TRANSACTION_STATUS_FILTERS.map((value) => ({ value, label: t(`paymentStatus.${value}`) }))}
          value={filters.status}
          onChange={(value) => onChange({ status: isStatusFilter(value) ? value : null })}
          clearable
          data-testid="filter-status"
        />
        <Select
          label={t('filters.source')}
          placeholder={t('filters.allSources')}
          data={TRANSACTION_SOURCES.map((value) => ({ value, label: t(`source.${value}`) }))}
          value={filters.source}
          onChange={(value) => onChange({ source: isSourceFilter(value) ? value : null })}
          clearable
          data-testid="filter-source"
        />
        <TextInput
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<SearchIcon size={16} />}
          value={search}
          maxLength={64}
          onChange={(event) => onSearch(event.currentTarget.value)}
          data-testid="filter-search"
        />
      </Group>
      {problem && (
        <Text size="sm" c="red" role="alert" data-testid="filter-period-error">
          {t(`filters.${problem}`)}
        </Text>
      )}
    </Stack>
  );
}
