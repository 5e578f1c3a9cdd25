import '../delitepay-admin.css';
import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTransaction } from '@menudelite/shared/delitepay/contracts';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useTeamMeQuery } from '../../../lib/session/team-me';
import { useTransactions, useTransactionsCsv } from '../api/transactions';
import { RefundModal } from '../components/refund-modal';
import { TransactionFiltersBar } from '../components/transaction-filters-bar';
import { TransactionList } from '../components/transaction-list';
import { TransactionTotals } from '../components/transaction-totals';
import { downloadBlob } from '../lib/download';
import { mayRefund } from '../lib/may-refund';
import { csvFileName, periodProblem, periodRange, type TPeriod, type TTransactionFilters } from '../lib/transaction-filters';
import { useVenueDateTime } from '../lib/venue-format';

/** Typing a reference searches once the staff member pauses, not on every key. */
const SEARCH_SETTLE_MS = 350;

function Transactions({ venue }: { venue: TRestaurant }) {
  const { t } = useTranslation('delitepay-admin');
  const [period, setPeriod] = useState<TPeriod>('last30');
  const [filters, setFilters] = useState<Omit<TTransactionFilters, 'search'>>(() => ({ ...periodRange('last30', venue.timeZone), status: null, source: null }));
  const [search, setSearch] = useState('');
  const [settledSearch] = useDebouncedValue(search, SEARCH_SETTLE_MS);
  const query = useMemo<TTransactionFilters>(() => ({ ...filters, search: settledSearch.trim() }), [filters, settledSearch]);
  const valid = periodProblem(query) === null;
  const list = useTransactions(query, valid);
  const csv = useTransactionsCsv();
  const me = useTeamMeQuery();
  const format = useVenueDateTime(venue.timeZone);
  const [refunding, setRefunding] = useState<TTransaction | null>(null);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const first = list.data?.pages[0];

  const choosePeriod = (next: TPeriod) => {
    setPeriod(next);
    if (next !== 'custom') setFilters((current) => ({ ...current, ...periodRange(next, venue.timeZone) }));
  };

  return (
    <Stack gap="md">
      <TransactionFiltersBar
        period={period}
        onPeriod={choosePeriod}
        filters={query}
        onChange={(patch) => setFilters((current) => ({ ...current, ...patch }))}
        search={search}
        onSearch={setSearch}
      />
      {first && (
        <Text size="sm" c="dimmed" data-testid="transaction-period">
          {t('totals.period', { from: format.day(first.from), to: format.day(first.to) })}
        </Text>
      )}
      {first && <TransactionTotals totals={first.totals} currency={first.currency} stale={list.isPlaceholderData} />}
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!valid}
          loading={csv.isPending}
          onClick={() => csv.mutate(query, { onSuccess: (blob) => downloadBlob(blob, csvFileName(venue.slug, query)) })}
          data-testid="transactions-csv"
        >
          {t('csv')}
        </Button>
      </Group>
      <ApiErrorAlert error={csv.error ?? list.error} />
      {list.isPending && valid && <Loader size="sm" aria-label={t('loading')} />}
      {list.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="transactions-empty">
          {t('list.empty')}
        </Text>
      )}
      {items.length > 0 && <TransactionList items={items} format={format} mayRefund={mayRefund(me)} onRefund={setRefunding} />}
      {list.hasNextPage && (
        <Center>
          <Button variant="subtle" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="transactions-more">
            {t('showMore')}
          </Button>
        </Center>
      )}
      {refunding && <RefundModal transaction={refunding} onClose={() => setRefunding(null)} />}
    </Stack>
  );
}

/** /paymentPageTransactions: every payment-page and payment-link payment, filtered, with the period's totals, a CSV and refunds. */
export function TransactionsPage() {
  const { t } = useTranslation('delitepay-admin');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('transactions.title'));
  return (
    <Stack gap="md" maw={1200} data-testid="transactions-page">
      <div>
        <Title order={1} fz="h2">
          {t('transactions.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('transactions.intro')}
        </Text>
      </div>
      {restaurant.data ? <Transactions venue={restaurant.data} /> : <ApiErrorAlert error={restaurant.error} />}
    </Stack>
  );
}
