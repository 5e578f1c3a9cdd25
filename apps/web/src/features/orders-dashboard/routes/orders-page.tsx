import '../orders-dashboard.css';
import { Alert, SegmentedControl, Stack } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { TRestaurant } from '@menudelite/shared/restaurant/contracts';
import { ApiErrorAlert } from '../../../components/api-error-alert';
import { useDocumentTitle } from '../../../lib/navigation/use-document-title';
import { useCurrentRestaurantQuery } from '../../../lib/session/current-restaurant';
import { useOrderCounts } from '../api/get-order-counts';
import { CallWaiterAlerts } from '../components/call-waiter-alerts';
import { DashboardHeader } from '../components/dashboard-header';
import { OfflineBanner } from '../components/offline-banner';
import { OrderFiltersBar } from '../components/order-filters-bar';
import { OrderList } from '../components/order-list';
import { StatusTabs } from '../components/status-tabs';
import { TableView } from '../components/table-view';
import { useLiveOrders } from '../components/use-live-orders';
import { useOfflineBanner } from '../components/use-offline-banner';
import { useOrderAlerts } from '../components/use-order-alerts';
import { unlockAlertSound } from '../lib/alert-sound';
import { venueTimeFormatter } from '../../../lib/format/venue-time';
import { dayRange, filtersFromParams, withFilterChange, type TOrderFilters } from '../lib/order-filters';
import { ClosedBillsPanel, useLiveTableBills } from '../../bill-staff/public';
import { useQueryClient } from '@tanstack/react-query';
import { ordersKeys } from '../api/orders-keys';

type TView = 'list' | 'tables';

function Dashboard({ venue }: { venue: TRestaurant }) {
  const { t, i18n } = useTranslation('orders-dashboard');
  const [params, setParams] = useSearchParams();
  // The address last asked for: React Router hands setParams(fn) the params of the last render, so
  // two quick filter changes would each start from the same old address and the second undo the first.
  const latestParams = useRef(params);
  // Back, forward or a link moved the address: that is the latest now.
  useEffect(() => {
    latestParams.current = params;
  }, [params]);
  const filters = useMemo(() => filtersFromParams(params, venue.timeZone), [params, venue.timeZone]);
  // The table view is offered to venues that use it (usesTableView); the list is the default.
  const view: TView = venue.usesTableView && params.get('view') === 'tables' ? 'tables' : 'list';
  const alerts = useOrderAlerts();
  const live = useLiveOrders(venue.id, venue.timeZone, alerts);
  // Table bills: their figures live, and the chime on a payment for pay-later orders (issue 9).
  const queryClient = useQueryClient();
  useLiveTableBills(alerts.announce, () => void queryClient.invalidateQueries({ queryKey: ordersKeys.tablesOverview() }));
  const offline = useOfflineBanner(live.connected);
  const counts = useOrderCounts(dayRange(filters.date, venue.timeZone));
  // Staff read the venue's clock, like the diners do (a 15:15 pickup in Malta is 15:15 on a UTC laptop).
  const formatTime = useMemo(() => venueTimeFormatter(i18n.language, venue.timeZone), [i18n.language, venue.timeZone]);

  const navigateTo = (next: URLSearchParams, replace: boolean) => {
    latestParams.current = next;
    setParams(next, { replace });
  };
  const setFilters = (change: Partial<TOrderFilters>) => navigateTo(withFilterChange(latestParams.current, change), true);
  const setView = (next: string) => {
    const updated = new URLSearchParams(latestParams.current);
    if (next === 'tables') updated.set('view', 'tables');
    else updated.delete('view');
    navigateTo(updated, false);
  };

  return (
    // Browsers allow sound only after the page has been clicked: the first click unlocks the chime.
    <Stack gap="md" data-testid="orders-landing" onPointerDown={unlockAlertSound}>
      <DashboardHeader venue={venue} alerts={alerts} />
      {offline && <OfflineBanner />}
      {!venue.isOnline && (
        <Alert color="yellow" variant="light" data-testid="venue-offline-note">
          {t('online.offNote')}
        </Alert>
      )}
      <CallWaiterAlerts calls={live.callWaiters} formatTime={formatTime} onDismiss={live.dismissCallWaiter} />
      {venue.usesTableView && (
        <SegmentedControl
          value={view}
          onChange={setView}
          data={[
            { value: 'list', label: t('views.list') },
            { value: 'tables', label: t('views.tables') },
          ]}
          w={{ base: '100%', sm: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          data-testid="view-switch"
        />
      )}
      {view === 'tables' ? (
        <>
          <TableView currency={venue.currency} formatTime={formatTime} />
          <ClosedBillsPanel timeZone={venue.timeZone} />
        </>
      ) : (
        <>
          <StatusTabs value={filters.status} counts={counts.data} onChange={(status) => setFilters({ status })} />
          <OrderFiltersBar filters={filters} onChange={setFilters} isHotel={venue.isHotel} timeZone={venue.timeZone} />
          <OrderList key={JSON.stringify(filters)} filters={filters} formatTime={formatTime} />
        </>
      )}
    </Stack>
  );
}

/** /orders: the live orders dashboard (issue 4, staff part). */
export function OrdersPage() {
  const { t } = useTranslation('orders-dashboard');
  const restaurant = useCurrentRestaurantQuery();
  useDocumentTitle(t('title'));
  if (!restaurant.data) return <ApiErrorAlert error={restaurant.error} />;
  return <Dashboard venue={restaurant.data} />;
}
